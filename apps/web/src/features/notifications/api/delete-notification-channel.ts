import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { NotificationChannel } from '@pulso/domain/schemas';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const DELETE_FAILED = 'No se pudo eliminar el canal. Inténtalo de nuevo.';

/** DELETE /notification/channel/delete/:id → 204. */
export async function deleteNotificationChannel(id: string): Promise<void> {
  await apiFetch(`/notification/channel/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: DELETE_FAILED,
  });
}

export function useDeleteNotificationChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotificationChannel,
    onSuccess: async (_, id) => {
      toast.success(i18n.t('notifications.channels.deleted'));
      queryClient.setQueryData<NotificationChannel[]>(notificationKeys.channels(), (list) =>
        list?.filter((c) => c.id !== id),
      );
      // Its deliveries may be gone with it, and the log's channel filter lists it.
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
