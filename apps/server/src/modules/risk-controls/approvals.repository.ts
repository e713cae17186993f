import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { PendingOrder } from '@pulso/domain';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { pendingOrders } from '../../db/schema';

export type PendingOrderRow = typeof pendingOrders.$inferSelect;

/** A stored pending order as the API shows it: `pending` past its expiry reads `expired`. */
export function pendingOrderView(row: PendingOrderRow, now = Date.now()): PendingOrder {
  const expired = row.state === 'pending' && row.expiresAt.getTime() <= now;
  return {
    id: row.id,
    accountId: row.accountId,
    signalId: row.signalId,
    source: row.source,
    symbol: row.payload.symbol,
    side: row.payload.action,
    contracts: row.payload.contracts,
    close: row.payload.close,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: expired ? 'expired' : row.state,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    approvedSignalId: row.approvedSignalId,
  };
}

/** The approval queue's reads and writes (issue 37); the pipeline writes the holds. */
export class ApprovalsRepository extends Repository {
  async find(id: string, tx?: Db): Promise<PendingOrderRow | undefined> {
    const [row] = await this.q(tx).select().from(pendingOrders).where(eq(pendingOrders.id, id));
    return row;
  }

  /** An account's pending orders, newest first. */
  ofAccount(accountId: string, limit: number): Promise<PendingOrderRow[]> {
    return this.db
      .select()
      .from(pendingOrders)
      .where(eq(pendingOrders.accountId, accountId))
      .orderBy(desc(pendingOrders.createdAt), desc(pendingOrders.id))
      .limit(limit);
  }

  /**
   * Approves or rejects a pending order that has not expired: the claim (a second decision, on
   * this instance or another, finds it decided). Answers the row decided, or undefined.
   */
  async decide(
    id: string,
    state: 'approved' | 'rejected',
    userId: string,
    tx: Db,
  ): Promise<PendingOrderRow | undefined> {
    const [row] = await tx
      .update(pendingOrders)
      .set({ state, decidedAt: sql`now()`, decidedBy: userId })
      .where(
        and(
          eq(pendingOrders.id, id),
          eq(pendingOrders.state, 'pending'),
          gt(pendingOrders.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row;
  }

  async setApprovedSignal(id: string, signalId: string, tx: Db): Promise<void> {
    await tx
      .update(pendingOrders)
      .set({ approvedSignalId: signalId })
      .where(eq(pendingOrders.id, id));
  }
}
