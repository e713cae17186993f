import { SIGNAL_SOURCES, type StoredSignalPayload } from '@pulso/domain';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { signals } from './signals';
import { users } from './users';

/**
 * The approval queue (issue 37): an order held for its account owner's approval. `pending` past
 * `expires_at` is expired (read as such; nothing executes it); approving or rejecting moves it
 * once, by a conditional update.
 */
export const pendingOrders = pgTable(
  'pending_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The signal that was held. */
    signalId: uuid('signal_id')
      .notNull()
      .references(() => signals.id, { onDelete: 'cascade' }),
    source: text('source', { enum: SIGNAL_SOURCES }).notNull(),
    /** The held signal's payload, which an approval sends again. */
    payload: jsonb('payload').$type<StoredSignalPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    approvedSignalId: uuid('approved_signal_id').references(() => signals.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('pending_orders_signal_idx').on(t.signalId),
    index('pending_orders_account_idx').on(t.accountId, t.createdAt),
  ],
);
