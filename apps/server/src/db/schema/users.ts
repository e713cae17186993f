import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { roles } from './roles';

/** App users, keyed by the identity provider's subject (`uid`), as spec §3 describes them. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull().unique(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull().default(''),
    /** A data URL (image/* only, size-capped) or an https URL from the provider's claims. */
    photoUrl: text('photo_url'),
    isActive: boolean('is_active').notNull().default(true),
    /** The pause switch over all the user's accounts (issue 37). */
    entriesPaused: boolean('entries_paused').notNull().default(false),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    /** The user's plan; null means the default one. */
    packageId: uuid('package_id').references(() => packages.id),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Session tokens carry the epoch they were signed in; raising it ends every session. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_email_idx').on(t.email), index('users_role_idx').on(t.roleId)],
);
