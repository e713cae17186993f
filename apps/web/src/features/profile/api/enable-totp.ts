import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';
import type { TotpStatus } from './get-totp-status';

const ENABLE_FAILED = 'Failed to enable two-step verification. Please try again.';

/** Confirms the pending secret with a code from it. Silent: a wrong code is shown by the field. */
export async function enableTotp(code: string): Promise<TotpStatus> {
  const status = await apiFetch<TotpStatus>('/user/totp/enable', {
    method: 'POST',
    body: { code },
    silent: true,
    defaultMessage: ENABLE_FAILED,
  });
  if (!status) throw new Error(ENABLE_FAILED);
  return status;
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: (status) => {
      queryClient.setQueryData(profileKeys.totp(), status);
      toast.success(i18n.t('profile.totp.enabledToast'));
    },
  });
}
