import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntriesPause } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { PROFILE_PAUSE_PATH } from './entries-pause-paths';
import { entriesPauseKeys } from './entries-pause-keys';

const FETCH_FAILED = 'No se pudo cargar la pausa de entradas.';

/** GET /profile/entries-pause: the signed-in user's switch over all their accounts. */
export async function getProfileEntriesPause(signal?: AbortSignal): Promise<EntriesPause> {
  const pause = await apiFetch<EntriesPause>(PROFILE_PAUSE_PATH, {
    defaultMessage: FETCH_FAILED,
    // The card says it inline, with the server's message.
    silent: true,
    signal,
  });
  // null: a 401, and the session is already being closed.
  return pause ?? { paused: false };
}

export const profileEntriesPauseQueryOptions = () =>
  queryOptions({
    queryKey: entriesPauseKeys.profile(),
    queryFn: ({ signal }) => getProfileEntriesPause(signal),
  });

export function useProfileEntriesPause() {
  return useQuery(profileEntriesPauseQueryOptions());
}
