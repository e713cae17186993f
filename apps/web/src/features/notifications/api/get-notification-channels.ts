import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationChannel } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudieron cargar tus canales de notificación.';

/**
 * GET /notification/channel/list: the signed-in user's channels, oldest first. `silent`: a
 * failure is logged, not toasted (the app shell's paused-channel notice asks on every page).
 */
export async function getNotificationChannels(
  signal?: AbortSignal,
  { silent = false }: { silent?: boolean } = {},
): Promise<NotificationChannel[]> {
  return (
    (await apiFetch<NotificationChannel[]>('/notification/channel/list', {
      defaultMessage: FETCH_FAILED,
      signal,
      silent,
    })) ?? []
  );
}

export const notificationChannelsQueryOptions = ({ silent = false }: { silent?: boolean } = {}) =>
  queryOptions({
    queryKey: notificationKeys.channels(),
    queryFn: ({ signal }) => getNotificationChannels(signal, { silent }),
  });

/**
 * The user's channels. The app shell passes a long `staleTime` (one request per page load, then
 * whatever Perfil › Notificaciones refreshes) and `silent`.
 */
export function useNotificationChannels({
  staleTime,
  silent = false,
}: { staleTime?: number; silent?: boolean } = {}) {
  return useQuery({
    ...notificationChannelsQueryOptions({ silent }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
