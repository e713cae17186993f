import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NotificationLevel } from '@pulso/domain';
import { pgArray, queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, notificationChannels, notificationDeliveries } from '../../db/schema';

/** Wakes every instance's notifications worker (the outbox trigger and a test send NOTIFY it). */
export const NOTIFICATIONS_CHANNEL = 'pulso_notifications';

export type ChannelRow = typeof notificationChannels.$inferSelect;
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type NewDelivery = typeof notificationDeliveries.$inferInsert;

/** An event taken from the outbox. */
export interface OutboxEvent {
  id: number;
  ownerId: string;
  event: string;
  data: Record<string, unknown>;
}

/** A delivery claimed for sending, with what its channel needs. */
/** An account an event is about: its name and the cap on how loud its events are. */
export interface EventAccount {
  name: string;
  level: NotificationLevel;
}

export interface ClaimedDelivery {
  id: string;
  channelId: string;
  /** The channel's owner. */
  userId: string;
  event: string;
  level: 'on' | 'silent';
  title: string;
  text: string;
  count: number;
  data: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
  kind: string;
  addressSealed: string;
  secretSealed: string | null;
  enabled: boolean;
  /** The channel's failures in a row when claimed (a success resets them). */
  failures: number;
}

/** A held delivery a burst's next events join (see NotificationsWorker.plan). */
export interface HeldDelivery {
  id: string;
  channelId: string;
  event: string;
  count: number;
  data: { lines?: string[] };
}

const date = (value: string | Date) => (value instanceof Date ? value : new Date(value));

export class NotificationsRepository extends Repository {
  // Channels.

  async channelsOf(userId: string): Promise<ChannelRow[]> {
    return this.db
      .select()
      .from(notificationChannels)
      .where(eq(notificationChannels.userId, userId))
      .orderBy(notificationChannels.createdAt);
  }

  async channelOf(userId: string, id: string, tx?: Db): Promise<ChannelRow | undefined> {
    const [row] = await this.q(tx)
      .select()
      .from(notificationChannels)
      .where(and(eq(notificationChannels.id, id), eq(notificationChannels.userId, userId)));
    return row;
  }

  async countChannels(userId: string, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(notificationChannels)
      .where(eq(notificationChannels.userId, userId));
    return row?.n ?? 0;
  }

  async insertChannel(
    values: typeof notificationChannels.$inferInsert,
    tx?: Db,
  ): Promise<ChannelRow> {
    const [row] = await this.q(tx).insert(notificationChannels).values(values).returning();
    return row!;
  }

  async updateChannel(
    userId: string,
    id: string,
    values: Partial<typeof notificationChannels.$inferInsert>,
    tx?: Db,
  ): Promise<ChannelRow | undefined> {
    const [row] = await this.q(tx)
      .update(notificationChannels)
      .set(values)
      .where(and(eq(notificationChannels.id, id), eq(notificationChannels.userId, userId)))
      .returning();
    return row;
  }

  async deleteChannel(userId: string, id: string, tx?: Db): Promise<boolean> {
    const rows = await this.q(tx)
      .delete(notificationChannels)
      .where(and(eq(notificationChannels.id, id), eq(notificationChannels.userId, userId)))
      .returning({ id: notificationChannels.id });
    return rows.length > 0;
  }

  /** Serializes one user's channel creations (the per-user limit holds under concurrency). */
  async lockUser(userId: string, tx: Db): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notifications:${userId}`}))`);
  }

  // Deliveries.

  /** The channel's test messages not yet settled. */
  async pendingTests(channelId: string, tx: Db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.channelId, channelId),
          eq(notificationDeliveries.event, 'test'),
          eq(notificationDeliveries.status, 'pending'),
        ),
      );
    return row?.n ?? 0;
  }

  async insertDeliveries(rows: NewDelivery[], tx?: Db): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await this.q(tx)
      .insert(notificationDeliveries)
      .values(rows)
      .returning({ id: notificationDeliveries.id });
    return inserted.map((r) => r.id);
  }

  /** Wakes the workers once the transaction commits. */
  async wake(tx?: Db): Promise<void> {
    await this.q(tx).execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, '')`);
  }

  async listDeliveries(
    userId: string,
    filter: { channelId?: string; status?: string },
    page: number,
    limit: number,
  ): Promise<{ rows: (DeliveryRow & { channelName: string })[]; total: number }> {
    const where: SQL[] = [eq(notificationDeliveries.userId, userId)];
    if (filter.channelId) where.push(eq(notificationDeliveries.channelId, filter.channelId));
    if (filter.status) where.push(eq(notificationDeliveries.status, filter.status));
    const condition = and(...where);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ delivery: notificationDeliveries, channelName: notificationChannels.name })
        .from(notificationDeliveries)
        .innerJoin(
          notificationChannels,
          eq(notificationChannels.id, notificationDeliveries.channelId),
        )
        .where(condition)
        .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: count() }).from(notificationDeliveries).where(condition),
    ]);
    return {
      rows: rows.map((r) => ({ ...r.delivery, channelName: r.channelName })),
      total: total?.n ?? 0,
    };
  }

  // The worker's side.

  /** Takes up to `limit` events from the outbox (deleted: the transaction's commit plans them once). */
  async takeEvents(limit: number, tx: Db): Promise<OutboxEvent[]> {
    const rows = await queryRows<{
      id: string | number;
      owner_id: string;
      event: string;
      data: Record<string, unknown>;
    }>(
      tx,
      sql`delete from notification_events where id in (
            select id from notification_events order by id limit ${limit} for update skip locked)
          returning id, owner_id, event, data`,
    );
    return rows
      .map((r) => ({ id: Number(r.id), ownerId: r.owner_id, event: r.event, data: r.data }))
      .sort((a, b) => a.id - b.id);
  }

  /** The enabled channels of these users. */
  async enabledChannels(userIds: readonly string[], tx: Db): Promise<ChannelRow[]> {
    if (userIds.length === 0) return [];
    return queryRows<ChannelRow>(
      tx,
      // A deactivated owner is told nothing (their channels stay as they were for when they return).
      sql`select c.id, c.user_id as "userId", c.levels from notification_channels c
          join users u on u.id = c.user_id
          where c.user_id = any(${pgArray(userIds)}::uuid[]) and c.enabled and u.is_active`,
    );
  }

  /**
   * Which of these signals and trades are copies, keyed by their id, with the emitter's name as
   * the receiver's owner may see it (their own account, or a public one; null otherwise).
   */
  async copiesOf(
    signalIds: readonly string[],
    tradeIds: readonly string[],
    tx: Db,
  ): Promise<Map<string, string | null>> {
    if (signalIds.length === 0 && tradeIds.length === 0) return new Map();
    const rows = await queryRows<{ key: string; emitter: string | null }>(
      tx,
      sql`with copied as (
            select s.id::text as key, s.id as signal_id from signals s
            where s.id = any(${pgArray(signalIds)}::uuid[]) and s.source = 'copy'
            union all
            select t.id::text, t.signal_id from trades t join signals s on s.id = t.signal_id
            where t.id = any(${pgArray(tradeIds)}::uuid[]) and s.source = 'copy')
          select c.key,
                 case when e.owner_id = r.owner_id
                        or (e.is_public and e.is_active and e.deleted_at is null) then e.name end
                   as emitter
          from copied c
          join signals s on s.id = c.signal_id
          join accounts r on r.id = s.account_id
          join signals p on p.id = s.parent_signal_id
          join accounts e on e.id = p.account_id`,
    );
    return new Map(rows.map((r) => [r.key, r.emitter]));
  }

  /** The accounts events are about, as a message names them, with the level each is told at. */
  async accountsOf(ids: readonly string[], tx: Db): Promise<Map<string, EventAccount>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<{ id: string; name: string; level: string | null }>(
      tx,
      sql`select a.id, a.name, s.level from ${accounts} a
          left join notification_account_settings s on s.account_id = a.id
          where a.id = any(${pgArray(ids)}::uuid[]) and a.deleted_at is null`,
    );
    return new Map(
      rows.map((r) => [r.id, { name: r.name, level: (r.level ?? 'on') as NotificationLevel }]),
    );
  }

  /**
   * Deliveries still held for a burst (due later, never tried), locked for this transaction, of
   * these channels: the events planned now join them instead of making new messages.
   */
  async heldDeliveries(
    channelIds: readonly string[],
    minDueAt: Date,
    tx: Db,
  ): Promise<HeldDelivery[]> {
    if (channelIds.length === 0) return [];
    const rows = await queryRows<{
      id: string;
      channel_id: string;
      event: string;
      count: number;
      data: HeldDelivery['data'];
    }>(
      tx,
      sql`select id, channel_id, event, count, data from notification_deliveries
          where channel_id = any(${pgArray(channelIds)}::uuid[]) and status = 'pending'
            and attempts = 0 and lease_until is null and next_attempt_at > ${minDueAt}
          for update skip locked`,
    );
    return rows.map((r) => ({
      id: r.id,
      channelId: r.channel_id,
      event: r.event,
      count: r.count,
      data: r.data,
    }));
  }

  /** How many deliveries of each (channel, event) were made since `since`, and the newest's time. */
  async recentDeliveries(
    channelIds: readonly string[],
    since: Date,
    tx: Db,
  ): Promise<Map<string, { count: number; last: Date }>> {
    if (channelIds.length === 0) return new Map();
    const rows = await queryRows<{
      channel_id: string;
      event: string;
      n: number;
      at: string | Date;
    }>(
      tx,
      sql`select channel_id, event, count(*)::int as n, max(created_at) as at
          from notification_deliveries
          where channel_id = any(${pgArray(channelIds)}::uuid[]) and created_at >= ${since}
          group by channel_id, event`,
    );
    return new Map(
      rows.map((r) => [`${r.channel_id}|${r.event}`, { count: Number(r.n), last: date(r.at) }]),
    );
  }

  async updateHeld(
    id: string,
    values: { title: string; text: string; count: number; data: Record<string, unknown> },
    tx: Db,
  ): Promise<void> {
    await tx.update(notificationDeliveries).set(values).where(eq(notificationDeliveries.id, id));
  }

  /**
   * Claims due deliveries for `leaseMs` (SKIP LOCKED: each is sent by one worker at a time),
   * none of the channels this worker is already sending to.
   */
  async claim(
    limit: number,
    leaseMs: number,
    busyChannels: readonly string[],
  ): Promise<ClaimedDelivery[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`update notification_deliveries d
            set lease_until = now() + ${`${leaseMs} milliseconds`}::interval
          from notification_channels c
          where d.id in (
              select id from notification_deliveries
              where status = 'pending' and next_attempt_at <= now()
                and (lease_until is null or lease_until < now())
                and channel_id <> all(${pgArray(busyChannels)}::uuid[])
              order by next_attempt_at limit ${limit}
              for update skip locked)
            and c.id = d.channel_id
          returning d.id, d.channel_id, d.event, d.level, d.title, d.text, d.count, d.data,
                    d.attempts, d.created_at, c.kind, c.address_sealed, c.secret_sealed, c.enabled,
                    c.failures, c.user_id`,
    );
    return rows.map((r) => ({
      id: r.id as string,
      channelId: r.channel_id as string,
      userId: r.user_id as string,
      event: r.event as string,
      level: r.level as 'on' | 'silent',
      title: r.title as string,
      text: r.text as string,
      count: Number(r.count),
      data: r.data as Record<string, unknown>,
      attempts: Number(r.attempts),
      createdAt: date(r.created_at as string | Date),
      kind: r.kind as string,
      addressSealed: r.address_sealed as string,
      secretSealed: (r.secret_sealed as string | null) ?? null,
      enabled: Boolean(r.enabled),
      failures: Number(r.failures),
    }));
  }

  /** Gives back a claimed delivery untried (its channel is at its rate limit): due at `dueAt`. */
  async release(id: string, dueAt: Date): Promise<void> {
    await this.db
      .update(notificationDeliveries)
      .set({ leaseUntil: null, nextAttemptAt: dueAt })
      .where(eq(notificationDeliveries.id, id));
  }

  /** Deliveries that arrived, in one statement; their channels' failures in a row start again. */
  async markSent(
    sent: readonly { id: string; channelId: string; answer: string; failures: number }[],
  ): Promise<void> {
    if (sent.length === 0) return;
    await this.db.execute(
      sql`update notification_deliveries d
            set status = 'sent', attempts = d.attempts + 1, sent_at = now(), lease_until = null,
                last_answer = v.answer
          from unnest(${pgArray(sent.map((s) => s.id))}::uuid[],
                      ${pgArray(sent.map((s) => s.answer))}::text[]) as v(id, answer)
          where d.id = v.id`,
    );
    const failing = [...new Set(sent.filter((s) => s.failures > 0).map((s) => s.channelId))];
    if (failing.length > 0) {
      await this.db.execute(
        sql`update notification_channels set failures = 0
            where id = any(${pgArray(failing)}::uuid[]) and failures <> 0`,
      );
    }
  }

  async markRetry(id: string, answer: string, dueAt: Date): Promise<void> {
    await this.db
      .update(notificationDeliveries)
      .set({
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        nextAttemptAt: dueAt,
        leaseUntil: null,
        lastAnswer: answer,
      })
      .where(eq(notificationDeliveries.id, id));
  }

  /**
   * A delivery given up: the channel's failures in a row grow, and at `pauseAfter` the channel
   * is paused with this answer as its reason. Answers whether it was paused now.
   */
  /**
   * A delivery whose address no longer exists (a push subscription the browser dropped): failed,
   * and its channel turned off with the reason, never tried again until its owner sets it anew.
   */
  async markGone(delivery: { id: string; channelId: string }, answer: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(notificationDeliveries)
        .set({
          status: 'failed',
          attempts: sql`${notificationDeliveries.attempts} + 1`,
          leaseUntil: null,
          lastAnswer: answer,
        })
        .where(eq(notificationDeliveries.id, delivery.id));
      await tx
        .update(notificationChannels)
        .set({ enabled: false, pausedReason: answer })
        .where(eq(notificationChannels.id, delivery.channelId));
    });
  }

  async markFailed(
    delivery: { id: string; channelId: string },
    answer: string,
    pauseAfter: number | null,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(notificationDeliveries)
        .set({
          status: 'failed',
          attempts: sql`${notificationDeliveries.attempts} + 1`,
          leaseUntil: null,
          lastAnswer: answer,
        })
        .where(eq(notificationDeliveries.id, delivery.id));
      if (pauseAfter === null) return false;
      const [channel] = await tx
        .update(notificationChannels)
        .set({ failures: sql`${notificationChannels.failures} + 1` })
        .where(eq(notificationChannels.id, delivery.channelId))
        .returning({
          failures: notificationChannels.failures,
          enabled: notificationChannels.enabled,
        });
      if (!channel || !channel.enabled || channel.failures < pauseAfter) return false;
      await tx
        .update(notificationChannels)
        .set({ enabled: false, pausedReason: answer })
        .where(eq(notificationChannels.id, delivery.channelId));
      return true;
    });
  }

  /** Channels failing in a row or paused, across users, the most failures first (the admin's). */
  async failingChannels(limit: number): Promise<
    {
      id: string;
      userEmail: string;
      kind: string;
      name: string;
      target: string;
      enabled: boolean;
      pausedReason: string | null;
      failures: number;
      lastAnswer: string | null;
      lastFailedAt: Date | null;
    }[]
  > {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select c.id, u.email, c.kind, c.name, c.target, c.enabled, c.paused_reason, c.failures,
                 f.last_answer, f.created_at as failed_at
          from notification_channels c
          join users u on u.id = c.user_id
          left join lateral (
            select d.last_answer, d.created_at from notification_deliveries d
            where d.channel_id = c.id and d.status = 'failed'
            order by d.created_at desc limit 1) f on true
          where c.failures > 0 or c.paused_reason is not null
          order by c.failures desc, c.created_at
          limit ${limit}`,
    );
    return rows.map((r) => ({
      id: r.id as string,
      userEmail: r.email as string,
      kind: r.kind as string,
      name: r.name as string,
      target: r.target as string,
      enabled: Boolean(r.enabled),
      pausedReason: (r.paused_reason as string | null) ?? null,
      failures: Number(r.failures),
      lastAnswer: (r.last_answer as string | null) ?? null,
      lastFailedAt: r.failed_at ? date(r.failed_at as string | Date) : null,
    }));
  }

  /** Whether events wait in the outbox or deliveries are due and unclaimed. */
  async hasDueWork(): Promise<boolean> {
    const [row] = await queryRows<{ due: boolean }>(
      this.db,
      sql`select exists (select 1 from notification_events)
            or exists (select 1 from notification_deliveries where status = 'pending'
                       and next_attempt_at <= now() and (lease_until is null or lease_until < now())) as due`,
    );
    return Boolean(row?.due);
  }

  /** Forgets finished deliveries older than `before`. */
  async prune(before: Date): Promise<void> {
    await this.db.execute(
      sql`delete from notification_deliveries where status <> 'pending' and created_at < ${before}`,
    );
  }
}
