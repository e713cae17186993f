import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { money } from './columns';

/** Paper accounts' balances per asset; margin accounts may owe what they borrowed. */
export const paperBalances = pgTable(
  'paper_balances',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    asset: text('asset').notNull(),
    free: money('free').notNull().default('0'),
    borrowed: money('borrowed').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.asset] })],
);
