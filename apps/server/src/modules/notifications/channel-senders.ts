import type { NotificationChannelKind } from '@pulso/domain';
import type { OutgoingMessage } from './channel-requests';
import type { DeliveryOutcome } from './delivery-outcome';

/** A channel as a sender needs it: its owner and its address and secret, unsealed. */
export interface ChannelTarget {
  channelId: string;
  userId: string;
  address: string;
  secret: string | null;
}

/**
 * A channel whose message is not one plain HTTP request built by `channelRequest`: a Web Push is
 * encrypted for its subscription and signed with the instance's VAPID key; an e-mail goes over
 * SMTP. Each says what its attempt came to, as the HTTP channels' answers do.
 */
export interface ChannelSender {
  send(
    target: ChannelTarget,
    message: OutgoingMessage,
    timeoutMs: number,
  ): Promise<DeliveryOutcome>;
}

export type ChannelSenders = Partial<Record<NotificationChannelKind, ChannelSender>>;
