import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { money } from './columns';

/**
 * Rollups of the trades' stored ledger state per account, asset and period (hour, day and week
 * buckets, `period_ms` 3600000, 86400000 or 604800000; asset '*' sums all assets), maintained by refreshTradeAggregates inside the
 * transaction that records trades. Amounts are USD; a trade whose quote (or fee) is not USD-like
 * is counted in `foreign_count` only and converted from the raw trade at query time.
 */
export const tradeAggregates = pgTable(
  'trade_aggregates',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    periodMs: integer('period_ms').notNull(),
    asset: text('asset').notNull(),
    bucketMs: bigint('bucket_ms', { mode: 'number' }).notNull(),
    tradeCount: integer('trade_count').notNull(),
    buyCount: integer('buy_count').notNull(),
    sellCount: integer('sell_count').notNull(),
    buyVolume: money('buy_volume').notNull(),
    sellVolume: money('sell_volume').notNull(),
    buyQuantity: money('buy_quantity').notNull(),
    sellQuantity: money('sell_quantity').notNull(),
    realizedPnl: money('realized_pnl').notNull(),
    fees: money('fees').notNull(),
    closingCount: integer('closing_count').notNull(),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
    bestTrade: money('best_trade'),
    worstTrade: money('worst_trade'),
    openedNotional: money('opened_notional').notNull(),
    /** Trades in a non-USD quote or fee asset: their volume and fees are not in the sums. */
    foreignCount: integer('foreign_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.periodMs, t.bucketMs, t.asset] }),
    // The all-assets ('*') rows of a range without reading every asset's rows beside them.
    index('trade_aggregates_asset_idx').on(t.accountId, t.asset, t.periodMs, t.bucketMs),
  ],
);
