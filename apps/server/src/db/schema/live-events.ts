import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The live event stream's short memory (GET /api/events): database triggers write a row in the
 * same transaction as the change it reports, then NOTIFY every instance, which reads the rows and
 * hands each subscriber what it may see. Rows older than the retention window are pruned; a
 * reconnecting client's Last-Event-ID is answered from here.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The user whose data changed (the account's owner); null for admin-only events. */
    ownerId: uuid('owner_id'),
    /** Visitors may see it (a public account's public trades or figures). */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);
