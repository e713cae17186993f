import { randomUUID } from 'node:crypto';
import type { LedgerStep } from '@pulso/domain';
import type { SQL } from 'drizzle-orm';
import { markBulkWrite } from '../../db/bulk-write';
import { UNPRICED_QUOTE } from '../../db/schema';
import { sql } from 'drizzle-orm';
import { pgArray, queryRows, type Db } from '../../db/client';
import { IS_FOREIGN } from './rollups';
import { appendedBooks, lastTripNets, rebuildRoundTrips, refreshRoundTrips } from './round-trips';
import { bookOf, openBooks, type Book, type BookKey } from './books';
import {
  addToTradeAggregates,
  lockAccountTrades,
  rebuildTradeAggregates,
  refreshAccountAggregates,
} from './rollups';
import { insertTrades, restateTrades, type LedgerTrade, type TradeRow } from './trade-rows';
import { UsdValues, type UsdRates } from './usd-values';

/** What `append` did with a trade. */
export type Appended =
  | {
      alreadyRecorded: false;
      tradeId: string;
      /** Its ledger step (a draft's: the step it took when added). */
      step: LedgerStep;
      /** Trades of its book after it when it was added: their states were replayed. */
      replayed: number;
    }
  /** Its signal's trade was recorded before (a resumed signal): nothing was written. */
  | { alreadyRecorded: true };

export interface AppendOptions {
  /**
   * History loaded in bulk (a file import, an exchange sync, demo data, a benchmark's seed): the
   * transaction is marked a bulk write, so the live stream says the account's analytics changed
   * instead of sending each trade.
   */
  bulk?: boolean;
  /** The draft these trades were added to, one by one (`Ledger.draft`). */
  draft?: LedgerDraft;
}

/** A trade of a many-trade append was recorded before: the caller's transaction must roll back. */
export class AlreadyRecorded extends Error {
  constructor() {
    super('a trade of the append was already recorded');
  }
}

/** Rows per insert or update statement. */
const CHUNK = 5000;
/**
 * An append bringing an account more trades than this rebuilds its rollups once, at the end,
 * rather than following each book (imports, demo data).
 */
const REBUILD_OVER = CHUNK;

/**
 * Trades added one at a time, each step known before the next trade is decided (the signal
 * pipeline: a paper future settles what its trade realized before the next order's balance
 * check). Opened under the books' accounts' trade locks; writes nothing: `Ledger.append` writes it.
 */
export class LedgerDraft {
  readonly added: { trade: LedgerTrade; step: LedgerStep; replayed: number }[] = [];

  constructor(
    private readonly tx: Db,
    readonly books: ReadonlyMap<string, Book>,
  ) {}

  /** The step the trade would take if added now, and how many trades it would replay. */
  preview(trade: LedgerTrade): Promise<{ step: LedgerStep; replayed: number }> {
    return bookOf(this.books, trade).preview(this.tx, trade);
  }

  /** Adds the trade after those added before (an older one replays its book in memory). */
  async add(trade: LedgerTrade): Promise<{ step: LedgerStep; replayed: number }> {
    const added = await bookOf(this.books, trade).add(this.tx, trade);
    this.added.push({ trade, ...added });
    return added;
  }
}

/**
 * The one writer of trades (DESIGN §7): each trade lands with its ledger state (position, average
 * price, realized PnL); trades older than their book's last replay it from the earliest of them;
 * the quote and fee are converted to USD once and stored with it (./usd-values); the hour/day/week
 * rollups follow, and the account's aggregate version is bumped (every
 * instance's analytics cache is stamped with it: lib/cache.ts' untilStampChanges). Always inside
 * the caller's transaction, under the accounts' trade locks.
 */
/** A non-zero position at its book's tip. */
export interface OpenPosition {
  asset: string;
  position: string;
  averagePrice: string;
  /** False when its quote had no USD price: its average is in that coin, not USD. */
  priced: boolean;
}

export class Ledger {
  /** `usdRates`: the market's USD prices, for the quotes and fees converted when written. */
  constructor(private readonly usdRates?: UsdRates) {}

  /** The symbols of an account's open positions (each asset's latest trade's), sorted. */
  async openSymbols(db: Db, accountId: string): Promise<string[]> {
    const rows = await queryRows<{ symbol: string }>(
      db,
      sql`select symbol from (
            select distinct on (asset) symbol, position_after from trades
            where account_id = ${accountId}
            order by asset, executed_at_ms desc, created_at desc, id desc
          ) tips where position_after <> 0 order by symbol`,
    );
    return rows.map((r) => r.symbol);
  }

  /** An account's position in an asset now and its average entry (flat: zeros), the books' tip. */
  async position(
    db: Db,
    accountId: string,
    asset: string,
  ): Promise<{ position: string; averagePrice: string }> {
    const rows = await queryRows<{ position_after: string; average_price_after: string }>(
      db,
      sql`select trim_scale(position_after)::text as position_after,
            trim_scale(average_price_after)::text as average_price_after
          from trades
          where account_id = ${accountId} and asset = ${asset}
            and executed_at_ms = (select max(executed_at_ms) from trades
              where account_id = ${accountId} and asset = ${asset})
          order by created_at desc, id desc limit 1`,
    );
    const tip = rows[0];
    return { position: tip?.position_after ?? '0', averagePrice: tip?.average_price_after ?? '0' };
  }

  /**
   * An account's realized PnL (USD: trades quoted in a stablecoin or priced in USD) from
   * `startMs` to `endMs`: what a daily loss limit counts over its day (issue 37).
   */
  async realizedBetween(
    db: Db,
    accountId: string,
    startMs: number,
    endMs: number,
  ): Promise<string> {
    const rows = await queryRows<{ realized: string }>(
      db,
      sql`select trim_scale(coalesce(sum(realized_pnl) filter (where not ${IS_FOREIGN}), 0))::text
            as realized
          from trades
          where account_id = ${accountId} and executed_at_ms between ${startMs} and ${endMs}`,
    );
    return rows[0]?.realized ?? '0';
  }

  /**
   * The net results (realized less fees, in the trips' quote) of an account's last `count` round
   * trips on an asset closed by `atMs`, newest first: what a loss cooldown counts (issue 37).
   */
  async lastTripNets(
    db: Db,
    accountId: string,
    asset: string,
    atMs: number,
    count: number,
  ): Promise<{ net: string; closedAtMs: number }[]> {
    return lastTripNets(db, { accountId, asset }, atMs, count);
  }

  /**
   * Accounts' open positions (non-zero at the books' tips), each with its average entry, in one
   * read: an account without any is absent.
   */
  async positions(db: Db, accountIds: readonly string[]): Promise<Map<string, OpenPosition[]>> {
    const byAccount = new Map<string, OpenPosition[]>();
    if (accountIds.length === 0) return byAccount;
    const rows = await queryRows<{
      account_id: string;
      asset: string;
      position: string;
      average_price: string;
      priced: boolean;
    }>(
      db,
      sql`select account_id, asset, position, average_price, priced from (
            select distinct on (account_id, asset) account_id::text, asset,
              trim_scale(position_after)::text as position,
              trim_scale(average_price_after)::text as average_price,
              not (${sql.raw(UNPRICED_QUOTE)}) as priced
            from trades where account_id = any(${pgArray([...new Set(accountIds)])}::uuid[])
            order by account_id, asset, executed_at_ms desc, created_at desc, id desc
          ) tips where position::numeric <> 0`,
    );
    for (const r of rows) {
      const open = {
        asset: r.asset,
        position: r.position,
        averagePrice: r.average_price,
        priced: r.priced,
      };
      byAccount.set(r.account_id, [...(byAccount.get(r.account_id) ?? []), open]);
    }
    return byAccount;
  }

  /**
   * Appends trades of any accounts, assets and order: equivalent to recording them one by one in
   * the order given (a trade goes after those already at its time), in one statement of inserts
   * per 5,000 rows, one of rollups and versions, and for a book that replays, one update of its
   * later trades and a refresh of its rollups. Answers, per trade in order, its id and step, or
   * that its signal's trade was already recorded; with several trades that throws AlreadyRecorded
   * instead (the caller's transaction must roll back).
   */
  async append(
    tx: Db,
    trades: readonly LedgerTrade[],
    options: AppendOptions = {},
  ): Promise<Appended[]> {
    if (trades.length === 0) return [];
    // DESIGN §7: quotes and fee coins convert once, here, and are stored with the trade. A
    // draft's trades took their steps at their prices already.
    const usd = new UsdValues(this.usdRates, trades.length > 1);
    if (!options.draft) await Promise.all(trades.map((t) => usd.price(t)));
    await Promise.all(trades.map((t) => usd.fee(t)));
    let draft = options.draft;
    if (draft) {
      if (
        draft.added.length !== trades.length ||
        draft.added.some((a, i) => a.trade !== trades[i])
      ) {
        throw new Error('append: these are not the trades added to the draft');
      }
    } else {
      draft = await this.draft(tx, trades);
      const byBook = new Map<Book, LedgerTrade[]>();
      for (const t of trades) {
        const book = bookOf(draft.books, t);
        const list = byBook.get(book);
        if (list) list.push(t);
        else byBook.set(book, [t]);
      }
      for (const [book, list] of byBook) await book.addAll(tx, list);
    }
    if (options.bulk) await markBulkWrite(tx);
    const written = await write(tx, draft.books, trades.length);
    if (!written) return [{ alreadyRecorded: true }];
    // A draft's trades answer the step they took when added, as if recorded one by one.
    const taken = new Map(options.draft?.added.map((a) => [a.trade, a]));
    return trades.map((t) => {
      const row = written.get(t)!;
      const { step, replayed } = taken.get(t) ?? row;
      return { alreadyRecorded: false, tradeId: row.id, step, replayed };
    });
  }

  /**
   * The books of these trades, opened for adding trades one at a time (LedgerDraft), under their
   * accounts' trade locks to the end of the transaction. Writes nothing.
   */
  async draft(tx: Db, books: readonly BookKey[]): Promise<LedgerDraft> {
    return new LedgerDraft(tx, await openBooks(tx, books));
  }

  /**
   * Removes an account's trades (those `where` selects, a condition on `trades`), in the caller's
   * transaction under the account's trade lock: each book they were in replays from the earliest
   * of them (the later trades' states are computed again without them), and the account's rollups
   * are rebuilt and its aggregate version bumped (every cache stamped with it follows). The
   * ledger ends as if they had never been recorded. Answers how many were removed.
   */
  async remove(tx: Db, accountId: string, where: SQL): Promise<number> {
    await lockAccountTrades(tx, accountId);
    const gone = await queryRows<{ asset: string; from_ms: string; n: string }>(
      tx,
      sql`with gone as (delete from trades where account_id = ${accountId} and (${where})
            returning asset, executed_at_ms)
          select asset, min(executed_at_ms)::text as from_ms, count(*)::text as n
          from gone group by asset`,
    );
    if (gone.length === 0) return 0;
    const books = await openBooks(
      tx,
      gone.map((g) => ({ accountId, asset: g.asset })),
    );
    const restated: { id: string; step: LedgerStep }[] = [];
    for (const g of gone) {
      const book = bookOf(books, { accountId, asset: g.asset });
      await book.replayFrom(tx, Number(g.from_ms));
      for (const e of book.walk()) if (e.restate) restated.push({ id: e.id!, step: e.step! });
    }
    const updates = new InFlight(tx);
    for (let i = 0; i < restated.length; i += CHUNK) {
      await updates.send(restateTrades(restated.slice(i, i + CHUNK)));
    }
    await updates.drain();
    await markBulkWrite(tx);
    await rebuildTradeAggregates(tx, accountId);
    await refreshRoundTrips(
      tx,
      gone.map((g) => ({ accountId, asset: g.asset, fromMs: Number(g.from_ms) })),
      true,
    );
    return gone.reduce((n, g) => n + Number(g.n), 0);
  }

  /**
   * Holds the account's trade lock to the end of the transaction, for a caller that reads the
   * account's trades before appending to them (an import's duplicate check).
   */
  async lock(tx: Db, accountId: string): Promise<void> {
    await lockAccountTrades(tx, accountId);
  }
}

/** One statement at a time in flight: the next is built while the database runs the one before. */
class InFlight {
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly tx: Db) {}

  async send(statement: SQL, then: (rows: unknown[]) => void = () => {}): Promise<void> {
    await this.last;
    this.last = this.tx.execute(statement).then((r) => then((r as { rows: unknown[] }).rows));
    // Awaited by the next send or by drain; meanwhile a failure must not count as unhandled.
    this.last.catch(() => undefined);
  }

  drain(): Promise<void> {
    return this.last;
  }
}

/**
 * Writes the books' new trades (with ids in ledger order: trades of one time keep it), then the
 * replayed states of recorded ones, then the rollups. Undefined when a lone trade's signal was
 * already recorded (nothing written).
 */
async function write(
  tx: Db,
  books: ReadonlyMap<string, Book>,
  count: number,
): Promise<Map<LedgerTrade, { id: string; step: LedgerStep; replayed: number }> | undefined> {
  const ids = Array.from({ length: count }, () => randomUUID()).sort();
  const returning = [...books.values()].some((b) => b.hasSignals());
  const rows = new Map<LedgerTrade, { id: string; step: LedgerStep; replayed: number }>();
  const restated: { id: string; step: LedgerStep }[] = [];
  const byAccount = new Map<string, { appended: TradeRow[]; refresh: Book[]; count: number }>();
  const inserts = new InFlight(tx);
  let chunk: TradeRow[] = [];
  let inserted = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    const sent = chunk;
    chunk = [];
    await inserts.send(insertTrades(sent, returning), (r) => (inserted += r.length));
  };
  let next = 0;
  for (const book of books.values()) {
    const account = byAccount.get(book.key.accountId) ?? { appended: [], refresh: [], count: 0 };
    byAccount.set(book.key.accountId, account);
    const refreshes = book.refreshFromMs !== undefined;
    if (refreshes) account.refresh.push(book);
    const mine: { row: TradeRow; restatedBefore: number }[] = [];
    let restates = 0;
    for (const e of book.walk()) {
      if (e.trade) {
        const row = { id: ids[next++]!, trade: e.trade, step: e.step! };
        mine.push({ row, restatedBefore: restates });
        chunk.push(row);
        if (!refreshes) account.appended.push(row);
        if (chunk.length === CHUNK) await flush();
      } else if (e.restate) {
        restated.push({ id: e.id!, step: e.step! });
        restates++;
      }
    }
    for (const { row, restatedBefore } of mine) {
      rows.set(row.trade, { ...row, replayed: restates - restatedBefore });
    }
    account.count += mine.length;
  }
  await flush();
  await inserts.drain();
  if (returning && inserted < count) {
    if (count === 1) return undefined;
    throw new AlreadyRecorded();
  }
  const updates = new InFlight(tx);
  for (let i = 0; i < restated.length; i += CHUNK) {
    await updates.send(restateTrades(restated.slice(i, i + CHUNK)));
  }
  await updates.drain();

  const added = [...byAccount.values()].filter((a) => a.count <= REBUILD_OVER);
  const appended = added.flatMap((a) => a.appended);
  await addToTradeAggregates(tx, {
    tradeIds: appended.map((r) => r.id),
    books: appended.map((r) => r.trade),
  });
  // The replayed books of an account refresh together: its all-assets rows once, not per book.
  for (const a of added) {
    const refresh = a.refresh.map((b) => ({ asset: b.key.asset, fromMs: b.refreshFromMs! }));
    if (refresh.length > 0) {
      await refreshAccountAggregates(tx, a.refresh[0]!.key.accountId, refresh);
    }
  }
  for (const [accountId, a] of byAccount) {
    if (a.count > REBUILD_OVER) await rebuildTradeAggregates(tx, accountId);
  }
  // The round trips follow the same three paths: appended, replayed, or rebuilt whole.
  await refreshRoundTrips(tx, appendedBooks(appended), false);
  await refreshRoundTrips(
    tx,
    added.flatMap((a) => a.refresh.map((b) => ({ ...b.key, fromMs: b.refreshFromMs! }))),
    true,
  );
  for (const [accountId, a] of byAccount) {
    if (a.count > REBUILD_OVER) await rebuildRoundTrips(tx, accountId);
  }
  return rows;
}
