import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { CreateNotificationChannelBody, NotificationChannel } from '@pulso/domain/schemas';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const CREATE_FAILED = 'No se pudo añadir el canal. Inténtalo de nuevo.';

/**
 * POST /notification/channel/create → 201. Silent: a refusal (a bad URL, the channel limit) is
 * shown in the form, beside the field it names.
 */
export async function createNotificationChannel(
  body: CreateNotificationChannelBody,
): Promise<NotificationChannel> {
  const created = await apiFetch<NotificationChannel>('/notification/channel/create', {
    method: 'POST',
    body,
    silent: true,
    defaultMessage: CREATE_FAILED,
  });
  if (!created) throw new Error(CREATE_FAILED);
  return created;
}

export function useCreateNotificationChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotificationChannel,
    onSuccess: async (created) => {
      toast.success(i18n.t('notifications.channels.created'));
      queryClient.setQueryData<NotificationChannel[]>(notificationKeys.channels(), (list) =>
        list ? [...list.filter((c) => c.id !== created.id), created] : [created],
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.channels() });
    },
  });
}
