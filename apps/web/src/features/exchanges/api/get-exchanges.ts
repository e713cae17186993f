import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type Exchange } from '@pulso/domain';
import { apiFetch } from '../../../lib/api-client';
import { exchangesKeys } from './exchanges-keys';

export async function getExchanges(
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<Exchange[]> {
  return (
    (await apiFetch<Exchange[]>('/exchange/list', {
      defaultMessage: MESSAGES.errors.exchanges.fetch,
      // Public: the list names exchanges on public pages too, for visitors.
      auth: false,
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
