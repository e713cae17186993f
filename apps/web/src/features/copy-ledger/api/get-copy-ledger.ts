import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CopyLedger } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { copyLedgerKeys } from './copy-ledger-keys';

const FETCH_FAILED = 'No se pudieron cargar las copias.';

export interface CopyLedgerParams {
  page: number;
  limit: number;
}

const emptyLedger = (limit: number): CopyLedger => ({
  items: [],
  counts: { copied: 0, scaled: 0, skipped: 0, failed: 0 },
  pagination: { page: 1, totalPages: 1, total: 0, limit },
});

/**
 * GET /accounts/{id}/copy-ledger?page=&limit=: what the receiving account did with each leader
 * trade it copies, newest first, and the counts per outcome (its owner or an admin).
 */
export async function getCopyLedger(
  accountId: string,
  params: CopyLedgerParams,
  signal?: AbortSignal,
): Promise<CopyLedger> {
  const ledger = await apiFetch<CopyLedger>(
    `/accounts/${encodeURIComponent(accountId)}/copy-ledger`,
    {
      query: { page: params.page, limit: params.limit },
      defaultMessage: FETCH_FAILED,
      // The card says it inline, with the server's message.
      silent: true,
      signal,
    },
  );
  // null: a 401, and the session is already being closed.
  return ledger ?? emptyLedger(params.limit);
}

export const copyLedgerQueryOptions = (accountId: string, params: CopyLedgerParams) =>
  queryOptions({
    queryKey: copyLedgerKeys.page(accountId, params),
    queryFn: ({ signal }) => getCopyLedger(accountId, params, signal),
    // The previous page stays in view while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCopyLedger(accountId: string, params: CopyLedgerParams) {
  return useQuery(copyLedgerQueryOptions(accountId, params));
}
