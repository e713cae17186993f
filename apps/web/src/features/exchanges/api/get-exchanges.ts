import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { Exchange } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { exchangesKeys } from './exchanges-keys';

export async function getExchanges(
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<Exchange[]> {
  return (
    (await apiFetch<Exchange[]>('/exchange/list', {
      // A token route (spec §7): only signed-in pages read it; public pages carry the name.
      defaultMessage: MESSAGES.errors.exchanges.fetch,
      ...options,
    })) ?? []
  );
}

export const exchangesQueryOptions = () =>
  queryOptions({
    queryKey: exchangesKeys.list(),
    queryFn: ({ signal }) => getExchanges({ signal }),
    // Exchanges change only when an admin edits them.
    staleTime: 5 * 60_000,
  });

export function useExchanges() {
  return useQuery(exchangesQueryOptions());
}
