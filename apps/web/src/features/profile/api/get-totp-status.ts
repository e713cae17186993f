import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export interface TotpStatus {
  enabled: boolean;
}

const FETCH_FAILED = 'Failed to fetch two-step verification. Please try again.';

export async function getTotpStatus(): Promise<TotpStatus> {
  return (
    (await apiFetch<TotpStatus>('/user/totp', { defaultMessage: FETCH_FAILED })) ?? {
      enabled: false,
    }
  );
}

export const totpStatusQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.totp(), queryFn: getTotpStatus });

export function useTotpStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...totpStatusQueryOptions(), enabled });
}
