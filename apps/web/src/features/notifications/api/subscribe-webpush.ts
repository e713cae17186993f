import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationChannel, SubscribeWebPushBody } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const SUBSCRIBE_FAILED = 'No se pudo registrar este navegador. Inténtalo de nuevo.';

/**
 * POST /notification/webpush/subscribe → the browser's channel (kind 'webpush'); the same
 * endpoint subscribed again updates its channel. Silent: the card shows the failure itself.
 */
export async function subscribeWebPush(body: SubscribeWebPushBody): Promise<NotificationChannel> {
  const channel = await apiFetch<NotificationChannel>('/notification/webpush/subscribe', {
    method: 'POST',
    body,
    silent: true,
    defaultMessage: SUBSCRIBE_FAILED,
  });
  if (!channel) throw new Error(SUBSCRIBE_FAILED);
  return channel;
}

export function useSubscribeWebPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeWebPush,
    onSuccess: async (channel) => {
      queryClient.setQueryData<NotificationChannel[]>(notificationKeys.channels(), (list) =>
        list ? [...list.filter((c) => c.id !== channel.id), channel] : [channel],
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.channels() });
    },
  });
}
