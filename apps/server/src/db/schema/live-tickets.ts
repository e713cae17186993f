import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Single-use tickets that let a browser's EventSource (no headers) open its stream. */
export const liveTickets = pgTable('live_tickets', {
  /** SHA-256 of the ticket: the ticket itself is never stored. */
  hash: text('hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
