import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's strategy: code defining `function strategy(candles, context)`, and where it looks. */
export const strategies = pgTable(
  'strategies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    code: text('code').notNull(),
    symbol: text('symbol').notNull(),
    exchange: text('exchange').notNull(),
    grouping: text('grouping').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('strategies_owner_idx').on(t.ownerId, t.createdAt)],
);
