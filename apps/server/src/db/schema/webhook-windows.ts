import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The per-account alert limit (RATE_LIMIT_MAX webhook deliveries a minute), shared by every
 * instance: one row per account, the minute it counts and how many deliveries were admitted in
 * it. One statement adds a batch of deliveries and answers the new count, so two instances can
 * never both admit the last one.
 */
export const webhookWindows = pgTable('webhook_windows', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** The minute counted (PostgreSQL's clock, truncated to the minute: one for every instance). */
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
