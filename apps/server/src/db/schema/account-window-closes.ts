import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Issue 37: the last trading-window end each account was closed at (or its windows were set at).
 * Advancing it is the claim that closes an end once across instances; a table of its own, so a
 * close does not empty the caches that follow `accounts`.
 */
export const accountWindowCloses = pgTable('account_window_closes', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  closedAtMs: bigint('closed_at_ms', { mode: 'number' }).notNull(),
});
