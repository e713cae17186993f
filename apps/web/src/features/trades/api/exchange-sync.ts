import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ExchangeSyncBody, ExchangeSyncStatus } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { tradesKeys } from './trades-keys';

const POLL_MS = 1500;
const busy = (s: ExchangeSyncStatus | undefined) =>
  s?.state === 'pending' || s?.state === 'running';
const path = (accountId: string) => `/trade/account/${encodeURIComponent(accountId)}/sync`;

/**
 * GET …/sync: where the account's history sync with its exchange stands, polled while it runs.
 * When a run ends, everything the account shows (trades, figures, charts) is read again.
 */
export function useExchangeSync(accountId: string, enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: tradesKeys.sync(accountId),
    queryFn: async ({ signal }) =>
      (await apiFetch<ExchangeSyncStatus>(path(accountId), { signal, silent: true })) ?? null,
    enabled,
    refetchInterval: (q) => (busy(q.state.data ?? undefined) ? POLL_MS : false),
  });
  const wasBusy = useRef(false);
  const status = query.data ?? undefined;
  useEffect(() => {
    if (wasBusy.current && status && !busy(status)) {
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[1] !== 'sync',
      });
    }
    wasBusy.current = busy(status);
  }, [status, queryClient]);
  return query;
}

/** POST …/sync ("Sincronizar ahora"): asks the workers to read the account's new trades. */
export function useRequestExchangeSync(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeSyncBody) =>
      apiFetch<ExchangeSyncStatus>(path(accountId), {
        method: 'POST',
        body,
        defaultMessage: 'No se pudo pedir la sincronización',
      }),
    onSuccess: (status) => queryClient.setQueryData(tradesKeys.sync(accountId), status),
  });
}
