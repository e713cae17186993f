import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { tradeImports } from './trade-imports';
import { money } from './columns';

/**
 * Funding payments of a futures account's perpetual positions, as its exchange reports them
 * (the exchange sync reads them beside the trades, or a funding export brings them): received is positive, paid negative. They
 * are not trades (no position, no volume) but count in totalPnL as their own figure.
 */
export const fundingPayments = pgTable(
  'funding_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The perpetual's base asset (BTC of BTC/USDT:USDT): the asset the payment is counted in. */
    asset: text('asset').notNull(),
    /** The ccxt symbol of the perpetual. */
    symbol: text('symbol').notNull(),
    /** What the exchange paid in (its settle currency, USDT or USDC for USDⓈ-margined). */
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** The amount in USD at its time; null while no price converts its currency. */
    amountUsd: money('amount_usd'),
    paidAtMs: bigint('paid_at_ms', { mode: 'number' }).notNull(),
    /** The exchange's id of the payment, under its code: nothing is recorded twice. */
    externalId: text('external_id').notNull(),
    /** The CSV import that brought it (trade_imports): undoing the import removes it. */
    importId: uuid('import_id').references(() => tradeImports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('funding_payments_external_idx').on(t.accountId, t.externalId),
    index('funding_payments_account_time_idx').on(t.accountId, t.paidAtMs),
    index('funding_payments_import_idx').on(t.importId),
  ],
);
