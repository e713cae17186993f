import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accountLists } from './account-lists';
import { accounts } from './accounts';

/** The accounts of each list; deleting either side removes the membership. */
export const accountListMembers = pgTable(
  'account_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => accountLists.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.accountId] }),
    index('account_list_members_account_idx').on(t.accountId),
  ],
);
