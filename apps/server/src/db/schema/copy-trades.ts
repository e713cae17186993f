import type { CopySettings, CopyTrade } from '@pulso/domain';
import { boolean, index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';
import { money } from './columns';

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
    /** The receiver's rules for its copies (issue 37; domain copy-rules.ts). */
    settings: jsonb('settings')
      .$type<CopySettings>()
      .notNull()
      .default({ sizing: 'multiplier', belowMinimum: 'skip' }),
    /** The stop-copy rule's high-water mark: the follower's highest US$ equity since it was set. */
    stopHighWater: money('stop_high_water'),
    /** Set when the stop-copy rule stopped the link; cleared when it resumes or its rules change. */
    stopped: jsonb('stopped').$type<NonNullable<CopyTrade['stopped']>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('copy_trades_pair_idx').on(t.emitterAccountId, t.receiverAccountId),
    index('copy_trades_owner_idx').on(t.ownerId),
  ],
);
