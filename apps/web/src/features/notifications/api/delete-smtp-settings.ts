import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const DELETE_FAILED = 'No se pudo quitar el servidor de correo.';

/** DELETE /notification/smtp (admin) → 204. */
export async function deleteSmtpSettings(): Promise<void> {
  await apiFetch('/notification/smtp', { method: 'DELETE', defaultMessage: DELETE_FAILED });
}

export function useDeleteSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSmtpSettings,
    onSuccess: async () => {
      toast.success(i18n.t('notificationsEmail.smtp.removed'));
      await queryClient.invalidateQueries({ queryKey: notificationKeys.smtp() });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.emailStatus() });
    },
  });
}
