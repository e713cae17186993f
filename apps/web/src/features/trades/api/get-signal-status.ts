import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { TradeSignalStatus } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { tradesKeys } from './trades-keys';

const POLL_MS = 1000;
const finished = (s: TradeSignalStatus | undefined) =>
  s?.status === 'done' || s?.status === 'failed';

/** GET /trade/signal/{signalId}: an emitted signal's steps so far and, once recorded, its trade. */
export async function getSignalStatus(
  signalId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TradeSignalStatus | null> {
  return apiFetch<TradeSignalStatus>(`/trade/signal/${encodeURIComponent(signalId)}`, {
    signal,
    // A missed poll is retried by the next one rather than toasted.
    silent: true,
  });
}

export const signalStatusQueryOptions = (signalId: string) =>
  queryOptions({
    queryKey: tradesKeys.signal(signalId),
    queryFn: async ({ signal }) => {
      const status = await getSignalStatus(signalId, { signal });
      // null: a 401, the session is already being ended.
      if (!status) throw new Error(MESSAGES.errors.permissions.invalidToken);
      return status;
    },
    // Polled until the signal is done or failed.
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS),
  });

export function useSignalStatus(signalId: string | null) {
  return useQuery({
    ...signalStatusQueryOptions(signalId ?? ''),
    enabled: Boolean(signalId),
  });
}

export { finished as isSignalFinished };
