import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { EntriesPause, EntriesPauseBody } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { accountPausePath } from './entries-pause-paths';
import { entriesPauseKeys } from './entries-pause-keys';

const UPDATE_FAILED = 'No se pudo cambiar la pausa de entradas.';

/** PUT /accounts/{id}/entries-pause: pauses or resumes the account's entries (owner or admin). */
export async function updateAccountEntriesPause({
  accountId,
  body,
}: {
  accountId: string;
  body: EntriesPauseBody;
}): Promise<EntriesPause> {
  const pause = await apiFetch<EntriesPause>(accountPausePath(accountId), {
    method: 'PUT',
    body,
    defaultMessage: UPDATE_FAILED,
  });
  // null: a 401, and the session is already being closed.
  if (!pause) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return pause;
}

export function useUpdateAccountEntriesPause(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntriesPauseBody) => updateAccountEntriesPause({ accountId, body }),
    onSuccess: (pause) => queryClient.setQueryData(entriesPauseKeys.account(accountId), pause),
  });
}
