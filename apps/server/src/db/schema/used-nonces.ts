import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Sign-in nonces already exchanged for a session, kept until the ID token they bound expires. */
export const usedNonces = pgTable(
  'used_nonces',
  {
    /** SHA-256 of the nonce. */
    nonceHash: text('nonce_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_nonces_expires_idx').on(t.expiresAt)],
);
