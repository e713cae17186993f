import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The receiver log of spec §3: a parent per signal, a child per step, each with its metadata. */
export const receiverLogs = pgTable(
  'receiver_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id'),
    accountId: uuid('account_id'),
    signalId: uuid('signal_id'),
    action: text('action').notNull(),
    status: text('status', { enum: ['pending', 'success', 'failed', 'skipped'] }).notNull(),
    message: text('message'),
    durationMs: integer('duration_ms'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receiver_logs_parent_idx').on(t.parentId, t.createdAt),
    index('receiver_logs_list_idx').on(t.createdAt),
    index('receiver_logs_account_idx').on(t.accountId, t.createdAt),
  ],
);
