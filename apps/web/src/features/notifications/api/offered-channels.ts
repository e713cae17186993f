import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationChannelKind } from '@pulso/domain/core';
import type { OfferedChannels } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudo saber qué canales ofrece esta instancia.';
const SAVE_FAILED = 'No se pudieron guardar los canales ofrecidos.';

/** GET /notification/offered: the kinds of channel users of this instance may add. */
export async function getOfferedChannels(signal?: AbortSignal): Promise<OfferedChannels> {
  const offered = await apiFetch<OfferedChannels>('/notification/offered', {
    defaultMessage: FETCH_FAILED,
    signal,
  });
  if (!offered) throw new Error(FETCH_FAILED);
  return offered;
}

export const offeredChannelsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.offered(),
    queryFn: ({ signal }) => getOfferedChannels(signal),
    staleTime: 60_000,
  });

export function useOfferedChannels() {
  return useQuery(offeredChannelsQueryOptions());
}

/** Whether users may add a channel of `kind` (true while the answer is on its way: the server decides). */
export function useIsOffered(kind: NotificationChannelKind): boolean {
  const offered = useOfferedChannels();
  return offered.data ? offered.data.kinds.includes(kind) : true;
}

/** PUT /notification/offered (admin). */
export async function setOfferedChannels(
  kinds: readonly NotificationChannelKind[],
): Promise<OfferedChannels> {
  const offered = await apiFetch<OfferedChannels>('/notification/offered', {
    method: 'PUT',
    body: { kinds },
    defaultMessage: SAVE_FAILED,
  });
  if (!offered) throw new Error(SAVE_FAILED);
  return offered;
}

export function useSetOfferedChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOfferedChannels,
    onSuccess: (offered) => queryClient.setQueryData(notificationKeys.offered(), offered),
  });
}
