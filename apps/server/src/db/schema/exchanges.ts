import { boolean, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Exchanges accounts trade on; the four of the spec exist from the start. */
export const exchanges = pgTable('exchanges', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Fractions: 0.001 is 0.1 %. */
  takerFee: numeric('taker_fee', { precision: 10, scale: 6 }).notNull(),
  makerFee: numeric('maker_fee', { precision: 10, scale: 6 }).notNull(),
  accountTypes: jsonb('account_types').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
