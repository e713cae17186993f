import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountNotificationSettings } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudieron cargar los avisos de tus cuentas.';

/** GET /notification/account/list: the user's own accounts, each with its level and thresholds. */
export async function getAccountNotificationSettings(
  signal?: AbortSignal,
): Promise<AccountNotificationSettings[]> {
  return (
    (await apiFetch<AccountNotificationSettings[]>('/notification/account/list', {
      defaultMessage: FETCH_FAILED,
      signal,
    })) ?? []
  );
}

export const accountNotificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.accountSettings(),
    queryFn: ({ signal }) => getAccountNotificationSettings(signal),
    // Accounts are created and deleted on another page, which does not know this list.
    staleTime: 0,
  });

export function useAccountNotificationSettings() {
  return useQuery(accountNotificationSettingsQueryOptions());
}
