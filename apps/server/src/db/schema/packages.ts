import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Plans: what a user may have at most. Exactly one is the default every user falls back to. */
export const packages = pgTable('packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  currency: text('currency').notNull().default('USD'),
  maxAccounts: integer('max_accounts').notNull(),
  maxCopyTrades: integer('max_copy_trades').notNull(),
  maxDeployments: integer('max_deployments').notNull(),
  /** How many of a user's strategy runs may hold a sandbox thread at once; null: the default. */
  maxStrategyRuns: integer('max_strategy_runs'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
