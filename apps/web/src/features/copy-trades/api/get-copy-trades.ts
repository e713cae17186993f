import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES, PAGE_SIZES } from '@pulso/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { copyTradesKeys } from './copy-trades-keys';

/**
 * Spec §3 shows only the id; the trade-pipeline issue (issue 6) gives the copy trade its fields
 * and its domain schema, and replaces this type with that one.
 */
export interface CopyTrade {
  id: string;
}

/**
 * GET /copy-trade/list (page=1, limit=25, spec §7). Until issue 6 adds the route, the server
 * answers 404: that means "no copy trades yet", not a failure, so it is read as an empty list
 * (the call is made silently so the 404 raises no toast; apiFetch still logs it). Issue 6
 * removes this branch.
 */
export async function getCopyTrades(
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<CopyTrade[]> {
  try {
    const page = await apiFetch<{ data: CopyTrade[] }>('/copy-trade/list', {
      query: { page: 1, limit: PAGE_SIZES.default },
      defaultMessage: MESSAGES.errors.copyTrades.fetch,
      signal: options.signal,
      silent: true,
    });
    return page?.data ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    // Any other failure is reported as apiFetch would have, unless the caller reports it.
    if (!options.silent && error instanceof ApiError) {
      toast.error(error.message, { toastId: error.message });
    }
    throw error;
  }
}

export const copyTradesQueryOptions = () =>
  queryOptions({
    queryKey: copyTradesKeys.list(),
    queryFn: ({ signal }) => getCopyTrades({ signal }),
  });

export function useCopyTrades() {
  return useQuery(copyTradesQueryOptions());
}
