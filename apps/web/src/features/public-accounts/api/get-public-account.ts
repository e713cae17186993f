import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { PublicAccount } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { publicAccountsKeys } from './public-accounts-keys';

/** A private or unknown account is a 404 for everyone; the page says so instead of a toast. */
export async function getPublicAccount(id: string, signal?: AbortSignal): Promise<PublicAccount> {
  const account = await apiFetch<PublicAccount>(`/account/public/${encodeURIComponent(id)}`, {
    defaultMessage: MESSAGES.errors.accounts.fetchPublic,
    auth: false,
    silent: true,
    signal,
  });
  if (!account) throw new Error(MESSAGES.errors.accounts.fetchPublic);
  return account;
}

export const publicAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicAccountsKeys.detail(id),
    queryFn: ({ signal }) => getPublicAccount(id, signal),
  });

export function usePublicAccount(id: string) {
  return useQuery(publicAccountQueryOptions(id));
}
