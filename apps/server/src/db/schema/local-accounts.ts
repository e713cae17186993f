import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Local accounts of the embedded identity provider; `id` is the OIDC subject. */
export const localAccounts = pgTable('local_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Only an operator's account (the CLI) counts as proven; a self-registration was only typed. */
  emailVerified: boolean('email_verified').notNull().default(false),
  /** The one-time set-password link of an account the CLI made: its SHA-256, and its expiry. */
  setupTokenHash: text('setup_token_hash').unique(),
  setupTokenExpiresAt: timestamp('setup_token_expires_at', { withTimezone: true }),
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
