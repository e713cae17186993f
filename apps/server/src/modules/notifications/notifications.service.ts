import {
  AppError,
  composeNotificationLevels,
  NOTIFICATION_LIMITS,
  notificationLevels,
  paginate,
  type CreateNotificationChannelBody,
  type NotificationChannel,
  type NotificationChannelKind,
  type FailingChannel,
  type NotificationDelivery,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
  type UpdateNotificationChannelBody,
  type UrlChannelKind,
} from '@pulso/domain';
import type { Db } from '../../db/client';
import { DEFAULT_TIME_ZONE } from '../../db/schema';
import type { Transact } from '../../db/repository';
import type { Actor } from '../../lib/actor';
import { checkOutboundUrl, OutboundRefused } from '../../lib/outbound-http';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import { recordChannel } from './channel-activity';
import { maskedTarget } from './channel-requests';
import { composeMessage } from './notification-messages';
import type { ChannelRow, DeliveryRow, NotificationsRepository } from './notifications.repository';
import type { OfferedChannels } from './offered-channels';
import type { PreferencesRepository, PreferencesRow } from './preferences.repository';

const NOT_FOUND = 'Canal no encontrado';

const toPreferences = (row: PreferencesRow | undefined): NotificationPreferences => ({
  timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
  summaryAt: row?.summaryAt ?? null,
  quietFrom: row?.quietFrom ?? null,
  quietTo: row?.quietTo ?? null,
});

export const toChannel = (row: ChannelRow): NotificationChannel => ({
  id: row.id,
  kind: row.kind as NotificationChannelKind,
  name: row.name,
  target: row.target,
  hasSecret: row.secretSealed !== null,
  enabled: row.enabled,
  pausedReason: row.pausedReason,
  levels: notificationLevels(row.levels),
  awaitingConfirmation: row.awaitingConfirmation,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: DeliveryRow & { channelName: string }): NotificationDelivery => ({
  id: row.id,
  channelId: row.channelId,
  channelName: row.channelName,
  event: row.event,
  title: row.title,
  text: row.text,
  count: row.count,
  status: row.status as NotificationDelivery['status'],
  attempts: row.attempts,
  lastAnswer: row.lastAnswer,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
});

/** Kinds whose messages cannot go without a secret. */
const NEEDS_SECRET: ReadonlySet<NotificationChannelKind> = new Set(['webhook', 'gotify']);

/**
 * A user's notification channels: where they point (sealed: a Discord or Slack webhook address is
 * itself a credential), the level of each event, a test message, and the log of deliveries.
 */
export class NotificationsService {
  constructor(
    private readonly transact: Transact,
    private readonly deps: {
      repository: NotificationsRepository;
      sealer: Sealer;
      activity: ActivityService;
      allowPrivate: boolean;
      preferences: PreferencesRepository;
      /** The kinds the admin offers: a channel of another kind is not added. */
      offered: Pick<OfferedChannels, 'assertOffered'>;
    },
  ) {}

  /** The admin's view: channels failing or paused across users (at most 100). */
  async failing(): Promise<FailingChannel[]> {
    return (await this.deps.repository.failingChannels(100)).map((c) => ({
      ...c,
      kind: c.kind as NotificationChannelKind,
      lastFailedAt: c.lastFailedAt?.toISOString() ?? null,
    }));
  }

  /** The daily summary's time and the quiet hours (defaults until the user sets them). */
  async preferences(userId: string): Promise<NotificationPreferences> {
    return toPreferences(await this.deps.preferences.of(userId));
  }

  async setPreferences(
    userId: string,
    body: UpdateNotificationPreferencesBody,
    actor: Actor,
  ): Promise<NotificationPreferences> {
    const row = await this.deps.preferences.upsert(userId, body);
    await this.deps.activity.record({
      scope: 'user',
      action: 'notification_preferences.update',
      entityType: 'notification_preferences',
      entityId: userId,
      details: { ...body },
      actor,
    });
    return toPreferences(row);
  }

  async list(userId: string): Promise<NotificationChannel[]> {
    return (await this.deps.repository.channelsOf(userId)).map(toChannel);
  }

  async create(
    userId: string,
    body: CreateNotificationChannelBody,
    actor: Actor,
  ): Promise<NotificationChannel> {
    this.checkAddress(body.kind, body.url);
    await this.deps.offered.assertOffered(body.kind);
    const { repository, sealer } = this.deps;
    return this.transact(async (tx) => {
      await repository.lockUser(userId, tx);
      if ((await repository.countChannels(userId, tx)) >= NOTIFICATION_LIMITS.channelsPerUser) {
        throw new AppError(
          'CONFLICT',
          `Ya tienes ${NOTIFICATION_LIMITS.channelsPerUser} canales: elimina uno para añadir otro`,
        );
      }
      const row = await repository.insertChannel(
        {
          userId,
          kind: body.kind,
          name: body.name,
          target: maskedTarget(body.kind, body.url),
          addressSealed: sealer.seal(body.url),
          secretSealed: body.secret === undefined ? null : sealer.seal(body.secret),
          levels: composeNotificationLevels({}, body.levels),
        },
        tx,
      );
      await this.record('notification_channel.create', row, actor, tx);
      return toChannel(row);
    });
  }

  async update(
    userId: string,
    id: string,
    body: UpdateNotificationChannelBody,
    actor: Actor,
  ): Promise<NotificationChannel> {
    const { repository, sealer } = this.deps;
    const current = await repository.channelOf(userId, id);
    if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
    const kind = current.kind as NotificationChannelKind;
    if (kind === 'telegram' && (body.url !== undefined || body.secret !== undefined)) {
      // A Telegram channel is its linked chat: linking another chat makes another channel.
      const message = 'Un canal de Telegram no tiene dirección ni secreto que cambiar';
      throw new AppError('VALIDATION', message, [{ path: ['url'], message }]);
    }
    if (kind === 'webpush' && (body.url !== undefined || body.secret !== undefined)) {
      // A push channel is its browser's subscription: the browser renews it (webpush/subscribe).
      const message = 'Un canal push no tiene dirección ni secreto que cambiar';
      throw new AppError('VALIDATION', message, [{ path: ['url'], message }]);
    }
    if (kind === 'email' && (body.url !== undefined || body.secret !== undefined)) {
      // An e-mail channel is its confirmed address: another address is added (and confirmed) anew.
      const message = 'La dirección de un canal de correo no se cambia: añade la nueva dirección';
      throw new AppError('VALIDATION', message, [{ path: ['url'], message }]);
    }
    if (current.awaitingConfirmation && body.enabled === true) {
      throw new AppError('CONFLICT', 'Confirma la dirección con el código antes de activarla');
    }
    if (body.url !== undefined) this.checkAddress(kind as UrlChannelKind, body.url);
    if (body.secret === null && NEEDS_SECRET.has(kind)) {
      throw new AppError('VALIDATION', 'Este canal necesita un secreto', [
        { path: ['secret'], message: 'Este canal necesita un secreto' },
      ]);
    }
    return this.transact(async (tx) => {
      const row = await repository.updateChannel(
        userId,
        id,
        {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.url === undefined
            ? {}
            : {
                target: maskedTarget(kind as UrlChannelKind, body.url),
                addressSealed: sealer.seal(body.url),
              }),
          ...(body.secret === undefined
            ? {}
            : { secretSealed: body.secret === null ? null : sealer.seal(body.secret) }),
          ...(body.levels === undefined
            ? {}
            : { levels: composeNotificationLevels(current.levels, body.levels) }),
          // Turned on again (or pointed elsewhere), a paused channel starts afresh.
          ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
          ...(body.enabled === true || body.url !== undefined
            ? { pausedReason: null, failures: 0 }
            : {}),
        },
        tx,
      );
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      await this.record('notification_channel.update', row, actor, tx);
      return toChannel(row);
    });
  }

  async remove(userId: string, id: string, actor: Actor): Promise<void> {
    const { repository } = this.deps;
    await this.transact(async (tx) => {
      const row = await repository.channelOf(userId, id, tx);
      if (!row || !(await repository.deleteChannel(userId, id, tx))) {
        throw new AppError('NOT_FOUND', NOT_FOUND);
      }
      await this.record('notification_channel.delete', row, actor, tx);
    });
  }

  /** Queues a test message to the channel (even a disabled one: the user asked for it). */
  async test(userId: string, id: string): Promise<{ deliveryId: string }> {
    const { repository } = this.deps;
    const channel = await repository.channelOf(userId, id);
    if (!channel) throw new AppError('NOT_FOUND', NOT_FOUND);
    // An address not yet confirmed is sent nothing but its code.
    if (channel.awaitingConfirmation) {
      throw new AppError(
        'CONFLICT',
        'Confirma la dirección con el código antes de enviar una prueba',
      );
    }
    return this.transact(async (tx) => {
      await repository.lockUser(userId, tx);
      // A held-down button (or a script) queues a few tests, not thousands for the worker.
      if ((await repository.pendingTests(channel.id, tx)) >= NOTIFICATION_LIMITS.pendingTests) {
        throw new AppError(
          'RATE_LIMITED',
          'Este canal ya tiene mensajes de prueba pendientes: espera a que se envíen',
        );
      }
      const [deliveryId] = await repository.insertDeliveries(
        [
          {
            channelId: channel.id,
            userId,
            event: 'test',
            level: 'on',
            count: 1,
            ...composeMessage('test', [], 1),
            data: {},
          },
        ],
        tx,
      );
      await repository.wake(tx);
      return { deliveryId: deliveryId! };
    });
  }

  async deliveries(
    userId: string,
    query: { page: number; limit: number; channelId?: string; status?: string },
  ): Promise<{ data: NotificationDelivery[]; pagination: ReturnType<typeof paginate> }> {
    const { rows, total } = await this.deps.repository.listDeliveries(
      userId,
      query,
      query.page,
      query.limit,
    );
    return { data: rows.map(toDelivery), pagination: paginate(total, query.page, query.limit) };
  }

  /** A private address (unless allowed) or an ntfy address without a topic is refused here. */
  private checkAddress(kind: UrlChannelKind, address: string): void {
    const url = new URL(address);
    try {
      checkOutboundUrl(url, this.deps.allowPrivate);
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error;
      throw new AppError('VALIDATION', error.message, [{ path: ['url'], message: error.message }]);
    }
    if (kind === 'ntfy' && url.pathname.split('/').filter(Boolean).length === 0) {
      const message = 'Indica el tema al final de la dirección (https://ntfy.sh/mi-tema)';
      throw new AppError('VALIDATION', message, [{ path: ['url'], message }]);
    }
  }

  private record(action: string, row: ChannelRow, actor: Actor, tx: Db) {
    return recordChannel(this.deps.activity, action, row, actor, tx);
  }
}
