import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * One CSV import of an account's history: recorded before its first trade is written, so the
 * import is a batch its owner can list and undo, and one interrupted mid-way (its trades are
 * written in chunks, each its own transaction) is found and removed at start-up. Status:
 * `writing` while its chunks are written, `done`, `undone` (its trades removed by the owner) or
 * `failed` (interrupted: its trades removed).
 */
export const tradeImports = pgTable(
  'trade_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who imported it (null once that user is gone). */
    userId: uuid('user_id'),
    fileName: text('file_name'),
    format: text('format').notNull(),
    /** The file's data rows. */
    rows: integer('rows').notNull(),
    /** Trades it added (counted as its chunks are written). */
    imported: integer('imported').notNull().default(0),
    /** Funding payments it added (a funding export's: funding_payments.import_id). */
    funding: integer('funding').notNull().default(0),
    status: text('status', { enum: ['writing', 'done', 'undone', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Stamped by every chunk: a `writing` import whose stamp is old was interrupted. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_imports_account_idx').on(t.accountId, t.createdAt)],
);
