import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { NotificationChannel } from '@pulso/domain/schemas';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const CONFIRM_FAILED = 'No se pudo confirmar el correo. Inténtalo de nuevo.';

/** POST /notification/email/confirm/:id { code } → the channel, now on. Silent: the form says why not. */
export async function confirmEmailChannel({
  id,
  code,
}: {
  id: string;
  code: string;
}): Promise<NotificationChannel> {
  const channel = await apiFetch<NotificationChannel>(
    `/notification/email/confirm/${encodeURIComponent(id)}`,
    { method: 'POST', body: { code }, silent: true, defaultMessage: CONFIRM_FAILED },
  );
  if (!channel) throw new Error(CONFIRM_FAILED);
  return channel;
}

export function useConfirmEmailChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChannel,
    onSuccess: async (channel) => {
      toast.success(i18n.t('notificationsEmail.confirmed', { target: channel.target }));
      queryClient.setQueryData<NotificationChannel[]>(notificationKeys.channels(), (list) =>
        list?.map((c) => (c.id === channel.id ? channel : c)),
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.channels() });
    },
  });
}
