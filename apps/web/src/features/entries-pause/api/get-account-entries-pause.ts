import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntriesPause } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { accountPausePath } from './entries-pause-paths';
import { entriesPauseKeys } from './entries-pause-keys';

const FETCH_FAILED = 'No se pudo cargar la pausa de entradas.';

/** GET /accounts/{id}/entries-pause: the account's switch and its owner's (owner or admin). */
export async function getAccountEntriesPause(
  accountId: string,
  signal?: AbortSignal,
): Promise<EntriesPause> {
  const pause = await apiFetch<EntriesPause>(accountPausePath(accountId), {
    defaultMessage: FETCH_FAILED,
    // The card says it inline, with the server's message.
    silent: true,
    signal,
  });
  // null: a 401, and the session is already being closed.
  return pause ?? { paused: false, ownerPaused: false };
}

export const accountEntriesPauseQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: entriesPauseKeys.account(accountId),
    queryFn: ({ signal }) => getAccountEntriesPause(accountId, signal),
  });

export function useAccountEntriesPause(accountId: string) {
  return useQuery(accountEntriesPauseQueryOptions(accountId));
}
