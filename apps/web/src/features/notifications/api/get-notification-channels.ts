import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationChannel } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudieron cargar tus canales de notificación.';

/** GET /notification/channel/list: the signed-in user's channels, oldest first. */
export async function getNotificationChannels(
  signal?: AbortSignal,
): Promise<NotificationChannel[]> {
  return (
    (await apiFetch<NotificationChannel[]>('/notification/channel/list', {
      defaultMessage: FETCH_FAILED,
      signal,
    })) ?? []
  );
}

export const notificationChannelsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.channels(),
    queryFn: ({ signal }) => getNotificationChannels(signal),
  });

export function useNotificationChannels() {
  return useQuery(notificationChannelsQueryOptions());
}
