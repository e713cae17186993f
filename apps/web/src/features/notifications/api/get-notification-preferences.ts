import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudieron cargar tus preferencias de notificación.';

/** GET /notification/preferences: time zone, daily summary time and quiet hours (or defaults). */
export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const preferences = await apiFetch<NotificationPreferences>('/notification/preferences', {
    defaultMessage: FETCH_FAILED,
    signal,
  });
  if (!preferences) throw new Error(FETCH_FAILED);
  return preferences;
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
