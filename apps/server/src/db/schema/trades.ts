import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';
import { money } from './columns';

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

/** Executed trades with the ledger state after each (DESIGN §7), so analytics only aggregate. */
export const trades = pgTable(
  'trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** At most one trade per signal: a resumed signal cannot record its trade twice. */
    signalId: uuid('signal_id'),
    source: text('source', { enum: ['webhook', 'manual', 'copy', 'strategy', 'import'] }).notNull(),
    type: text('type', { enum: ['buy', 'sell'] }).notNull(),
    symbol: text('symbol').notNull(),
    asset: text('asset').notNull(),
    quoteAsset: text('quote_asset').notNull(),
    exchange: text('exchange').notNull(),
    amount: money('amount').notNull(),
    price: money('price').notNull(),
    /** The USD price the ledger used, when the quote is not USD-like (null: `price`). */
    ledgerPrice: money('ledger_price'),
    total: money('total').notNull(),
    fee: money('fee').notNull().default('0'),
    feeAsset: text('fee_asset').notNull(),
    orderId: text('order_id'),
    exchangeOrderId: text('exchange_order_id'),
    /** An imported trade's identity in its source (format and trade id, or a row fingerprint). */
    externalId: text('external_id'),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull(),
    /** Milliseconds since epoch, for bucketed aggregation without timezone arithmetic. */
    executedAtMs: bigint('executed_at_ms', { mode: 'number' }).notNull(),
    positionAfter: money('position_after').notNull(),
    averagePriceAfter: money('average_price_after').notNull(),
    realizedPnl: money('realized_pnl').notNull(),
    isClosing: boolean('is_closing').notNull(),
    openedNotional: money('opened_notional').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trades_signal_idx').on(t.signalId),
    uniqueIndex('trades_external_idx').on(t.accountId, t.externalId),
    index('trades_account_time_idx').on(t.accountId, t.executedAtMs),
    index('trades_account_asset_time_idx').on(t.accountId, t.asset, t.executedAtMs),
  ],
);

/** Paper accounts' balances per asset; margin accounts may owe what they borrowed. */
export const paperBalances = pgTable(
  'paper_balances',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    asset: text('asset').notNull(),
    free: money('free').notNull().default('0'),
    borrowed: money('borrowed').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.asset] })],
);

/** Copy an emitter account's executed trades into a receiver account, scaled by a multiplier. */
export const copyTrades = pgTable(
  'copy_trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    emitterAccountId: uuid('emitter_account_id')
      .notNull()
      .references(() => accounts.id),
    receiverAccountId: uuid('receiver_account_id')
      .notNull()
      .references(() => accounts.id),
    multiplier: money('multiplier').notNull().default('1'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('copy_trades_pair_idx').on(t.emitterAccountId, t.receiverAccountId),
    index('copy_trades_owner_idx').on(t.ownerId),
  ],
);
