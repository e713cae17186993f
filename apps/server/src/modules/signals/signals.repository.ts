import type {
  CopyOutcome,
  LossCooldown,
  SignalSource,
  StoredSignalPayload,
  TradingWindow,
} from '@pulso/domain';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { liveAccountSql } from '../accounts';
import {
  accounts,
  copyLedger,
  copyTrades,
  DEFAULT_TIME_ZONE,
  exchanges,
  notificationPreferences,
  receiverLogs,
  signals,
  users,
} from '../../db/schema';
import {
  stepLogsCte,
  StepLogsRepository,
  type ReceiverLogStatus,
  type StepLogRow,
} from './step-logs.repository';

export type SignalRow = typeof signals.$inferSelect;

export interface NewSignal {
  id: string;
  accountId: string;
  idempotencyKey: string;
  source: SignalSource;
  payload: StoredSignalPayload;
  parentSignalId: string | null;
  receiverLogId: string;
  /** The signal's own receiver log. */
  log: {
    parentId: string | null;
    action: string;
    message: string;
    metadata: Record<string, unknown>;
  };
  /** Insert only while the account still has these facts (the receiver's cached view of it). */
  guard?: AccountGuard | undefined;
}

/**
 * What the trade receiver decided a delivery on, from a cached read of the account: the insert
 * re-checks it in the same statement, so a deactivated, deleted or re-keyed account, or one whose
 * owner was deactivated (in any process), never takes a signal on stale facts.
 */
export interface AccountGuard {
  ownerId: string;
  webhookSecretHash: string;
  webhookIpAllowlist: string[];
}

/** The guard no longer holds: the account changed since it was read. */
export class AccountChangedError extends Error {
  constructor() {
    super('account changed since it was read');
  }
}

/** How a claimed signal ends: its status, and its receiver log's outcome. */
export interface SignalEnd {
  signal: Pick<SignalRow, 'id' | 'attempts' | 'receiverLogId'>;
  status: 'done' | 'failed';
  error: string | null;
  log: { status: ReceiverLogStatus; message: string; durationMs?: number };
  /**
   * A copy signal's copy-ledger row (issue 37); without it a copy that ends is 'copied' when
   * done and 'failed' when not, with the end's message.
   */
  copy?: CopyVerdict | undefined;
}

/** What a copy did, for its copy-ledger row. */
export interface CopyVerdict {
  outcome: CopyOutcome;
  /** The rule that scaled or skipped it, or the step that failed. */
  rule: string | null;
  message: string;
  figures: Record<string, string>;
  /** The side it traded, when a rule or an intent set it (else the copied alert's action). */
  side?: 'buy' | 'sell' | undefined;
}

/** What processing needs of the account, its exchange and its signal's log, in one read. */
export interface ProcessingAccount {
  id: string;
  ownerId: string;
  accountType: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
  mode: 'paper' | 'live';
  isActive: boolean;
  ownerActive: boolean;
  /** The account's or its owner's pause switch (issue 37): only reducing orders execute. */
  entriesPaused: boolean;
  /** The day's realized loss (USD) past which entries are refused (issue 37). */
  dailyLossLimit: string | null;
  /** Minutes it holds each order for its owner's approval (issue 37); null: none. */
  approvalMinutes: number | null;
  /** The hours (owner's time zone) it may open or add (issue 37); null: any time. */
  tradingWindows: TradingWindow[] | null;
  /** Exposure caps and the loss cooldown (issue 37); null: none. */
  maxOpenPositions: number | null;
  maxGrossExposure: string | null;
  lossCooldown: LossCooldown | null;
  /** The owner's time zone (their notification preferences'): the day the limit counts in. */
  timeZone: string;
  isTestAccount: boolean;
  deleted: boolean;
  credentials: string | null;
  exchangeCode: string;
  takerFee: string;
}

/** Any fixed number: the advisory lock claims take turns on. */
const CLAIM_LOCK = 72_450_017;

export class SignalsRepository extends Repository {
  /** The receiver logs of each signal's steps, written beside the queue's own statements. */
  readonly steps = new StepLogsRepository(this.db);

  /**
   * The signal and its receiver log in one statement (so one round trip, atomic without BEGIN):
   * a redelivery hits the idempotency index and inserts neither. A concurrent twin waits on the
   * index until the first commits, then inserts nothing.
   */
  async insertIfNew(s: NewSignal, tx?: Db): Promise<boolean> {
    const g = s.guard;
    const guarded = g
      ? sql`with ok as (
          select 1 from accounts
          where id = ${s.accountId} and is_active and ${liveAccountSql('accounts')} and owner_id = ${g.ownerId}
            and exists (select 1 from users u where u.id = owner_id and u.is_active)
            and webhook_secret_hash = ${g.webhookSecretHash}
            and to_jsonb(webhook_ip_allowlist) = ${JSON.stringify(g.webhookIpAllowlist)}::jsonb
        ), `
      : sql`with `;
    const rows = await queryRows<{ ok: boolean; inserted: boolean }>(
      this.q(tx),
      sql`${guarded}s as (
        insert into signals (id, account_id, idempotency_key, source, payload, parent_signal_id, receiver_log_id)
        select ${s.id}::uuid, ${s.accountId}::uuid, ${s.idempotencyKey}, ${s.source}, ${JSON.stringify(s.payload)}::jsonb,
               ${s.parentSignalId}::uuid, ${s.receiverLogId}::uuid
        ${g ? sql`where exists (select 1 from ok)` : sql``}
        on conflict (idempotency_key) do nothing
        returning id, receiver_log_id
      ), l as (
        insert into receiver_logs (id, parent_id, account_id, signal_id, action, status, message, metadata)
        select s.receiver_log_id, ${s.log.parentId}::uuid, ${s.accountId}::uuid, s.id, ${s.log.action}, 'pending',
               ${s.log.message}, ${JSON.stringify(s.log.metadata)}::jsonb
        from s
        returning id
      )
      select ${g ? sql`exists (select 1 from ok)` : sql`true`} as ok, exists (select 1 from l) as inserted`,
    );
    const row = rows[0];
    if (g && !row?.ok) throw new AccountChangedError();
    return row?.inserted === true;
  }

  /**
   * Many signals (each with its receiver log, each under its own guard) in one statement: one
   * round trip and one commit for a burst of webhooks. Per row, in order: whether its guard held
   * and whether it was inserted (false: a redelivery, or a twin earlier in the same batch).
   * Rows of one batch keep their order in `received_at`, a microsecond apart.
   */
  async insertMany(rows: NewSignal[], tx?: Db): Promise<{ ok: boolean; inserted: boolean }[]> {
    const values = rows.map((s, ord) => ({
      ord,
      id: s.id,
      account_id: s.accountId,
      idempotency_key: s.idempotencyKey,
      source: s.source,
      payload: s.payload,
      parent_signal_id: s.parentSignalId,
      receiver_log_id: s.receiverLogId,
      log_parent_id: s.log.parentId,
      action: s.log.action,
      message: s.log.message,
      metadata: s.log.metadata,
      guarded: s.guard !== undefined,
      g_owner: s.guard?.ownerId ?? null,
      g_hash: s.guard?.webhookSecretHash ?? null,
      g_allow: s.guard?.webhookIpAllowlist ?? null,
    }));
    const result = await queryRows<{ ord: number; ok: boolean; inserted: boolean }>(
      this.q(tx),
      sql`with v as (
        select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
          ord int, id uuid, account_id uuid, idempotency_key text, source text, payload jsonb,
          parent_signal_id uuid, receiver_log_id uuid, log_parent_id uuid, action text, message text,
          metadata jsonb, guarded boolean, g_owner uuid, g_hash text, g_allow jsonb)
      ), ok as (
        select v.ord from v
        where not v.guarded or exists (
          select 1 from accounts a
          where a.id = v.account_id and a.is_active and ${liveAccountSql('a')} and a.owner_id = v.g_owner
            and exists (select 1 from users u where u.id = a.owner_id and u.is_active)
            and a.webhook_secret_hash = v.g_hash and to_jsonb(a.webhook_ip_allowlist) = v.g_allow)
      ), s as (
        insert into signals (id, account_id, idempotency_key, source, payload, parent_signal_id, receiver_log_id, received_at)
        select v.id, v.account_id, v.idempotency_key, v.source, v.payload, v.parent_signal_id, v.receiver_log_id,
               now() + make_interval(secs => v.ord / 1000000.0)
        from v join ok on ok.ord = v.ord
        order by v.ord
        on conflict (idempotency_key) do nothing
        returning id, receiver_log_id
      ), l as (
        insert into receiver_logs (id, parent_id, account_id, signal_id, action, status, message, metadata)
        select s.receiver_log_id, v.log_parent_id, v.account_id, s.id, v.action, 'pending', v.message, v.metadata
        from s join v on v.id = s.id
        returning signal_id
      )
      select v.ord, ok.ord is not null as ok, l.signal_id is not null as inserted
      from v left join ok on ok.ord = v.ord left join l on l.signal_id = v.id
      order by v.ord`,
    );
    const byOrd = new Map(result.map((r) => [Number(r.ord), r]));
    return rows.map((_, i) => {
      const r = byOrd.get(i);
      return { ok: r?.ok === true, inserted: r?.inserted === true };
    });
  }

  async findByKey(
    idempotencyKey: string,
    tx?: Db,
  ): Promise<{ id: string; receiverLogId: string } | undefined> {
    const [row] = await this.q(tx)
      .select({ id: signals.id, receiverLogId: signals.receiverLogId })
      .from(signals)
      .where(eq(signals.idempotencyKey, idempotencyKey));
    return row;
  }

  /**
   * Claims up to `limit` signals: pending ones, and processing ones whose lease ran out (their
   * worker died). SKIP LOCKED lets several workers claim at once without taking the same row;
   * `attempts` is the claim's fencing token (a worker whose lease was taken over cannot finish).
   * An account whose signal another worker holds is passed over until that one ends (an order
   * flagged for reconciliation, waiting for its retry, holds nothing back): each account's
   * signals run in order, whichever instances share the work. Claims take turns (CLAIM_LOCK,
   * to the end of the caller's transaction) so that each sees the ones before it.
   */
  async claim(limit: number, leaseMs: number, tx: Db): Promise<SignalRow[]> {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`update signals set status = 'processing', attempts = attempts + 1,
            lease_until = now() + make_interval(secs => ${leaseMs / 1000})
          where id in (
            select s.id from signals s
            where (s.status = 'pending' or (s.status = 'processing' and s.lease_until < now()))
              and not exists (
                select 1 from signals held
                where held.account_id = s.account_id and held.status = 'processing'
                  and held.lease_until >= now() and not held.needs_reconciliation)
            order by s.received_at
            limit ${limit}
            for update of s skip locked
          )
          returning id, account_id, idempotency_key, source, payload, parent_signal_id,
                    receiver_log_id, status, attempts, lease_until, error, needs_reconciliation,
                    received_at, finished_at`,
    );
    return rows
      .map((r) => ({
        id: r.id as string,
        accountId: r.account_id as string,
        idempotencyKey: r.idempotency_key as string,
        source: r.source as SignalRow['source'],
        payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<
          string,
          unknown
        >,
        parentSignalId: (r.parent_signal_id as string | null) ?? null,
        receiverLogId: r.receiver_log_id as string,
        status: r.status as SignalRow['status'],
        attempts: Number(r.attempts),
        leaseUntil: r.lease_until ? new Date(r.lease_until as string) : null,
        error: (r.error as string | null) ?? null,
        needsReconciliation: r.needs_reconciliation === true,
        receivedAt: new Date(r.received_at as string),
        finishedAt: r.finished_at ? new Date(r.finished_at as string) : null,
      }))
      .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  }

  /** Whether any signal waits to be claimed (tests and benchmarks drain until none does). */
  async anyPending(tx?: Db): Promise<boolean> {
    const [row] = await this.q(tx)
      .select({ id: signals.id })
      .from(signals)
      .where(eq(signals.status, 'pending'))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Ends the claim `attempt` of a signal and gives its receiver log the outcome, in one
   * statement; false (and nothing written) when another worker has since taken it over.
   */
  async finish(
    signal: Pick<SignalRow, 'id' | 'attempts' | 'receiverLogId'>,
    status: 'done' | 'failed',
    error: string | null,
    log: { status: ReceiverLogStatus; message: string; durationMs?: number },
    tx?: Db,
    steps: readonly StepLogRow[] = [],
  ): Promise<boolean> {
    return (await this.finishMany([{ signal, status, error, log }], tx, steps)) === 1;
  }

  /**
   * `finish` for many signals, with the step logs of all of them, in one statement; answers how
   * many it finished (fewer than given: some other worker took over, and their rows are left).
   */
  async finishMany(ends: readonly SignalEnd[], tx?: Db, steps: readonly StepLogRow[] = []) {
    const rows = ends.map((e) => ({
      id: e.signal.id,
      attempts: e.signal.attempts,
      receiver_log_id: e.signal.receiverLogId,
      status: e.status,
      error: e.error,
      log_status: e.log.status,
      log_message: e.log.message,
      duration_ms: e.log.durationMs ?? null,
      copy: e.copy ?? null,
    }));
    const now = new Date();
    // Recorded at last (or, for paper, refused for good): nothing is left to reconcile.
    const result = await queryRows<{ finished: number }>(
      this.q(tx),
      sql`with ${stepLogsCte(steps)} v as (
            select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid,
              attempts int, receiver_log_id uuid, status text, error text, log_status text,
              log_message text, duration_ms integer, copy jsonb)
          ), finished as (
            update ${signals} s set status = v.status, error = v.error, finished_at = ${now},
              lease_until = null, needs_reconciliation = false
            from v
            where s.id = v.id and s.attempts = v.attempts and s.status = 'processing'
            returning s.id
          ), logged as (
            update ${receiverLogs} l set status = v.log_status, message = v.log_message,
              duration_ms = coalesce(v.duration_ms, l.duration_ms), updated_at = ${now}
            from v join finished f on f.id = v.id
            where l.id = v.receiver_log_id
            returning l.id
          ), ledger as (
            -- Issue 37: a copy's row in the copy ledger, with its end (once: unique per signal).
            insert into ${copyLedger} (copy_trade_id, emitter_account_id, receiver_account_id,
              leader_signal_id, signal_id, symbol, side, outcome, rule, message, figures)
            select (select c.id from ${copyTrades} c where c.id = (o.origin->>'linkId')::uuid),
              (o.origin->>'emitterAccountId')::uuid, s.account_id,
              (o.origin->>'leaderSignalId')::uuid, s.id, s.payload->>'symbol',
              coalesce(v.copy->>'side', s.payload->>'action'),
              coalesce(v.copy->>'outcome', case when v.status = 'done' then 'copied' else 'failed' end),
              v.copy->>'rule',
              coalesce(v.copy->>'message', v.error, v.log_message),
              coalesce(v.copy->'figures', '{}'::jsonb)
            from v join finished f on f.id = v.id
              join ${signals} s on s.id = v.id
              cross join lateral (select s.payload->'copyOf' as origin) o
            where o.origin is not null
            on conflict (signal_id) do nothing
            returning 1
          )
          select (select count(*) from finished)::int as finished, (select count(*) from logged)::int as logged,
            (select count(*) from ledger)::int as ledger`,
    );
    return Number(result[0]?.finished ?? 0);
  }

  /**
   * An executed order that could not be recorded: flagged for the owner and the admins, and left
   * claimed until `retryAt`, when another attempt takes it up (never abandoned).
   */
  async flagReconciliation(
    id: string,
    attempt: number,
    error: string,
    retryAt: Date,
    tx?: Db,
  ): Promise<void> {
    await this.q(tx)
      .update(signals)
      .set({ needsReconciliation: true, error, leaseUntil: retryAt })
      .where(
        and(eq(signals.id, id), eq(signals.attempts, attempt), eq(signals.status, 'processing')),
      );
  }

  /** Hands a claimed signal back at once (tests; a worker stopping mid-batch). */
  async release(id: string, attempt: number, tx?: Db): Promise<void> {
    await this.q(tx)
      .update(signals)
      .set({ status: 'pending', leaseUntil: null })
      .where(
        and(eq(signals.id, id), eq(signals.attempts, attempt), eq(signals.status, 'processing')),
      );
  }

  async findAccount(id: string, tx?: Db): Promise<ProcessingAccount | undefined> {
    const [row] = await this.q(tx)
      .select({
        id: accounts.id,
        ownerId: accounts.ownerId,
        accountType: accounts.accountType,
        mode: accounts.mode,
        isActive: accounts.isActive,
        ownerActive: users.isActive,
        entriesPaused: sql<boolean>`(${accounts.entriesPaused} or ${users.entriesPaused})`,
        dailyLossLimit: accounts.dailyLossLimit,
        tradingWindows: accounts.tradingWindows,
        approvalMinutes: accounts.approvalMinutes,
        maxOpenPositions: accounts.maxOpenPositions,
        maxGrossExposure: accounts.maxGrossExposure,
        lossCooldown: accounts.lossCooldown,
        timeZone: sql<string>`coalesce(${notificationPreferences.timeZone}, ${DEFAULT_TIME_ZONE})`,
        isTestAccount: accounts.isTestAccount,
        deletedAt: accounts.deletedAt,
        credentials: accounts.credentials,
        exchangeCode: exchanges.code,
        takerFee: exchanges.takerFee,
      })
      .from(accounts)
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, accounts.ownerId))
      .where(eq(accounts.id, id));
    if (!row) return undefined;
    const { deletedAt, ...rest } = row;
    return { ...rest, deleted: deletedAt !== null };
  }
}
