import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LossCooldown, TradingWindow } from '@pulso/domain';
import { exchanges } from './exchanges';
import { users } from './users';
import { money } from './columns';

/**
 * Exchange accounts. Credentials and the webhook secret are never stored in clear: credentials
 * AES-256-GCM under the master key; the webhook secret as a SHA-256 (to check a body secret) and
 * sealed (to check HMAC signatures, which need the key itself).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    accountType: text('account_type', {
      enum: ['spot', 'crossMargin', 'isolatedMargin', 'future'],
    }).notNull(),
    exchangeId: uuid('exchange_id')
      .notNull()
      .references(() => exchanges.id),
    mode: text('mode', { enum: ['paper', 'live'] })
      .notNull()
      .default('paper'),
    isActive: boolean('is_active').notNull().default(true),
    /** The pause switch (issue 37): no order opens or adds to a position while set. */
    entriesPaused: boolean('entries_paused').notNull().default(false),
    /** Issue 37: the day's realized loss (USD) past which no order opens or adds. */
    dailyLossLimit: money('daily_loss_limit'),
    /** Issue 37: the hours (owner's time zone) it may open or add; null: any time. */
    tradingWindows: jsonb('trading_windows').$type<TradingWindow[]>(),
    /** Issue 37: close its open positions at each window's end. */
    closeAtWindowEnd: boolean('close_at_window_end').notNull().default(false),
    /** Issue 37: hold each order for the owner's approval, this many minutes; null: none. */
    approvalMinutes: integer('approval_minutes'),
    /** Issue 37: assets held at once past which no order opens another; null: no cap. */
    maxOpenPositions: integer('max_open_positions'),
    /** Issue 37: USD held (at entry prices) past which no order opens or adds; null: no cap. */
    maxGrossExposure: money('max_gross_exposure'),
    /** Issue 37: after this many losing trips in a row on an asset, its entries wait. */
    lossCooldown: jsonb('loss_cooldown').$type<LossCooldown>(),
    /** Issue 37: USD below its best PnL at which a watch pauses it (account_drawdown_marks). */
    maxDrawdown: money('max_drawdown'),
    /** Issue 37: close its open positions too when that watch pauses it. */
    closeAtMaxDrawdown: boolean('close_at_max_drawdown').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    publicStats: boolean('public_stats').notNull().default(false),
    publicTrades: boolean('public_trades').notNull().default(false),
    isTestAccount: boolean('is_test_account').notNull().default(false),
    isEmitter: boolean('is_emitter').notNull().default(false),
    isReceiver: boolean('is_receiver').notNull().default(false),
    /** Sealed JSON {apiKey, secret, passphrase}; null when none was given. */
    credentials: text('credentials'),
    /** Which credential fields are set, for responses that may only say "set". */
    credentialFields: text('credential_fields').array().notNull().default([]),
    webhookSecretHash: text('webhook_secret_hash').notNull(),
    webhookSecretSealed: text('webhook_secret_sealed').notNull(),
    /** Addresses allowed to post signals (empty: any); TradingView publishes its four. */
    webhookIpAllowlist: text('webhook_ip_allowlist').array().notNull().default([]),
    /** Soft delete: trades and logs stay for history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_owner_idx').on(t.ownerId),
    index('accounts_public_idx').on(t.isPublic, t.createdAt),
  ],
);
