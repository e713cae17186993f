import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { money } from './columns';

/**
 * Per account, what its owner is told of it: how loud its events are (a cap over every channel's
 * level) and the risk thresholds in USD, with what was already told so each crossing is told once.
 */
export const notificationAccountSettings = pgTable('notification_account_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** on, silent or off. */
  level: text('level').notNull().default('on'),
  /** The day's loss (USD) that is told; null: none. */
  dailyLoss: money('daily_loss'),
  /** The fall below the best cumulative PnL (USD) that is told; null: none. */
  drawdown: money('drawdown'),
  /** The owner's local day whose loss was told (once a day across instances). */
  dailyLossToldFor: text('daily_loss_told_for'),
  /** Told and not yet recovered (re-armed below half the threshold). */
  drawdownTold: boolean('drawdown_told').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
