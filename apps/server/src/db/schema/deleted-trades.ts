import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * What an account's owner deleted of its history that came from the exchange (a sync, an
 * exchange's CSV, an order Pulso placed there): one row per identity the trade carried — its
 * external id, `order:<exchange order id>` — so no sync or import brings it back, and the sync's
 * reconciliation can show what the exchange still reports and the ledger no longer holds.
 */
export const deletedTrades = pgTable(
  'deleted_trades',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    identity: text('identity').notNull(),
    /** The deleted trade's id (one trade may leave two identities). */
    tradeId: uuid('trade_id').notNull(),
    /** What the trade was: symbol, side, amount, price (as the activity entry keeps it). */
    trade: jsonb('trade').$type<DeletedTrade>().notNull(),
    executedAtMs: bigint('executed_at_ms', { mode: 'number' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.identity] }),
    index('deleted_trades_account_time_idx').on(t.accountId, t.deletedAt),
  ],
);

export interface DeletedTrade {
  symbol: string;
  side: string;
  amount: string;
  price: string;
}
