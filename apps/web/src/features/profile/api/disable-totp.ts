import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';
import type { TotpStatus } from './get-totp-status';

const DISABLE_FAILED = 'Failed to disable two-step verification. Please try again.';

/** Turns the second factor off; it takes a current code, so a stolen session alone cannot. */
export async function disableTotp(code: string): Promise<TotpStatus> {
  const status = await apiFetch<TotpStatus>('/user/totp/disable', {
    method: 'POST',
    body: { code },
    silent: true,
    defaultMessage: DISABLE_FAILED,
  });
  if (!status) throw new Error(DISABLE_FAILED);
  return status;
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: (status) => {
      queryClient.setQueryData(profileKeys.totp(), status);
      toast.success(i18n.t('profile.totp.disabledToast'));
    },
  });
}
