import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The closed round trips of every book (account × asset), kept by the ledger in the transaction
 * that writes, replays or removes the book's trades (ledger/round-trips.ts), so a review reads
 * trips instead of assembling them from every fill. Sums are unconstrained NUMERIC: the same
 * values a replay of the fills computes. A trip is named by the fill that opened it.
 */
export const roundTrips = pgTable(
  'round_trips',
  {
    openTradeId: uuid('open_trade_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    symbol: text('symbol').notNull(),
    /** 1 long, −1 short. */
    side: smallint('side').notNull(),
    openedAtMs: bigint('opened_at_ms', { mode: 'number' }).notNull(),
    closedAtMs: bigint('closed_at_ms', { mode: 'number' }).notNull(),
    entered: numeric('entered').notNull(),
    enteredNotional: numeric('entered_notional').notNull(),
    exited: numeric('exited').notNull(),
    exitedNotional: numeric('exited_notional').notNull(),
    realized: numeric('realized').notNull(),
    fees: numeric('fees').notNull(),
    fills: integer('fills').notNull(),
    /** Of the opening fill: where it came from, its signal (the alert's stop), size and price. */
    source: text('source').notNull(),
    signalId: uuid('signal_id'),
    openQuantity: numeric('open_quantity').notNull(),
    openPrice: numeric('open_price').notNull(),
    openUsdPrice: numeric('open_usd_price').notNull(),
    unpricedFee: boolean('unpriced_fee').notNull(),
    unpricedQuote: boolean('unpriced_quote').notNull(),
    /** The opening signal's tags (the alert's, the strategy's, the leader's): issue 38. */
    autoTags: text('auto_tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index('round_trips_account_closed_idx').on(t.accountId, t.closedAtMs),
    index('round_trips_book_opened_idx').on(t.accountId, t.asset, t.openedAtMs),
  ],
);
