import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FailingChannel } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudieron cargar los canales que fallan.';

/** GET /notification/admin/failing-channels: channels failing or paused, across users (admins). */
export async function getFailingChannels(signal?: AbortSignal): Promise<FailingChannel[]> {
  return (
    (await apiFetch<FailingChannel[]>('/notification/admin/failing-channels', {
      defaultMessage: FETCH_FAILED,
      signal,
    })) ?? []
  );
}

export const failingChannelsQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationKeys.all, 'admin', 'failing'] as const,
    queryFn: ({ signal }) => getFailingChannels(signal),
    // A channel's failures come from the worker, not from this page: look again now and then.
    refetchInterval: 30_000,
  });

export function useFailingChannels() {
  return useQuery(failingChannelsQueryOptions());
}
