import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type {
  NotificationPreferences,
  UpdateNotificationPreferencesBody,
} from '@pulso/domain/schemas';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const SAVE_FAILED = 'No se pudieron guardar tus preferencias. Inténtalo de nuevo.';

/**
 * PUT /notification/preferences with only what changed → the preferences as saved. Silent: the
 * card shows a refusal beside its field.
 */
export async function updateNotificationPreferences(
  changes: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const saved = await apiFetch<NotificationPreferences>('/notification/preferences', {
    method: 'PUT',
    body: changes,
    silent: true,
    defaultMessage: SAVE_FAILED,
  });
  if (!saved) throw new Error(SAVE_FAILED);
  return saved;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => {
      toast.success(i18n.t('notifications.preferences.saved'));
      // The answer is the preferences as saved: no refetch needed to show them.
      queryClient.setQueryData(notificationKeys.preferences(), saved);
    },
  });
}
