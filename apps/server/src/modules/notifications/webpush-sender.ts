import webPush from 'web-push';
import { sendOutbound } from '../../lib/outbound-http';
import type { OutgoingMessage } from './channel-requests';
import type { ChannelSender, ChannelTarget } from './channel-senders';
import { outcomeOfAnswer, type DeliveryOutcome } from './delivery-outcome';
import type { WebPushKeys } from './webpush-keys';

/** A push message waits this long at the push service for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
/**
 * The payload's size in bytes at most: a push service takes 4,096 bytes of encrypted record
 * (RFC 8291 §4), the header and tag taking 103 of them; the rest is margin.
 */
export const MAX_PAYLOAD_BYTES = 3_000;

/** What the service worker receives (after decryption): it shows title and text, opens url. */
export interface WebPushPayload {
  id: string;
  event: string;
  level: 'on' | 'silent';
  title: string;
  text: string;
  count: number;
  /** The page to open on a click, inside the app. */
  url: string;
}

/** The page a message is about: its account or deployment when it is about one, else the settings. */
export function pageOf(message: Pick<OutgoingMessage, 'data'>): string {
  const events = Array.isArray(message.data.events)
    ? (message.data.events as Record<string, unknown>[])
    : [];
  const only = (field: string) => {
    const ids = new Set(events.map((e) => e?.[field]));
    const [id] = ids;
    return ids.size === 1 && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
  };
  const deployment = only('deploymentId');
  if (deployment) return `/deployments/${deployment}`;
  const account = only('accountId');
  if (account) return `/accounts/${account}`;
  return '/profile/notifications';
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** The payload as JSON within MAX_PAYLOAD_BYTES: the text is cut (with …) when it is long. */
export function pushPayload(message: OutgoingMessage): string {
  const payload: WebPushPayload = {
    id: message.id,
    event: message.event,
    level: message.level,
    title: message.title.slice(0, 200),
    text: message.text,
    count: message.count,
    url: pageOf(message),
  };
  let json = JSON.stringify(payload);
  if (bytes(json) <= MAX_PAYLOAD_BYTES) return json;
  // Cut by code points until it fits (JSON escapes make the size not the text's own).
  let chars = [...payload.text];
  let over = bytes(json) - MAX_PAYLOAD_BYTES;
  while (over > 0 && chars.length > 0) {
    chars = chars.slice(0, Math.max(0, chars.length - Math.max(1, Math.ceil(over / 2))));
    json = JSON.stringify({ ...payload, text: `${chars.join('')}…` });
    over = bytes(json) - MAX_PAYLOAD_BYTES;
  }
  return json;
}

/** The subscription's keys, as the channel's sealed secret keeps them. */
interface SubscriptionKeys {
  p256dh: string;
  auth: string;
}

/**
 * Web Push (RFC 8030/8291/8292): the message encrypted for the browser's subscription and signed
 * with the instance's VAPID key by web-push, then posted through the same SSRF-guarded client as
 * every channel. A 404 or 410 means the browser dropped the subscription: the channel is gone.
 */
export class WebPushSender implements ChannelSender {
  constructor(
    private readonly deps: {
      keys: WebPushKeys;
      allowPrivate: boolean;
    },
  ) {}

  async send(
    target: ChannelTarget,
    message: OutgoingMessage,
    timeoutMs: number,
  ): Promise<DeliveryOutcome> {
    if (!target.secret) return { kind: 'failed', answer: 'La suscripción push no tiene claves' };
    let keys: SubscriptionKeys;
    try {
      keys = JSON.parse(target.secret) as SubscriptionKeys;
    } catch {
      return { kind: 'failed', answer: 'La suscripción push no tiene claves válidas' };
    }
    const vapidDetails = await this.deps.keys.details();
    let details: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      details = webPush.generateRequestDetails(
        { endpoint: target.address, keys },
        pushPayload(message),
        {
          vapidDetails,
          TTL: TTL_SECONDS,
          urgency: message.level === 'silent' ? 'low' : 'high',
          // No Topic: it would let a later message replace an undelivered earlier one, and a
          // phone offline overnight would then hear of the last failure only.
        },
      );
    } catch {
      // Keys a browser would not make (checked on subscribe): trying again changes nothing.
      return { kind: 'failed', answer: 'No se pudo cifrar el mensaje para esta suscripción' };
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // sendOutbound sets the length of the body it sends.
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    const answer = await sendOutbound(new URL(details.endpoint), {
      headers,
      body: details.body ?? undefined,
      timeoutMs,
      allowPrivate: this.deps.allowPrivate,
    });
    if (answer.status === 404 || answer.status === 410) {
      return {
        kind: 'gone',
        answer: `HTTP ${answer.status}: el navegador ya no acepta notificaciones de esta suscripción`,
      };
    }
    return outcomeOfAnswer(answer);
  }
}
