import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TradeImportBatch, TradeRemoval } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

const account = (accountId: string) => `/trade/account/${encodeURIComponent(accountId)}`;
export const tradeImportsKey = (accountId: string) => ['trade-imports', accountId] as const;

/** GET …/imports: the account's CSV imports, newest first (owner or admin). */
export function useTradeImports(accountId: string) {
  return useQuery({
    queryKey: tradeImportsKey(accountId),
    queryFn: () =>
      apiFetch<{ data: TradeImportBatch[] }>(`${account(accountId)}/imports`).then(
        (r) => r?.data ?? [],
      ),
  });
}

/** POST …/imports/{id}/undo: the import's trades leave and the ledger is recalculated. */
export function useUndoImport(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) =>
      apiFetch<TradeRemoval>(`${account(accountId)}/imports/${encodeURIComponent(importId)}/undo`, {
        method: 'POST',
        defaultMessage: 'No se pudo deshacer la importación',
      }),
    // The account's trades, figures and charts all change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** DELETE …/trades/{id}: one trade leaves and its asset's ledger is recalculated. */
export function useDeleteTrade(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tradeId: string) =>
      apiFetch<TradeRemoval>(`${account(accountId)}/trades/${encodeURIComponent(tradeId)}`, {
        method: 'DELETE',
        defaultMessage: 'No se pudo borrar la operación',
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
