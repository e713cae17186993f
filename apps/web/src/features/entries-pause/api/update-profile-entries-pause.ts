import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { EntriesPause, EntriesPauseBody } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { PROFILE_PAUSE_PATH } from './entries-pause-paths';
import { entriesPauseKeys } from './entries-pause-keys';

const UPDATE_FAILED = 'No se pudo cambiar la pausa de entradas.';

/** PUT /profile/entries-pause: pauses or resumes the entries of all the user's accounts. */
export async function updateProfileEntriesPause(body: EntriesPauseBody): Promise<EntriesPause> {
  const pause = await apiFetch<EntriesPause>(PROFILE_PAUSE_PATH, {
    method: 'PUT',
    body,
    defaultMessage: UPDATE_FAILED,
  });
  // null: a 401, and the session is already being closed.
  if (!pause) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return pause;
}

export function useUpdateProfileEntriesPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileEntriesPause,
    onSuccess: (pause) => {
      queryClient.setQueryData(entriesPauseKeys.profile(), pause);
      // Every account's `ownerPaused` is this switch.
      return queryClient.invalidateQueries({ queryKey: entriesPauseKeys.accounts() });
    },
  });
}
