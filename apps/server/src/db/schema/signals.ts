import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Signals to trade, from a webhook, the emit form, a copy trade or a strategy. Stored with their
 * receiver log before the sender gets its 202; a worker claims them with FOR UPDATE SKIP LOCKED
 * and a lease, so a crashed worker's signal is taken up again and none runs twice at once.
 */
export const signals = pgTable(
  'signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** SHA-256 of account, order_id, time, action, contracts: a redelivery creates nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    source: text('source', { enum: ['webhook', 'manual', 'copy', 'strategy'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    parentSignalId: uuid('parent_signal_id'),
    receiverLogId: uuid('receiver_log_id').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    /**
     * Its order executed but recording it failed: kept retriable (never abandoned) and shown to
     * the owner and the admins until it is recorded.
     */
    needsReconciliation: boolean('needs_reconciliation').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('signals_idempotency_idx').on(t.idempotencyKey),
    index('signals_claim_idx').on(t.status, t.receivedAt),
    index('signals_account_idx').on(t.accountId, t.receivedAt),
    // The claim's question "is a signal of this account being processed?" (few rows at a time).
    index('signals_processing_idx')
      .on(t.accountId)
      .where(sql`status = 'processing'`),
  ],
);
