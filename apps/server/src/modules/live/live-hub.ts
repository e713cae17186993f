import { LIVE_EVENT_RETENTION_MS, LIVE_HEARTBEAT_MS } from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/actor';
import type { UntilChangedCache } from '../../lib/cache';
import { visitorMayRead, type AccountVisibility } from '../accounts';
import type { StreamCredential } from '../auth';
import { AccountVisibilityView } from './account-visibility';
import type { LiveEventRow, LiveEventsRepository } from './live.repository';

/** The NOTIFY channel the migrations' triggers signal on. */
export const LIVE_CHANNEL = 'pulso_live';
/**
 * Internal, never sent to a client: a user's rights changed (activation, role, sessions ended, a
 * token revoked). Its transaction changed what the caches hold; the hub re-checks every stream.
 */
const USER_CHANGED = 'user.changed';
/** Events whose transaction changed the accounts or users whose facts decide who reads. */
const CHANGES_FACTS = new Set(['account.changed', USER_CHANGED]);
/** Rows read per query; a replay longer than this is answered with "resync". */
const PAGE = 1000;
/** The widest run of missing ids the hub waits for. */
const MAX_GAP = 10_000;

/** One open stream: who is listening and how to reach them. */
export interface LiveSubscriber {
  /** The user it was opened as (null: a visitor). */
  user: AuthUser | null;
  /** What it was opened with, re-checked for every event (null: a visitor). */
  credential: StreamCredential | null;
  /** Sends one event, already written as an SSE frame (written once for every stream). */
  send(frame: string): void;
  /** Tells the client to refetch everything (its Last-Event-ID is too old to replay). */
  resync(reason: string): void;
  heartbeat(): void;
  close(): void;
}

/** The port the hub asks who a stream's credential is now (auth's Credentials.currentUser). */
export type CurrentUser = (credential: StreamCredential) => Promise<AuthUser | null>;

/** An event ready to send: whether visitors may read it, decided once for every stream. */
export interface Dispatch {
  row: LiveEventRow;
  /** accounts.policy.ts's answer for a visitor, over the account's facts now (and before). */
  visitors: boolean;
  frame: string;
}

/**
 * Whether visitors may read an event: accounts.policy.ts's rule over its account's facts now,
 * or, for a change, before it (so a page that showed the account learns that it went).
 */
export function visitorsMayRead(row: LiveEventRow, now: AccountVisibility | undefined): boolean {
  if (row.accountId === null) return false;
  if (visitorMayRead(row.type, now)) return true;
  return row.prior !== null && visitorMayRead(row.type, { ...row.prior, ownerId: '' });
}

/** Who may read an event: anyone when visitors may, else its owner or an admin. */
export function mayRead(user: AuthUser | null, event: Dispatch): boolean {
  if (event.row.type === USER_CHANGED) return false;
  if (event.visitors) return true;
  if (!user) return false;
  return user.isAdmin || event.row.ownerId === user.id;
}

const frameOf = (row: LiveEventRow) =>
  `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;

const keyOf = (c: StreamCredential) =>
  'sessionEpoch' in c ? `${c.userId}:s:${c.sessionEpoch}` : `${c.userId}:t:${c.apiTokenId}`;

interface Entry {
  subscriber: LiveSubscriber;
  /** Who the stream reads as now: its credential's user at the last check. */
  user: AuthUser | null;
  /** The change-clock generation its rights were last checked at (the heartbeat's safety net). */
  checked: number;
  /** Live events that arrive while its replay runs, sent after it in order. */
  held: Dispatch[] | null;
}

export interface LiveHubOptions {
  /** How long an id missing below newer ones is awaited (a transaction still committing). */
  gapWaitMs?: number;
  /** A safety re-read, in case a notification was lost with its connection. */
  pollMs?: number;
  heartbeatMs?: number;
  pruneMs?: number;
  now?: () => number;
}

/**
 * The instance's side of the live stream. The database's triggers write events (what changed,
 * whose) and NOTIFY; the hub LISTENs, reads what is new in id order and hands each subscriber the
 * events it may read — decided here, when it sends, through accounts.policy.ts over the accounts'
 * facts now (a cached view) and the subscriber's rights now (its credential, re-checked from the
 * same cached facts REST uses: a revoked token, ended sessions or a deactivation close the
 * stream, a lost role narrows it).
 * Ids are taken when a transaction writes and seen when it commits, so a lower id can appear
 * after a higher one: the hub remembers the ids it has passed over and waits a moment for them
 * before moving its cursor on (a rolled-back transaction's ids never come).
 */
export class LiveHub {
  private readonly entries = new Set<Entry>();
  private readonly visibility: AccountVisibilityView;
  /** Every id at or below it has been dispatched or given up on. */
  private cursor = 0;
  /** Ids above the cursor already dispatched. */
  private readonly done = new Set<number>();
  /** Ids above the cursor not seen yet, with when they were first missed. */
  private readonly missing = new Map<number, number>();
  private starting: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private timers: NodeJS.Timeout[] = [];
  private gapTimer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  private readAgain = false;
  private stopped = false;
  private readonly gapWaitMs: number;
  private readonly now: () => number;

  constructor(
    private readonly deps: {
      database: Database;
      events: LiveEventsRepository;
      currentUser: CurrentUser;
      /** Accounts' visibility facts, until an account or user changes. */
      visibility: UntilChangedCache<AccountVisibility | null>;
      log: FastifyBaseLogger;
    },
    private readonly options: LiveHubOptions = {},
  ) {
    this.gapWaitMs = options.gapWaitMs ?? 3_000;
    this.now = options.now ?? Date.now;
    this.visibility = new AccountVisibilityView(
      (ids) => deps.events.visibility(ids),
      deps.visibility,
    );
  }

  get subscriberCount(): number {
    return this.entries.size;
  }

  /** Starts listening (once); the first subscriber calls it. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      this.cursor = await this.deps.events.newestId();
      this.unlisten = await this.deps.database.listen(LIVE_CHANNEL, () => this.read());
      const every = (ms: number, task: () => unknown) => {
        const timer = setInterval(task, ms);
        timer.unref();
        this.timers.push(timer);
      };
      every(this.options.pollMs ?? 5_000, () => this.read());
      every(this.options.heartbeatMs ?? LIVE_HEARTBEAT_MS, () => {
        for (const e of this.entries) e.subscriber.heartbeat();
        // A safety net: whatever the cached facts say now (each change already re-checked the
        // streams it concerns, through its user.changed event).
        void this.checkRights((e) => e.checked !== this.deps.database.changes.generation);
      });
      every(this.options.pruneMs ?? 60_000, () => this.prune());
    })();
    return this.starting;
  }

  /**
   * Adds a stream. With `lastEventId`, first replays what it may read after that id (or sends
   * "resync" when those events are no longer kept); events arriving meanwhile follow in order.
   */
  async subscribe(subscriber: LiveSubscriber, lastEventId?: number): Promise<() => void> {
    await this.start();
    const entry: Entry = {
      subscriber,
      user: subscriber.user,
      // Read before the stream was added: the next heartbeat checks it once more.
      checked: -1,
      held: lastEventId === undefined ? null : [],
    };
    this.entries.add(entry);
    const unsubscribe = () => {
      this.entries.delete(entry);
    };
    if (lastEventId === undefined) return unsubscribe;
    const cursor = this.cursor;
    const done = new Set(this.done);
    try {
      const oldest = await this.deps.events.oldestId();
      const lost = oldest === null ? lastEventId < cursor : lastEventId < oldest - 1;
      const rows = lost ? [] : await this.deps.events.after(lastEventId, PAGE);
      if (lost || rows.length === PAGE) {
        subscriber.resync('Se perdieron eventos mientras estabas desconectado');
      } else {
        const replay = await this.prepare(rows.filter((r) => r.id <= cursor || done.has(r.id)));
        if (this.entries.has(entry)) {
          for (const event of replay) if (mayRead(entry.user, event)) subscriber.send(event.frame);
        }
      }
    } finally {
      const held = entry.held ?? [];
      entry.held = null;
      if (this.entries.has(entry)) {
        for (const event of held) if (mayRead(entry.user, event)) subscriber.send(event.frame);
      }
    }
    return unsubscribe;
  }

  /** Ends every stream (shutdown): clients reconnect to another instance or after restart. */
  closeStreams(): void {
    for (const e of this.entries) e.subscriber.close();
    this.entries.clear();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.closeStreams();
    await this.starting?.catch(() => {});
    await this.reading?.catch(() => {});
    await this.unlisten?.().catch(() => {});
  }

  /** Reads what is new; a call while reading makes the read run once more after. */
  read(): Promise<void> {
    if (this.stopped || !this.starting) return Promise.resolve();
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.readAgain = false;
          await this.readOnce();
        } while (this.readAgain && !this.stopped);
      } catch (err) {
        this.deps.log.warn({ err }, 'live events: reading new events failed');
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }

  private async readOnce(): Promise<void> {
    for (;;) {
      const rows = await this.deps.events.after(this.cursor, PAGE);
      const fresh = await this.prepare(rows.filter((r) => !this.done.has(r.id)));
      // A user's rights changed (the row is written in the changing transaction, whatever the
      // write path): their streams are re-checked before anything after it is sent.
      const changed = new Set<string | null>();
      for (const e of fresh) if (e.row.type === USER_CHANGED) changed.add(e.row.ownerId);
      if (changed.size > 0)
        await this.checkRights((e) => changed.has(e.subscriber.credential!.userId));
      if (this.stopped) return;
      const now = this.now();
      let highest = this.cursor;
      for (const row of rows) highest = Math.max(highest, row.id);
      for (const event of fresh) {
        const { id } = event.row;
        this.done.add(id);
        this.missing.delete(id);
        this.dispatch(event);
      }
      // Ids below the highest seen that are not there yet: a transaction still committing.
      // (Bounded: a gap wider than that is ids rolled back in bulk, never coming.)
      for (let id = Math.max(this.cursor + 1, highest - MAX_GAP); id < highest; id++) {
        if (!this.done.has(id) && !this.missing.has(id)) this.missing.set(id, now);
      }
      if (highest - this.cursor > MAX_GAP) {
        for (const id of this.done) if (id <= highest - MAX_GAP) this.done.delete(id);
        this.cursor = highest - MAX_GAP;
      }
      this.advance(now);
      if (rows.length < PAGE || this.stopped) break;
    }
    if (this.missing.size > 0 && !this.gapTimer && !this.stopped) {
      this.gapTimer = setTimeout(
        () => {
          this.gapTimer = undefined;
          void this.read();
        },
        Math.min(500, this.gapWaitMs),
      );
      this.gapTimer.unref();
    }
  }

  /**
   * Decides who may read each event: visitors through accounts.policy.ts over its account's
   * facts now (one cached lookup per event, shared by every stream). An event whose transaction
   * changed accounts or users first tells the change clock, so no fact read before that change is
   * used for it or after it, whichever connection hears the change first.
   */
  private async prepare(rows: LiveEventRow[]): Promise<Dispatch[]> {
    if (rows.some((r) => CHANGES_FACTS.has(r.type))) this.deps.database.changes.changed();
    const accountIds: string[] = [];
    for (const r of rows) if (r.accountId !== null) accountIds.push(r.accountId);
    const facts = await this.visibility.of(accountIds);
    return rows.map((row) => ({
      row,
      visitors:
        row.type !== USER_CHANGED &&
        visitorsMayRead(row, row.accountId === null ? undefined : facts.get(row.accountId)),
      frame: row.type === USER_CHANGED ? '' : frameOf(row),
    }));
  }

  /**
   * Signed-in streams' rights now (those `which` picks), from the same cached facts REST checks
   * (role, token revocation, session end, deactivation): gone → the stream closes; changed → it
   * reads as its user is now. One question per credential, however many streams share it.
   */
  private async checkRights(which: (entry: Entry) => boolean): Promise<void> {
    const generation = this.deps.database.changes.generation;
    const asked = new Map<string, Promise<AuthUser | null>>();
    const checks: Promise<void>[] = [];
    for (const entry of this.entries) {
      const credential = entry.subscriber.credential;
      if (!credential || !which(entry)) continue;
      const key = keyOf(credential);
      let answer = asked.get(key);
      if (!answer) {
        answer = this.deps.currentUser(credential);
        asked.set(key, answer);
      }
      checks.push(
        answer.then(
          (user) => {
            if (!this.entries.has(entry)) return;
            entry.checked = generation;
            if (user) {
              entry.user = user;
              return;
            }
            this.entries.delete(entry);
            entry.subscriber.close();
          },
          (err: unknown) => {
            // Not known now (the database is away): the stream keeps what it had, and is asked
            // again with the next change or heartbeat.
            this.deps.log.warn({ err }, 'live events: re-checking a stream failed');
          },
        ),
      );
    }
    await Promise.all(checks);
  }

  private advance(now: number): void {
    for (;;) {
      const next = this.cursor + 1;
      if (this.done.delete(next)) {
        this.cursor = next;
        continue;
      }
      const since = this.missing.get(next);
      if (since !== undefined && now - since >= this.gapWaitMs) {
        this.missing.delete(next);
        this.cursor = next;
        continue;
      }
      break;
    }
  }

  private dispatch(event: Dispatch): void {
    if (event.row.type === USER_CHANGED) return;
    for (const e of this.entries) {
      if (!mayRead(e.user, event)) continue;
      if (e.held) e.held.push(event);
      else e.subscriber.send(event.frame);
    }
  }

  private async prune(): Promise<void> {
    const now = this.now();
    try {
      await this.deps.events.prune(new Date(now - LIVE_EVENT_RETENTION_MS), new Date(now));
    } catch (err) {
      this.deps.log.warn({ err }, 'live events: pruning failed');
    }
  }
}
