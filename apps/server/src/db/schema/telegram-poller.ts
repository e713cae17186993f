import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The bot's update poller, one row: which instance polls (a lease, so only one asks Telegram
 * for updates at a time and another takes over when it dies) and the next update to ask for.
 */
export const telegramPoller = pgTable('telegram_poller', {
  id: integer('id').primaryKey(),
  updateOffset: bigint('update_offset', { mode: 'number' }).notNull().default(0),
  holder: text('holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
