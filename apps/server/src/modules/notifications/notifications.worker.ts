import {
  NOTIFICATION_LIMITS,
  type NotificationChannelKind,
  inQuietHours,
  localClock,
} from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { MicroBatcher } from '../../lib/micro-batcher';
import { sendOutbound } from '../../lib/outbound-http';
import type { Sealer } from '../../lib/sealer';
import { channelRequest, type BotEndpoint } from './channel-requests';
import type { ChannelSenders } from './channel-senders';
import type { DailySummaries } from './daily-summary';
import type { RiskWatch } from './risk-watch';
import type { PreferencesRepository } from './preferences.repository';
import {
  backoffMs,
  MAX_ATTEMPTS,
  outcomeOfAnswer,
  outcomeOfError,
  type DeliveryOutcome,
} from './delivery-outcome';
import { groupEvents } from './event-groups';
import { composeMessage, MAX_LINES } from './notification-messages';
import {
  NOTIFICATIONS_CHANNEL,
  type ClaimedDelivery,
  type NewDelivery,
  type NotificationsRepository,
} from './notifications.repository';
import type { TelegramApi } from './telegram-api';
import type { TelegramPoller } from './telegram-poller';
import type { TelegramBot } from './telegram.service';

export interface NotificationsWorkerOptions {
  /** How often due retries and held bursts are looked for without a wake-up. */
  pollMs?: number;
  /** A claimed delivery its sender has not settled by then is taken over (a crash). */
  leaseMs?: number;
  /** One attempt's time limit. */
  timeoutMs?: number;
  /** Deliveries claimed at once. */
  batch?: number;
  /**
   * A burst: once `burstFree` messages of one event went to one channel within this long, the
   * same event's next ones wait for the window's end and go together as one message.
   */
  burstWindowMs?: number;
  /** Messages of one event to one channel within the window sent as they come. */
  burstFree?: number;
  /** Messages one channel is sent per minute at most (per instance). */
  perChannelPerMinute?: number;
  /** Finished deliveries are kept this long in the log. */
  retentionMs?: number;
  /** How often the accounts' risk thresholds are looked at. */
  riskEveryMs?: number;
}

interface Deps {
  database: Pick<Database, 'listen'>;
  db: Db;
  repository: NotificationsRepository;
  sealer: Sealer;
  allowPrivate: boolean;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Users' quiet hours (the planner silences messages within them). */
  preferences: PreferencesRepository;
  /** The daily summaries, written to the outbox when due (looked at every `pollMs`, at most twice a minute). */
  summaries: DailySummaries;
  /** The accounts' risk thresholds, looked at about once a minute. */
  risks: RiskWatch;
  /** The instance's bot (Telegram channels' sender) and its update poller. */
  telegram: {
    api: TelegramApi;
    bot(): Promise<TelegramBot | undefined>;
    poller: TelegramPoller;
  };
  /** The kinds sent otherwise than by one HTTP request (Web Push, e-mail). */
  senders: ChannelSenders;
}

const MINUTE = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tells users what happened, never in the way of a trade: the outbox trigger writes an event in
 * the trade's (or failure's) own transaction; this worker turns events into deliveries (each
 * planned once: taken with SKIP LOCKED and deleted in the transaction that writes them), then
 * sends them off the pipeline's path, each channel in its own queue, with retries, backoff, a
 * channel's own retry_after, and a pause for a channel that keeps failing. A sender that dies
 * leaves its claimed deliveries to another after the lease: at least once, with the delivery's
 * id on every attempt for the receiver to drop a repeat.
 */
export class NotificationsWorker {
  private readonly sending = new Map<string, Promise<void>>();
  private readonly sentAt = new Map<string, number[]>();
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private stopping = false;
  private prunedAt = 0;
  private summarizedAt = 0;
  private watchedAt = 0;
  /** The last cycle's error, if it failed (drain throws it rather than spin). */
  private failure: unknown;
  private readonly options: Required<NotificationsWorkerOptions>;
  /** Deliveries that arrived, recorded together: one statement for many channels' answers. */
  private readonly arrived = new MicroBatcher<
    { id: string; channelId: string; answer: string; failures: number },
    void
  >(
    async (items) => {
      await this.deps.repository.markSent(items);
      return items.map(() => ({ ok: true as const, value: undefined }));
    },
    { maxInFlight: 2, maxBatch: 200 },
  );

  constructor(
    private readonly deps: Deps,
    options: NotificationsWorkerOptions = {},
  ) {
    this.options = {
      pollMs: 1_000,
      leaseMs: 5 * MINUTE,
      timeoutMs: 10_000,
      batch: 50,
      burstWindowMs: 30_000,
      burstFree: 3,
      perChannelPerMinute: NOTIFICATION_LIMITS.perChannelPerMinute,
      retentionMs: 30 * 24 * 60 * MINUTE,
      riskEveryMs: MINUTE,
      ...options,
    };
  }

  async start(): Promise<void> {
    this.unlisten = await this.deps.database.listen(NOTIFICATIONS_CHANNEL, () => void this.kick());
    this.timer = setInterval(() => void this.kick(), this.options.pollMs);
    this.timer.unref();
    void this.kick();
    this.deps.telegram.poller.start();
  }

  /** One round of the Telegram poller without waiting for updates (tests). */
  pollTelegram(): Promise<boolean> {
    return this.deps.telegram.poller.pollOnce(0);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.deps.telegram.poller.stop();
    await this.unlisten?.();
    await this.running;
    await Promise.allSettled(this.sending.values());
  }

  /** Plans what the outbox holds and sends what is due; a kick while one runs runs once more after. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.cycle().finally(() => {
      this.running = undefined;
      if (this.again && !this.stopping) {
        this.again = false;
        void this.kick();
      }
    });
    return this.running;
  }

  /** Resolves once nothing is left to plan or due to send on this worker (tests). */
  async drain(): Promise<void> {
    for (;;) {
      await this.kick();
      await this.running;
      if (this.failure) throw this.failure;
      if (this.sending.size === 0 && !(await this.deps.repository.hasDueWork())) return;
      await Promise.allSettled(this.sending.values());
    }
  }

  private async cycle(): Promise<void> {
    this.failure = undefined;
    try {
      while (!this.stopping && (await this.plan()) > 0);
      if (Date.now() - this.summarizedAt >= 30_000) {
        this.summarizedAt = Date.now();
        if ((await this.deps.summaries.run()) > 0)
          while (!this.stopping && (await this.plan()) > 0);
      }
      if (Date.now() - this.watchedAt >= this.options.riskEveryMs) {
        this.watchedAt = Date.now();
        if ((await this.deps.risks.run()) > 0) while (!this.stopping && (await this.plan()) > 0);
      }
      await this.sendDue();
      if (Date.now() - this.prunedAt > 60 * MINUTE) {
        this.prunedAt = Date.now();
        await this.deps.repository.prune(new Date(Date.now() - this.options.retentionMs));
      }
    } catch (err) {
      this.failure = err;
      this.deps.log.warn({ err }, 'notifications: cycle failed');
    }
  }

  /** Turns up to 500 outbox events into deliveries, in one transaction; answers how many. */
  async plan(): Promise<number> {
    const { repository } = this.deps;
    return inTransaction(this.deps.db, async (tx) => {
      const events = await repository.takeEvents(500, tx);
      if (events.length === 0) return 0;
      const owners = [...new Set(events.map((e) => e.ownerId))];
      const channels = await repository.enabledChannels(owners, tx);
      const accountIds = [
        ...new Set(
          events.map((e) => e.data.accountId).filter((id): id is string => typeof id === 'string'),
        ),
      ];
      const accounts = await repository.accountsOf(accountIds, tx);
      const ids = (field: string) =>
        events
          .map((e) => e.data[field])
          .filter((id): id is string => typeof id === 'string' && UUID.test(id));
      const copies = await repository.copiesOf(ids('signalId'), ids('tradeId'), tx);
      const quiet = new Set(
        (await this.deps.preferences.quietOf(owners, tx))
          .filter((p) =>
            inQuietHours(localClock(Date.now(), p.timeZone).minute, p.quietFrom, p.quietTo),
          )
          .map((p) => p.userId),
      );
      const groups = groupEvents(events, channels, accounts, quiet, copies);
      if (groups.size === 0) return events.length;

      const now = Date.now();
      const channelIds = [...new Set([...groups.values()].map((g) => g.channelId))];
      const held = new Map(
        (await repository.heldDeliveries(channelIds, new Date(now + 1_000), tx)).map((h) => [
          `${h.channelId}|${h.event}`,
          h,
        ]),
      );
      const recent = await repository.recentDeliveries(
        channelIds,
        new Date(now - this.options.burstWindowMs),
        tx,
      );
      const fresh: NewDelivery[] = [];
      for (const [key, group] of groups) {
        const into = held.get(key);
        if (into) {
          const lines = [...(into.data.lines ?? []), ...group.lines].slice(0, MAX_LINES);
          const count = into.count + group.count;
          const events = [...((into.data as { events?: unknown[] }).events ?? []), ...group.events];
          await repository.updateHeld(
            into.id,
            {
              ...composeMessage(group.event, lines, count),
              count,
              data: { lines, events: events.slice(0, MAX_LINES) },
            },
            tx,
          );
          continue;
        }
        const recently = recent.get(key);
        // A burst is on: this one waits for the window's end, where the next ones join it.
        const burst = recently !== undefined && recently.count >= this.options.burstFree;
        fresh.push({
          channelId: group.channelId,
          userId: group.userId,
          event: group.event,
          level: group.level,
          count: group.count,
          ...composeMessage(group.event, group.lines, group.count),
          data: { lines: group.lines, events: group.events },
          nextAttemptAt: burst
            ? new Date(recently.last.getTime() + this.options.burstWindowMs)
            : new Date(now),
        });
      }
      await repository.insertDeliveries(fresh, tx);
      return events.length;
    });
  }

  /** Claims due deliveries and sends each channel's in order, channels side by side. */
  private async sendDue(): Promise<void> {
    while (!this.stopping) {
      const claimed = await this.deps.repository.claim(this.options.batch, this.options.leaseMs, [
        ...this.sending.keys(),
      ]);
      if (claimed.length === 0) return;
      const byChannel = new Map<string, ClaimedDelivery[]>();
      for (const delivery of claimed) {
        const queue = byChannel.get(delivery.channelId) ?? [];
        queue.push(delivery);
        byChannel.set(delivery.channelId, queue);
      }
      for (const [channelId, queue] of byChannel) {
        const run = this.sendQueue(queue).finally(() => {
          this.sending.delete(channelId);
          if (!this.stopping) void this.kick();
        });
        this.sending.set(channelId, run);
      }
      if (claimed.length < this.options.batch) return;
    }
  }

  private async sendQueue(queue: ClaimedDelivery[]): Promise<void> {
    for (const [index, delivery] of queue.entries()) {
      const wait = this.rateLimitWait(delivery.channelId);
      if (wait > 0) {
        // The channel had its share this minute: the rest wait, untried.
        for (const rest of queue.slice(index)) {
          await this.deps.repository.release(rest.id, new Date(Date.now() + wait));
        }
        return;
      }
      try {
        await this.send(delivery);
      } catch (err) {
        this.deps.log.warn({ err, deliveryId: delivery.id }, 'notifications: settling failed');
      }
    }
  }

  /** How long until the channel may be sent another message (0: now). */
  private rateLimitWait(channelId: string): number {
    const now = Date.now();
    const recent = (this.sentAt.get(channelId) ?? []).filter((t) => t > now - MINUTE);
    this.sentAt.set(channelId, recent);
    if (recent.length < this.options.perChannelPerMinute) return 0;
    return recent[0]! + MINUTE - now;
  }

  /** The bot's method URLs (they hold its token: built here, never logged); null without a bot. */
  private async botEndpoint(): Promise<BotEndpoint | null> {
    const { api, bot } = this.deps.telegram;
    const current = await bot();
    return current ? { methodUrl: (method) => api.methodUrl(current.token, method) } : null;
  }

  private async send(delivery: ClaimedDelivery): Promise<void> {
    const { repository } = this.deps;
    if (!delivery.enabled) {
      await repository.markFailed(delivery, 'Canal desactivado: no se envió', null);
      return;
    }
    this.sentAt.set(delivery.channelId, [
      ...(this.sentAt.get(delivery.channelId) ?? []),
      Date.now(),
    ]);
    const outcome = await this.attempt(delivery);
    if (outcome.kind === 'sent') {
      await this.arrived.add({
        id: delivery.id,
        channelId: delivery.channelId,
        answer: outcome.answer,
        failures: delivery.failures,
      });
      return;
    }
    if (outcome.kind === 'retry' && delivery.attempts + 1 < MAX_ATTEMPTS) {
      const afterMs = outcome.afterMs ?? backoffMs(delivery.attempts + 1);
      await repository.markRetry(delivery.id, outcome.answer, new Date(Date.now() + afterMs));
      return;
    }
    if (outcome.kind === 'gone') {
      await repository.markGone(delivery, outcome.answer);
      this.deps.log.info({ channelId: delivery.channelId }, 'notifications: channel address gone');
      return;
    }
    const paused = await repository.markFailed(
      delivery,
      outcome.answer,
      delivery.event === 'test' ? null : NOTIFICATION_LIMITS.failuresToPause,
    );
    if (paused) {
      this.deps.log.warn(
        { channelId: delivery.channelId },
        'notifications: channel paused after repeated failures',
      );
    }
  }

  /** One attempt at a delivery, by the kind's sender or as the kind's HTTP request. */
  private async attempt(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const { sealer, senders } = this.deps;
    const kind = delivery.kind as NotificationChannelKind;
    try {
      const address = sealer.unseal(delivery.addressSealed);
      const secret = delivery.secretSealed ? sealer.unseal(delivery.secretSealed) : null;
      const sender = senders[kind];
      if (sender) {
        return await sender.send(
          { channelId: delivery.channelId, userId: delivery.userId, address, secret },
          delivery,
          this.options.timeoutMs,
        );
      }
      const request = channelRequest(
        kind,
        address,
        secret,
        delivery,
        new Date(),
        kind === 'telegram' ? await this.botEndpoint() : null,
      );
      const answer = await sendOutbound(request.url, {
        headers: request.headers,
        body: request.body,
        timeoutMs: this.options.timeoutMs,
        allowPrivate: this.deps.allowPrivate,
      });
      return outcomeOfAnswer(answer);
    } catch (error) {
      return outcomeOfError(error);
    }
  }
}
