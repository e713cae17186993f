import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The live event stream's short memory (GET /api/events): database triggers write a row in the
 * same transaction as the change it reports, then NOTIFY every instance, which reads the rows and
 * hands each subscriber what it may see. A row says what changed and whose it is, never who may
 * read it: each instance's LiveHub decides that when it sends (accounts.policy.ts). Rows older
 * than the retention window are pruned; a reconnecting client's Last-Event-ID is answered from
 * here.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** The payload a client receives (the domain's liveEventPayloadSchemas). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The account it is about, if any. */
    accountId: uuid('account_id'),
    /** The user whose data changed (the account's owner); null for admin-only events. */
    ownerId: uuid('owner_id'),
    /**
     * account.changed: the account's visibility facts before the change (AccountVisibility
     * without ownerId), so visitors who saw it learn that it went; null otherwise.
     */
    prior: jsonb('prior').$type<Record<string, boolean>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);
