import { createPublicKey } from 'node:crypto';
import {
  AppError,
  composeNotificationLevels,
  NOTIFICATION_LIMITS,
  type NotificationChannel,
  type SubscribeWebPushBody,
  type WebPushKey,
} from '@pulso/domain';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { Actor } from '../../lib/actor';
import { checkOutboundUrl, OutboundRefused } from '../../lib/outbound-http';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import { recordChannel } from './channel-activity';
import type { ChannelRow, NotificationsRepository } from './notifications.repository';
import type { OfferedChannels } from './offered-channels';
import { toChannel } from './notifications.service';
import type { WebPushKeys } from './webpush-keys';
import type { WebPushRepository } from './webpush.repository';

const ENDPOINT_HASH = 'webpush-endpoint';
const ENDPOINT_PATH = ['subscription', 'endpoint'];
/** Why another user's channel on the same browser was turned off. */
const TAKEN_OVER = 'Este navegador se suscribió con otra cuenta';

const KEYS_MESSAGE = 'Las claves de la suscripción push no son válidas';

/** The schema checked the key's form (65 bytes, 0x04 first); this checks it is on the P-256 curve. */
function checkBrowserKey(p256dh: string): void {
  const point = Buffer.from(p256dh, 'base64url');
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    throw new AppError('VALIDATION', KEYS_MESSAGE, [
      { path: ['subscription', 'keys', 'p256dh'], message: KEYS_MESSAGE },
    ]);
  }
}

/**
 * Web Push channels: the instance's public key for the browser to subscribe with, and the
 * browser's subscription kept as a channel (its endpoint sealed as the address, its keys sealed as
 * the secret). The same browser subscribing again renews its channel rather than adding one.
 */
export class WebPushService {
  constructor(
    private readonly transact: Transact,
    private readonly deps: {
      keys: WebPushKeys;
      repository: NotificationsRepository;
      webPush: WebPushRepository;
      sealer: Sealer;
      activity: ActivityService;
      allowPrivate: boolean;
      offered: Pick<OfferedChannels, 'assertOffered'>;
    },
  ) {}

  async key(): Promise<WebPushKey> {
    return { publicKey: await this.deps.keys.publicKey() };
  }

  async subscribe(
    userId: string,
    body: SubscribeWebPushBody,
    actor: Actor,
  ): Promise<{ channel: NotificationChannel; created: boolean }> {
    const { endpoint, keys } = body.subscription;
    this.checkEndpoint(endpoint);
    checkBrowserKey(keys.p256dh);
    await this.deps.offered.assertOffered('webpush');
    const { repository, webPush, sealer } = this.deps;
    const endpointHash = sealer.lookupHash(ENDPOINT_HASH, endpoint);
    const secretSealed = sealer.seal(JSON.stringify({ p256dh: keys.p256dh, auth: keys.auth }));
    return this.transact(async (tx) => {
      await repository.lockUser(userId, tx);
      // Whoever subscribed this browser before no longer hears through it.
      await webPush.disableOthers(userId, endpointHash, TAKEN_OVER, tx);
      const existing = await webPush.channelByEndpoint(userId, endpointHash, tx);
      if (existing) {
        const row = await repository.updateChannel(
          userId,
          existing.id,
          {
            name: body.name,
            secretSealed,
            enabled: true,
            pausedReason: null,
            failures: 0,
            ...(body.levels === undefined
              ? {}
              : { levels: composeNotificationLevels(existing.levels, body.levels) }),
          },
          tx,
        );
        await this.record('notification_channel.update', row!, actor, tx);
        return { channel: toChannel(row!), created: false };
      }
      if ((await repository.countChannels(userId, tx)) >= NOTIFICATION_LIMITS.channelsPerUser) {
        throw new AppError(
          'CONFLICT',
          `Ya tienes ${NOTIFICATION_LIMITS.channelsPerUser} canales: elimina uno para añadir otro`,
        );
      }
      const row = await repository.insertChannel(
        {
          userId,
          kind: 'webpush',
          name: body.name,
          target: `${new URL(endpoint).origin}/…`,
          addressSealed: sealer.seal(endpoint),
          addressHash: endpointHash,
          secretSealed,
          levels: composeNotificationLevels({}, body.levels),
        },
        tx,
      );
      await this.record('notification_channel.create', row, actor, tx);
      return { channel: toChannel(row), created: true };
    });
  }

  /** A push service is reached over https, on the public internet unless the admin allows otherwise. */
  private checkEndpoint(endpoint: string): void {
    const url = new URL(endpoint);
    const fail = (message: string) =>
      new AppError('VALIDATION', message, [{ path: ENDPOINT_PATH, message }]);
    if (url.protocol !== 'https:' && !this.deps.allowPrivate) {
      throw fail('La dirección del servicio push debe ser https');
    }
    try {
      checkOutboundUrl(url, this.deps.allowPrivate);
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error;
      throw fail(error.message);
    }
  }

  private record(action: string, row: ChannelRow, actor: Actor, tx: Db) {
    return recordChannel(this.deps.activity, action, row, actor, tx);
  }
}
