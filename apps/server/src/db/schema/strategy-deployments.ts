import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { strategies } from './strategies';

/**
 * A strategy running on an account. The scheduler claims due rows (next_run_at ≤ now, no live
 * lease) with FOR UPDATE SKIP LOCKED and moves next_run_at on in the same statement, so one
 * instance takes each slot; last_emitted_timestamp only moves forward, in the transaction that
 * emits the trades.
 */
export const strategyDeployments = pgTable(
  'strategy_deployments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    isPaused: boolean('is_paused').notNull().default(false),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** success, skipped (stale candles, no data) or error. */
    lastStatus: text('last_status', { enum: ['success', 'skipped', 'error'] }),
    /** The last run's error, or why it was skipped. */
    lastError: text('last_error'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A run in progress holds the row until then; a crashed run's lease simply expires. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Epoch ms: trades at or before it are never emitted (the deploy or resume time at first). */
    lastEmittedTimestamp: bigint('last_emitted_timestamp', { mode: 'number' }),
    tradesEmitted: integer('trades_emitted').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('strategy_deployments_strategy_account_idx').on(t.strategyId, t.accountId),
    index('strategy_deployments_account_idx').on(t.accountId),
    index('strategy_deployments_due_idx').on(t.isPaused, t.nextRunAt),
  ],
);
