import { applyTrade, Decimal, FLAT, type LedgerState, type LedgerStep } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { pgArray, queryRows, type Db } from '../../db/client';
import { usdPriceOf, type LedgerTrade } from './trade-rows';

/** An account's trades of one asset. */
export interface BookKey {
  accountId: string;
  asset: string;
}

/** A row of a book held in memory: a new trade, or one already recorded (replayed). */
export interface Entry {
  executedAtMs: number;
  side: 'buy' | 'sell';
  quantity: string;
  /** The ledger (USD) price. */
  price: string;
  /** A new trade; absent for a recorded one. */
  trade?: LedgerTrade;
  /** A recorded trade's id. */
  id?: string;
  /** A recorded trade whose state must be written again (a new trade landed before it). */
  restate?: boolean;
  /** Its ledger step, once computed. */
  step?: LedgerStep;
}

const keyOf = (b: BookKey) => `${b.accountId}\u0000${b.asset}`;

/** How the trades table keeps an amount (numeric(38, 18)): a chained state must match it. */
const kept = (s: LedgerState): LedgerState => ({
  position: new Decimal(s.position.toFixed(18)),
  averagePrice: new Decimal(s.averagePrice.toFixed(18)),
});

const entryOf = (trade: LedgerTrade): Entry => ({
  executedAtMs: trade.executedAtMs,
  side: trade.side,
  quantity: trade.amount,
  price: usdPriceOf(trade),
  trade,
});

/** The first index whose time is after `ms`: a trade goes after every one at its time. */
function after(entries: readonly Entry[], ms: number): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]!.executedAtMs <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One book (account, asset) in memory, from its last recorded state on. A trade at or after the
 * book's last one is appended; an older one replays the book: the recorded trades from its time
 * on are read once and held here, and every state after it is computed again. Ledger order is
 * time, then recording order (a trade goes after those already at its time).
 */
export class Book {
  /** The state before `entries`, as the table keeps it. */
  private base: LedgerState;
  /** From here on, every row of the book is in `entries` (undefined: only new trades are). */
  private heldFromMs: number | undefined;
  /** Time of the book's last row, recorded or new. */
  private lastMs: number;
  /** Rows in ledger order: new trades, and recorded ones from `heldFromMs` on. */
  private entries: Entry[] = [];
  /** `entries` before this index have their final steps. */
  private computed = 0;
  /** The earliest time whose rows change when a recorded trade is replayed (undefined: none). */
  private replayedFromMs: number | undefined;

  constructor(
    readonly key: BookKey,
    tip: { state: LedgerState; lastMs: number },
  ) {
    this.base = kept(tip.state);
    this.lastMs = tip.lastMs;
  }

  /** Whether a new trade executes a signal (its insert must say whether it was recorded before). */
  hasSignals(): boolean {
    return this.entries.some((e) => e.trade?.signalId);
  }

  /** Whether a trade at this time comes after every row of the book. */
  appends(ms: number): boolean {
    return ms >= this.lastMs;
  }

  /** Holds every recorded row from `ms` on (once per earlier time: a replay reads the book once). */
  private async hold(tx: Db, ms: number): Promise<void> {
    if (this.heldFromMs !== undefined && this.heldFromMs <= ms) return;
    const { accountId, asset } = this.key;
    const until = this.heldFromMs;
    const rows = await queryRows<{
      id: string;
      type: 'buy' | 'sell';
      amount: string;
      price: string;
      ms: string;
    }>(
      tx,
      sql`select id, type, amount::text as amount, coalesce(ledger_price, price)::text as price,
              executed_at_ms as ms
            from trades
            where account_id = ${accountId} and asset = ${asset} and executed_at_ms >= ${ms}
              ${until === undefined ? sql`` : sql`and executed_at_ms < ${until}`}
            order by executed_at_ms, created_at, id`,
    );
    const before = await queryRows<{ position_after: string; average_price_after: string }>(
      tx,
      // The last time first (max() reads one index entry), then its last trade: one ORDER BY
      // over every earlier trade was planned as a scan of the whole book whenever the table's
      // statistics were behind a large import (O(n²) over its chunks).
      sql`select position_after::text as position_after,
              average_price_after::text as average_price_after
            from trades
            where account_id = ${accountId} and asset = ${asset}
              and executed_at_ms = (select max(executed_at_ms) from trades
                where account_id = ${accountId} and asset = ${asset} and executed_at_ms < ${ms})
            order by created_at desc, id desc limit 1`,
    );
    const held: Entry[] = rows.map((r) => ({
      executedAtMs: Number(r.ms),
      side: r.type,
      quantity: r.amount,
      price: r.price,
      id: r.id,
    }));
    this.entries = held.concat(this.entries);
    const b = before[0];
    this.base = b
      ? {
          position: new Decimal(b.position_after),
          averagePrice: new Decimal(b.average_price_after),
        }
      : FLAT;
    this.heldFromMs = ms;
    this.computed = 0;
  }

  /** Computes the steps of `entries` up to `end` (exclusive) from the last computed one. */
  private compute(end = this.entries.length): void {
    for (const _ of this.walk(end)) {
      // computing is all
    }
  }

  /**
   * The rows in ledger order with their final steps, computed as they are taken (a large write
   * computes the next chunk while the database inserts the one before).
   */
  *walk(end = this.entries.length): Generator<Entry> {
    let state =
      this.computed === 0 ? this.base : kept(this.entries[this.computed - 1]!.step!.state);
    for (let i = 0; i < end; i++) {
      const e = this.entries[i]!;
      if (i >= this.computed) {
        e.step = applyTrade(state, e);
        state = kept(e.step.state);
        this.computed = i + 1;
      }
      yield e;
    }
  }

  /**
   * The step a trade would take if added now, and how many trades of the book come after it (they
   * would be replayed). Changes nothing.
   */
  async preview(tx: Db, trade: LedgerTrade): Promise<{ step: LedgerStep; replayed: number }> {
    if (!this.appends(trade.executedAtMs)) await this.hold(tx, trade.executedAtMs);
    const at = after(this.entries, trade.executedAtMs);
    this.compute(at);
    const before = at === 0 ? this.base : kept(this.entries[at - 1]!.step!.state);
    return { step: applyTrade(before, entryOf(trade)), replayed: this.entries.length - at };
  }

  /** Adds one trade and computes the book again from it (the pipeline: each step before the next). */
  async add(tx: Db, trade: LedgerTrade): Promise<{ step: LedgerStep; replayed: number }> {
    const appends = this.appends(trade.executedAtMs);
    if (!appends) await this.hold(tx, trade.executedAtMs);
    const at = after(this.entries, trade.executedAtMs);
    this.place(at, [entryOf(trade)]);
    this.compute();
    return { step: this.entries[at]!.step!, replayed: this.entries.length - at - 1 };
  }

  /**
   * Adds many trades at once (imports, demo data, tests), in time order (a stable sort: trades of
   * one time keep their order); their steps are computed when written.
   */
  async addAll(tx: Db, trades: readonly LedgerTrade[]): Promise<void> {
    const sorted = [...trades].sort((a, b) => a.executedAtMs - b.executedAtMs);
    const first = sorted[0];
    if (!first) return;
    if (!this.appends(first.executedAtMs)) await this.hold(tx, first.executedAtMs);
    const at = after(this.entries, first.executedAtMs);
    if (at === this.entries.length) {
      this.place(at, sorted.map(entryOf));
      return;
    }
    // Merged into the held rows: a new trade after the rows already at its time.
    const merged: Entry[] = this.entries.slice(0, at);
    let i = at;
    for (const trade of sorted) {
      while (i < this.entries.length && this.entries[i]!.executedAtMs <= trade.executedAtMs) {
        merged.push(this.mark(this.entries[i++]!));
      }
      merged.push(entryOf(trade));
    }
    while (i < this.entries.length) merged.push(this.mark(this.entries[i++]!));
    this.entries = merged;
    this.changedFrom(at, first.executedAtMs);
  }

  /**
   * Replays the book from `ms` on, with no new trade (after trades of it were removed): every
   * recorded row from then on is computed again from the state before it and restated.
   */
  async replayFrom(tx: Db, ms: number): Promise<void> {
    await this.hold(tx, ms);
    for (const e of this.entries) this.mark(e);
    this.computed = 0;
    this.replayedFromMs = Math.min(this.replayedFromMs ?? ms, ms);
  }

  private place(at: number, added: Entry[]): void {
    for (let i = at; i < this.entries.length; i++) this.mark(this.entries[i]!);
    this.entries = this.entries.slice(0, at).concat(added, this.entries.slice(at));
    this.changedFrom(at, added[0]!.executedAtMs);
  }

  private mark(e: Entry): Entry {
    if (e.id !== undefined) e.restate = true;
    return e;
  }

  private changedFrom(at: number, ms: number): void {
    this.computed = Math.min(this.computed, at);
    this.lastMs = Math.max(this.lastMs, this.entries.at(-1)!.executedAtMs);
    if (this.entries.slice(at).some((e) => e.restate)) {
      this.replayedFromMs = Math.min(this.replayedFromMs ?? ms, ms);
    }
  }

  /** The earliest time whose rollups change, when the book replays (else its trades are added). */
  get refreshFromMs(): number | undefined {
    if (this.replayedFromMs === undefined) return undefined;
    let from = this.replayedFromMs;
    for (const e of this.entries) if (e.trade) from = Math.min(from, e.executedAtMs);
    return from;
  }
}

/**
 * The books of a write, under their accounts' trade locks (taken in one fixed order, so two
 * writers cannot deadlock, and held to the end of the transaction): the last state of every book
 * is read in one statement (its last time by max(), then that time's last trade: see Book's
 * replay for why not one ORDER BY).
 */
export async function openBooks(tx: Db, keys: readonly BookKey[]): Promise<Map<string, Book>> {
  const accounts = [...new Set(keys.map((b) => b.accountId))].sort();
  await tx.execute(sql`select count(pg_advisory_xact_lock(hashtextextended('trades:' || id, 0)))
      from unnest(${pgArray(accounts)}::text[]) with ordinality as a(id, ord)`);
  const unique = [...new Map(keys.map((b) => [keyOf(b), b])).values()];
  const last = await queryRows<{
    account_id: string;
    asset: string;
    position_after: string | null;
    average_price_after: string | null;
    executed_at_ms: string | null;
  }>(
    tx,
    sql`select k.account_id, k.asset, p.position_after::text as position_after,
          p.average_price_after::text as average_price_after, p.executed_at_ms
        from jsonb_to_recordset(${JSON.stringify(
          unique.map((b) => ({ account_id: b.accountId, asset: b.asset })),
        )}::jsonb) as k(account_id uuid, asset text)
        left join lateral (
          select position_after, average_price_after, executed_at_ms from trades t
          where t.account_id = k.account_id and t.asset = k.asset
            and t.executed_at_ms = (select max(m.executed_at_ms) from trades m
              where m.account_id = k.account_id and m.asset = k.asset)
          order by t.created_at desc, t.id desc
          limit 1
        ) p on true`,
  );
  const books = new Map<string, Book>();
  for (const r of last) {
    const key = { accountId: r.account_id, asset: r.asset };
    books.set(
      keyOf(key),
      new Book(key, {
        state:
          r.position_after === null || r.average_price_after === null
            ? FLAT
            : {
                position: new Decimal(r.position_after),
                averagePrice: new Decimal(r.average_price_after),
              },
        lastMs: r.executed_at_ms === null ? -Infinity : Number(r.executed_at_ms),
      }),
    );
  }
  return books;
}

export const bookOf = (books: ReadonlyMap<string, Book>, key: BookKey): Book => {
  const book = books.get(keyOf(key));
  if (!book) throw new Error(`book ${key.accountId}/${key.asset} was not opened in this write`);
  return book;
};
