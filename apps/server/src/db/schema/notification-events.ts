import { bigserial, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox of events to tell: a trigger on live_events writes a row in the writing transaction
 * when the event's owner has a channel on; the notifications worker takes rows (SKIP LOCKED),
 * turns them into deliveries and deletes them in one transaction, so each is planned once.
 */
export const notificationEvents = pgTable('notification_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  event: text('event').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
