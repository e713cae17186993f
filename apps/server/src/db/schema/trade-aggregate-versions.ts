import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Bumped by every refresh: a cached analytics result of an older version is stale. */
export const tradeAggregateVersions = pgTable('trade_aggregate_versions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** The assets the account ever traded (where to look for open positions). */
  assets: text('assets').array().notNull().default([]),
});
