import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationChannel } from '@pulso/domain/schemas';
import { useSubscribeWebPush } from '../api/subscribe-webpush';
import { webPushKeyQueryOptions } from '../api/get-webpush-key';
import {
  browserChannelName,
  currentSubscription,
  isThisBrowser,
  pushSupport,
  rememberPushChannel,
  subscribeToPush,
  subscriptionBody,
  type PushSupport,
} from '../utils/web-push';

/** Why push is not on after a click: the permission, or a failure with its reason. */
export type WebPushProblem =
  | { kind: 'denied' }
  | { kind: 'dismissed' }
  | { kind: 'browser'; reason: string }
  | { kind: 'server'; message: string };

export interface WebPushState {
  support: PushSupport;
  /** This browser's subscription is one of the user's channels. */
  subscribed: boolean;
  busy: boolean;
  problem: WebPushProblem | null;
  enable: () => void;
}

/**
 * "Activar notificaciones push" for this browser: permission, the worker, the subscription with
 * the server's key, then the channel. The permission is asked first, inside the click (browsers
 * refuse a prompt that does not follow a gesture).
 */
export function useWebPush(channels: readonly NotificationChannel[]): WebPushState {
  const queryClient = useQueryClient();
  const subscribe = useSubscribeWebPush();
  const [support] = useState(pushSupport);
  // undefined until the browser answered whether it has a subscription.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<WebPushProblem | null>(() =>
    support === 'supported' && Notification.permission === 'denied' ? { kind: 'denied' } : null,
  );

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    currentSubscription().then(
      (subscription) => live && setEndpoint(subscription?.endpoint ?? null),
      () => live && setEndpoint(null),
    );
    return () => {
      live = false;
    };
  }, [support]);

  const enable = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setProblem({ kind: permission === 'denied' ? 'denied' : 'dismissed' });
        return;
      }
      const publicKey = await queryClient.fetchQuery(webPushKeyQueryOptions());
      let subscription: PushSubscription;
      try {
        subscription = await subscribeToPush(publicKey);
      } catch (error) {
        setProblem({ kind: 'browser', reason: messageOf(error) });
        return;
      }
      const channel = await subscribe.mutateAsync({
        name: browserChannelName(navigator.userAgent),
        subscription: subscriptionBody(subscription),
      });
      rememberPushChannel(subscription.endpoint, channel.id);
      setEndpoint(subscription.endpoint);
    } catch (error) {
      setProblem({ kind: 'server', message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return {
    support,
    subscribed: endpoint !== undefined && isThisBrowser(endpoint, channels),
    busy,
    problem,
    enable: () => void enable(),
  };
}

/** An Error's or a DOMException's message (not every DOMException is an Error). */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}
