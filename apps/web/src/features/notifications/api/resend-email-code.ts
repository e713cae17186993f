import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';

const RESEND_FAILED = 'No se pudo enviar otro código. Inténtalo de nuevo.';

/** POST /notification/email/resend/:id → 204: a new code to the address (at most once a minute). */
export async function resendEmailCode(id: string): Promise<void> {
  await apiFetch(`/notification/email/resend/${encodeURIComponent(id)}`, {
    method: 'POST',
    defaultMessage: RESEND_FAILED,
  });
}

export function useResendEmailCode() {
  return useMutation({
    mutationFn: resendEmailCode,
    onSuccess: () => toast.success(i18n.t('notificationsEmail.resent')),
  });
}
