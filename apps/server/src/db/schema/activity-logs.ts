import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who did what to which entity, from where (spec §3 activity log scopes). */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: ['backoffice', 'system', 'user'] }).notNull(),
    /** The acting user; null for the system or an anonymous caller (a failed sign-in). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt),
    index('activity_logs_actor_idx').on(t.actorId, t.createdAt),
    index('activity_logs_entity_idx').on(t.entityType, t.entityId),
  ],
);
