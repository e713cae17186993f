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
import { users } from './users';

/**
 * A user's notification channels (issue 35): where messages go and at which level per event. The
 * address (a Discord webhook URL is itself a credential) and the secret are sealed under the
 * master key; `target` is the address with its path hidden, what a screen shows.
 */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    target: text('target').notNull(),
    addressSealed: text('address_sealed').notNull(),
    secretSealed: text('secret_sealed'),
    /** A keyed hash of the address, to find a channel by it (a Telegram chat's incoming message). */
    addressHash: text('address_hash'),
    /** The user's choice per event (missing events take their default). */
    levels: jsonb('levels').$type<Record<string, string>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    /** Why Pulso paused it (the last failed answer), when it did. */
    pausedReason: text('paused_reason'),
    /** Deliveries that failed in a row; reset by one that arrives. */
    failures: integer('failures').notNull().default(0),
    /** An e-mail address not yet confirmed with the code sent to it: kept off until it is. */
    awaitingConfirmation: boolean('awaiting_confirmation').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_channels_user_idx').on(t.userId),
    index('notification_channels_address_idx').on(t.addressHash),
  ],
);
