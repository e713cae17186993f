import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { tradeImports } from './trade-imports';
import { money } from './columns';

/**
 * A trade whose quote is not USD-like and had no USD price when written: its book's ledger counted
 * it in the quote. The predicate of trades_unpriced_quote_idx, written the same wherever it is
 * asked so PostgreSQL proves the partial index applies.
 */
export const UNPRICED_QUOTE =
  "quote_asset <> ALL (ARRAY['USDT','USDC','BUSD','USD','DAI','TUSD']::text[]) AND ledger_price IS NULL";

/** Executed trades with the ledger state after each (DESIGN §7), so analytics only aggregate. */
export const trades = pgTable(
  'trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** At most one trade per signal: a resumed signal cannot record its trade twice. */
    signalId: uuid('signal_id'),
    source: text('source', { enum: ['webhook', 'manual', 'copy', 'strategy', 'import'] }).notNull(),
    type: text('type', { enum: ['buy', 'sell'] }).notNull(),
    symbol: text('symbol').notNull(),
    asset: text('asset').notNull(),
    quoteAsset: text('quote_asset').notNull(),
    exchange: text('exchange').notNull(),
    amount: money('amount').notNull(),
    price: money('price').notNull(),
    /** The USD price the ledger used, when the quote is not USD-like (null: `price`). */
    ledgerPrice: money('ledger_price'),
    /**
     * The fee in USD, converted once when the trade was written (at its time, on its exchange);
     * null while no price for the fee coin was known (the analytics convert it when read).
     */
    feeUsd: money('fee_usd'),
    total: money('total').notNull(),
    fee: money('fee').notNull().default('0'),
    feeAsset: text('fee_asset').notNull(),
    orderId: text('order_id'),
    exchangeOrderId: text('exchange_order_id'),
    /** An imported trade's identity in its source (format and trade id, or a row fingerprint). */
    externalId: text('external_id'),
    /** The CSV import that brought it (trade_imports): undoing the import removes it. */
    importId: uuid('import_id').references(() => tradeImports.id, { onDelete: 'set null' }),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull(),
    /** Milliseconds since epoch, for bucketed aggregation without timezone arithmetic. */
    executedAtMs: bigint('executed_at_ms', { mode: 'number' }).notNull(),
    positionAfter: money('position_after').notNull(),
    averagePriceAfter: money('average_price_after').notNull(),
    realizedPnl: money('realized_pnl').notNull(),
    isClosing: boolean('is_closing').notNull(),
    openedNotional: money('opened_notional').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trades_signal_idx').on(t.signalId),
    uniqueIndex('trades_external_idx').on(t.accountId, t.externalId),
    index('trades_account_time_idx').on(t.accountId, t.executedAtMs),
    index('trades_account_asset_time_idx').on(t.accountId, t.asset, t.executedAtMs),
    // The rare trades whose quote had no USD price when written (analytics: unmarked positions).
    index('trades_unpriced_quote_idx')
      .on(t.accountId, t.asset, t.executedAtMs)
      .where(sql`${sql.raw(UNPRICED_QUOTE)}`),
    index('trades_import_idx').on(t.importId),
  ],
);
