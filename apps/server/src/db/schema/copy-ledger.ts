import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { copyTrades } from './copy-trades';

/**
 * The copy ledger (issue 37): for every leader trade, one row per receiver active then — what its
 * copy did (copied, scaled, skipped, failed) and why. Written with the copy signal's end, in the
 * same transaction, so a copy has exactly one row however often it was retried.
 */
export const copyLedger = pgTable(
  'copy_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    copyTradeId: uuid('copy_trade_id').references(() => copyTrades.id, { onDelete: 'set null' }),
    emitterAccountId: uuid('emitter_account_id').notNull(),
    receiverAccountId: uuid('receiver_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    leaderSignalId: uuid('leader_signal_id').notNull(),
    /** The receiver's copy signal. */
    signalId: uuid('signal_id').notNull(),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    outcome: text('outcome', { enum: ['copied', 'scaled', 'skipped', 'failed'] }).notNull(),
    /** The rule that scaled or skipped the copy, or the step that failed. */
    rule: text('rule'),
    message: text('message').notNull(),
    figures: jsonb('figures').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('copy_ledger_signal_idx').on(t.signalId),
    index('copy_ledger_receiver_idx').on(t.receiverAccountId, t.createdAt),
    index('copy_ledger_emitter_idx').on(t.emitterAccountId, t.createdAt),
    index('copy_ledger_link_idx').on(t.copyTradeId, t.symbol),
  ],
);
