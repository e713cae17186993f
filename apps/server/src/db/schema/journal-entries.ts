import { index, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The trade journal (issue 38): a note and tags on a round trip (`kind` 'trip', `key`
 * `${asset}:${openedAtMs}`) or a day (`kind` 'day', `key` YYYY-MM-DD) of an account. Private to
 * its owner unless journal_settings publishes it.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['trip', 'day'] }).notNull(),
    key: text('key').notNull(),
    note: text('note').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    /** A trip's planned stop, set after the fact: its R reads it (before the alert's). */
    stopPrice: numeric('stop_price'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('journal_entries_account_kind_key_unique').on(t.accountId, t.kind, t.key),
    index('journal_entries_account_updated_idx').on(t.accountId, t.updatedAt),
  ],
);
