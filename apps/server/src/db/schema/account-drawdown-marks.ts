import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { accounts } from './accounts';

/**
 * Issue 37: the maximum drawdown watch's reading of each limited account — the best PnL since
 * the limit was set or the account resumed, how far below it the PnL was, and when the watch
 * paused the account for it. Setting `stopped_at_ms` is the claim that pauses it once across
 * instances; a table of its own, so a reading each minute does not empty the caches that follow
 * `accounts`. Set limits or a resume remove the row: the next reading starts afresh.
 */
export const accountDrawdownMarks = pgTable('account_drawdown_marks', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  highWater: money('high_water').notNull(),
  below: money('below').notNull(),
  readAtMs: bigint('read_at_ms', { mode: 'number' }).notNull(),
  stoppedAtMs: bigint('stopped_at_ms', { mode: 'number' }),
});
