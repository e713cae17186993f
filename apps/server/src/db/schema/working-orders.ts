import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { money } from './columns';

/**
 * Orders that wait for a price (issue 36): limit and stop entries, and a position's protection
 * (stop-loss, take-profits, trailing stop). The working-orders worker checks the open ones against
 * each closed 1-minute candle (domain `evaluateBar`); one that fills becomes a signal of its own
 * (order id `wo:<id>`), recorded through the pipeline like any other, in the transaction that
 * marks it triggered: a crash between the two loses nothing and fills nothing twice.
 */
export const workingOrders = pgTable(
  'working_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The signal that placed it. */
    signalId: uuid('signal_id').notNull(),
    /** The source its fill carries (the placing signal's: webhook, copy, strategy, manual). */
    source: text('source').notNull(),
    exchange: text('exchange').notNull(),
    symbol: text('symbol').notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    kind: text('kind').notNull(),
    quantity: money('quantity').notNull(),
    triggerPrice: money('trigger_price'),
    limitPrice: money('limit_price'),
    trail: jsonb('trail').$type<Record<string, unknown>>(),
    groupId: uuid('group_id'),
    /** A take-profit's breakeven: the price the group's stop moves to when it fills. */
    moveStopTo: money('move_stop_to'),
    /** An entry's protection, placed when it fills (the alert's stop-loss, targets, trailing). */
    then: jsonb('protection').$type<Record<string, unknown>>(),
    status: text('status').notNull().default('open'),
    reason: text('reason'),
    /** The signal its fill became. */
    fillSignalId: uuid('fill_signal_id'),
    /**
     * Where it waits: 'pulso' (checked against candles) or 'exchange' (a live account's native
     * stop or take-profit, resting on its exchange under `exchangeOrderId`).
     */
    venue: text('venue', { enum: ['pulso', 'exchange'] })
      .notNull()
      .default('pulso'),
    exchangeOrderId: text('exchange_order_id'),
    /**
     * What the worker last knew of it on the exchange: 'open', 'filled', 'cancelled'; 'refused' or
     * 'unsupported' when it could not go there (it stays watched by Pulso); null: not tried yet.
     */
    exchangeStatus: text('exchange_status'),
    createdAtMs: bigint('created_at_ms', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('working_orders_open_idx')
      .on(t.exchange, t.symbol)
      .where(sql`status = 'open'`),
    index('working_orders_account_idx').on(t.accountId, t.createdAt),
  ],
);
