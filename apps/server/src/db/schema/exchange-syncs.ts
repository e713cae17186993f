import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Each account's history sync with its exchange (one row once asked): its state, the oldest
 * moment it reads from, and per market the time it has read up to (`cursors`), saved with every
 * page of trades it writes, so a sync that stops (an error, a crash) resumes where it was.
 */
export const exchangeSyncs = pgTable(
  'exchange_syncs',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'running', 'done', 'failed'] }).notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** Per ccxt symbol, the trade time (ms) the next page starts from. */
    cursors: jsonb('cursors').$type<Record<string, number>>().notNull().default({}),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** A running sync touches this with every page: one gone quiet was lost with its worker. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    marketsDone: integer('markets_done').notNull().default(0),
    marketsTotal: integer('markets_total').notNull().default(0),
    tradesImported: integer('trades_imported').notNull().default(0),
    lastRunTrades: integer('last_run_trades').notNull().default(0),
    /** Funding payments the syncs added (futures accounts). */
    fundingImported: integer('funding_imported').notNull().default(0),
    lastError: text('last_error'),
    /**
     * What the exchange said the account holds when a sync last finished: asset → total (spot),
     * or → position in the coin, a short negative (futures).
     */
    balances: jsonb('balances').$type<Record<string, string>>(),
    balancesAt: timestamp('balances_at', { withTimezone: true }),
  },
  (t) => [index('exchange_syncs_state_idx').on(t.state, t.requestedAt)],
);
