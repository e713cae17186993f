import type { LedgerStep } from '@pulso/domain';
import type { Db } from '../../db/client';
import { insertTradesWithLedger, type NewTrade } from './bulk-writer';
import { lockAccountTrades, rebuildTradeAggregates, type Book } from './rollups';
import { TradeBatch } from './trade-batch';
import { recordTrade, type TradeToRecord } from './trade-recorder';

/** Told after an account's trades changed (inside the writing transaction), e.g. to drop caches. */
export type LedgerListener = (accountId: string) => void;

/**
 * The one writer of trades (DESIGN §7): each trade lands with its ledger state (position, average
 * price, realized PnL), out-of-order trades replay their book, the hour/day/week rollups follow,
 * the account's aggregate version is bumped (so every instance's analytics cache sees the change)
 * and the listener drops this process's cached analytics at once. Always inside the caller's
 * transaction, under the account's trade lock.
 */
export class Ledger {
  constructor(private readonly changed: LedgerListener = () => {}) {}

  /**
   * One executed trade of a signal. Null when the signal's trade is already recorded (a resumed
   * signal): the caller must then apply nothing else either.
   */
  async record(
    tx: Db,
    trade: TradeToRecord,
  ): Promise<{ tradeId: string; ledger: LedgerStep; replayed: number } | null> {
    const recorded = await recordTrade(tx, trade);
    if (recorded) this.changed(trade.accountId);
    return recorded;
  }

  /**
   * Many trades of one account, any order and assets (demo data, imports, tests, benchmarks).
   * With `refresh: false` the rollups are left for one `rebuild` afterwards.
   */
  async write(
    tx: Db,
    accountId: string,
    trades: readonly NewTrade[],
    options: { refresh?: boolean } = {},
  ): Promise<void> {
    await insertTradesWithLedger(tx, accountId, trades, options);
    this.changed(accountId);
  }

  /**
   * A batch of trades appended to their books (TradeBatch), inside `tx` and under the trade
   * locks of every account of `books` until it ends.
   */
  async openBatch(tx: Db, books: readonly Book[]): Promise<TradeBatch> {
    return TradeBatch.open(tx, books, this.changed);
  }

  /** Holds the account's trade lock to the end of the transaction (to read, then write). */
  async lock(tx: Db, accountId: string): Promise<void> {
    await lockAccountTrades(tx, accountId);
  }

  /** Rebuilds every rollup of an account from its trades (after a bulk load, or a repair). */
  async rebuild(tx: Db, accountId: string): Promise<void> {
    await rebuildTradeAggregates(tx, accountId);
    this.changed(accountId);
  }
}
