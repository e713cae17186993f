import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's notification preferences beside their channels: the daily summary's time and the
 * quiet hours, both in the user's time zone (an IANA name; daylight saving follows it).
 */
/** A user's time zone until they choose one (the product's users are in Spain). */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
  /** `HH:MM` when the daily summary goes; null: no summary. */
  summaryAt: text('summary_at'),
  /** The local day (`YYYY-MM-DD`) whose summary went: each day's goes once across instances. */
  summarySentFor: text('summary_sent_for'),
  /** `HH:MM`–`HH:MM` when messages go silent (may cross midnight); null: none. */
  quietFrom: text('quiet_from'),
  quietTo: text('quiet_to'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
