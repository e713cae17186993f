import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES } from '@pulso/domain/core';
import type { CopyTrade, Pagination } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { copyTradesKeys } from './copy-trades-keys';

export type { CopyTrade };

export interface CopyTradesPage {
  data: CopyTrade[];
  pagination: Pagination;
}

interface FetchOptions {
  signal?: AbortSignal;
  /** The start-up preload reports one message of its own instead (spec §4). */
  silent?: boolean;
}

/** GET /copy-trade/list (page=1, limit=25 by default, spec §7); 'Failed to fetch copy trades'. */
export async function getCopyTradesPage(
  params: { page: number; limit: number },
  { signal, silent }: FetchOptions = {},
): Promise<CopyTradesPage> {
  const page = await apiFetch<CopyTradesPage>('/copy-trade/list', {
    query: { ...params },
    defaultMessage: MESSAGES.errors.copyTrades.fetch,
    signal,
    silent,
  });
  // null: a 401, the session is already being ended.
  return (
    page ?? { data: [], pagination: { page: 1, totalPages: 1, total: 0, limit: params.limit } }
  );
}

/** The first page's copy trades (what the start-up preload keeps). */
export async function getCopyTrades(options: FetchOptions = {}): Promise<CopyTrade[]> {
  return (await getCopyTradesPage({ page: 1, limit: PAGE_SIZES.default }, options)).data;
}

export const copyTradesQueryOptions = () =>
  queryOptions({
    queryKey: copyTradesKeys.list(),
    queryFn: ({ signal }) => getCopyTrades({ signal }),
  });

export function useCopyTrades() {
  return useQuery(copyTradesQueryOptions());
}

export const copyTradesPageQueryOptions = (params: { page: number; limit: number }) =>
  queryOptions({
    queryKey: copyTradesKeys.page(params),
    queryFn: ({ signal }) => getCopyTradesPage(params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useCopyTradesPage(params: { page: number; limit: number }) {
  return useQuery(copyTradesPageQueryOptions(params));
}
