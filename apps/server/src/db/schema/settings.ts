import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Instance-wide key/value settings: generated keys, the instance's birth date, feature flags. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
