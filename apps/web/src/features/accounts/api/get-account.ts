import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { Account } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

/** GET /account/{id}: one of the user's accounts (an admin: anyone's); otherwise a 404. */
export async function getAccount(id: string, signal?: AbortSignal): Promise<Account> {
  const account = await apiFetch<Account>(`/account/${encodeURIComponent(id)}`, {
    defaultMessage: MESSAGES.errors.accounts.fetch,
    // The page says "not found" itself instead of a toast.
    silent: true,
    signal,
  });
  if (!account) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return account;
}

export const accountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...accountsKeys.all, 'detail', id] as const,
    queryFn: ({ signal }) => getAccount(id, signal),
    retry: false,
  });

export function useAccount(id: string) {
  return useQuery(accountQueryOptions(id));
}
