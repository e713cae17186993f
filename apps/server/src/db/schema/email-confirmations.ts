import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationChannels } from './notification-channels';

/**
 * An e-mail channel's pending confirmation (issue 35): the keyed hash of the code mailed to the
 * address (never the code), when it runs out, and the wrong tries so far. `codeHash` is null once
 * the tries are spent: only a new code opens it again.
 */
export const emailConfirmations = pgTable('email_confirmations', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => notificationChannels.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: integer('tries').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
