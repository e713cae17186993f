import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Single-use tickets that let a browser's EventSource (no headers) open its stream. */
export const liveTickets = pgTable('live_tickets', {
  /** SHA-256 of the ticket: the ticket itself is never stored. */
  hash: text('hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  /** What the ticket was asked for with, re-checked for every event: a session (its epoch)… */
  sessionEpoch: integer('session_epoch'),
  /** …or an API token. Neither: the ticket opens nothing. */
  apiTokenId: uuid('api_token_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
