import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationChannels } from './notification-channels';

/**
 * One message to one channel: pending until an attempt arrives (sent) or fails for good (failed).
 * Its id goes with every attempt, so a receiver drops a repeat after a crash (at least once).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => notificationChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    event: text('event').notNull(),
    /** on or silent (off is never written). */
    level: text('level').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** How many events it tells of (a burst is one message). */
    count: integer('count').notNull().default(1),
    /** The ids and figures of what it tells (the signed webhook's payload). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds it until then; past it, another sender takes it over (a crash). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastAnswer: text('last_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notification_deliveries_user_idx').on(t.userId, t.createdAt),
    index('notification_deliveries_channel_idx').on(t.channelId, t.createdAt),
  ],
);
