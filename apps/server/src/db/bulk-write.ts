import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Says, for the rest of the transaction, that it writes trades in bulk (an import, a sync's
 * history, demo data): the live-event trigger on `trades` then reports that the account's
 * analytics changed rather than each trade. Transaction-local (`set_config(…, true)`).
 */
export async function markBulkWrite(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('pulso.bulk_write', 'on', true)`);
}
