import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The embedded identity provider's storage (oidc-provider adapter): one row per model + id. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

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
