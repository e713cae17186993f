import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Codes mailed to an address (its keyed hash), counted so no one floods a mailbox with them. */
export const emailCodeSends = pgTable(
  'email_code_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    addressHash: text('address_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_code_sends_address_idx').on(t.addressHash, t.sentAt)],
);
