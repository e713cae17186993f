import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Marks the current transaction as a bulk write of trades (an import, the demo's history, a bulk
 * load): the live-events trigger on `trades` then reports "analytics changed" once per account
 * instead of one `trade.recorded` per trade (migration 0017). Transaction-local: it ends with the
 * transaction, so call it inside the one that writes.
 */
export async function markBulkWrite(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('pulso.bulk_write', 'on', true)`);
}
