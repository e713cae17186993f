import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PendingOrder } from '@pulso/domain';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, pendingOrders } from '../../db/schema';

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
   * A user's orders still pending on their own accounts (not deleted), with each account's name,
   * the soonest to expire first.
   */
  async pendingOfOwner(
    ownerId: string,
    limit: number,
  ): Promise<(PendingOrderRow & { accountName: string })[]> {
    const rows = await this.db
      .select({ order: pendingOrders, accountName: accounts.name })
      .from(pendingOrders)
      .innerJoin(accounts, eq(accounts.id, pendingOrders.accountId))
      .where(
        and(
          eq(accounts.ownerId, ownerId),
          isNull(accounts.deletedAt),
          eq(pendingOrders.state, 'pending'),
          gt(pendingOrders.expiresAt, sql`now()`),
        ),
      )
      .orderBy(asc(pendingOrders.expiresAt), asc(pendingOrders.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.order, accountName: r.accountName }));
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
