import { boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Per account, whether its owner published the journal (shown only while the account is public). */
export const journalSettings = pgTable('journal_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  public: boolean('public').notNull().default(false),
});
