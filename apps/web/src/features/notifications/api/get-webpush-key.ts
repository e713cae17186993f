import { queryOptions } from '@tanstack/react-query';
import type { WebPushKey } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudo preparar la suscripción push. Inténtalo de nuevo.';

/** GET /notification/webpush/key: the instance's VAPID public key (base64url). */
export async function getWebPushKey(signal?: AbortSignal): Promise<string> {
  const answer = await apiFetch<WebPushKey>('/notification/webpush/key', {
    defaultMessage: FETCH_FAILED,
    silent: true,
    signal,
  });
  if (!answer?.publicKey) throw new Error(FETCH_FAILED);
  return answer.publicKey;
}

/** Asked only when the user turns push on (queryClient.fetchQuery), then kept for the session. */
export const webPushKeyQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.webPushKey(),
    queryFn: ({ signal }) => getWebPushKey(signal),
    staleTime: Infinity,
  });
