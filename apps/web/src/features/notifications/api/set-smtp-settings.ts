import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { SetSmtpSettingsBody, SmtpSettings } from '@pulso/domain/schemas';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const SAVE_FAILED = 'No se pudo guardar el servidor de correo.';

/**
 * PUT /notification/smtp (admin): the server is checked before it is saved. Silent: a refusal
 * is shown in the form.
 */
export async function setSmtpSettings(body: SetSmtpSettingsBody): Promise<SmtpSettings> {
  const settings = await apiFetch<SmtpSettings>('/notification/smtp', {
    method: 'PUT',
    body,
    silent: true,
    defaultMessage: SAVE_FAILED,
  });
  if (!settings) throw new Error(SAVE_FAILED);
  return settings;
}

export function useSetSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSmtpSettings,
    onSuccess: async (settings) => {
      toast.success(i18n.t('notificationsEmail.smtp.saved'));
      queryClient.setQueryData(notificationKeys.smtp(), settings);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.emailStatus() });
    },
  });
}
