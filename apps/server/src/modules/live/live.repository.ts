import { asc, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents, liveTickets } from '../../db/schema';

/** A stored live event with who may read it (see the 0011 migration's triggers). */
export interface LiveEventRow {
  id: number;
  type: string;
  data: Record<string, unknown>;
  ownerId: string | null;
  isPublic: boolean;
}

const columns = {
  id: liveEvents.id,
  type: liveEvents.type,
  data: liveEvents.data,
  ownerId: liveEvents.ownerId,
  isPublic: liveEvents.isPublic,
};

export class LiveEventsRepository {
  constructor(private readonly db: Db) {}

  /** Events after `afterId`, oldest first. */
  after(afterId: number, limit: number): Promise<LiveEventRow[]> {
    return this.db
      .select(columns)
      .from(liveEvents)
      .where(gt(liveEvents.id, afterId))
      .orderBy(asc(liveEvents.id))
      .limit(limit);
  }

  /** The newest id written so far (0 when none), where a fresh listener starts. */
  async newestId(): Promise<number> {
    const [row] = await this.db
      .select({ id: sql<string | null>`max(${liveEvents.id})` })
      .from(liveEvents);
    return Number(row?.id ?? 0);
  }

  /** The oldest id still kept (null when none): older ones were pruned. */
  async oldestId(): Promise<number | null> {
    const [row] = await this.db.select({ id: min(liveEvents.id) }).from(liveEvents);
    return row?.id == null ? null : Number(row.id);
  }

  /** Forgets events and tickets older than the retention window. */
  async prune(eventsBefore: Date, now: Date): Promise<void> {
    await this.db.delete(liveEvents).where(lt(liveEvents.createdAt, eventsBefore));
    await this.db.delete(liveTickets).where(lt(liveTickets.expiresAt, now));
  }

  async createTicket(hash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.insert(liveTickets).values({ hash, userId, expiresAt });
  }

  /** Takes a ticket: its user if it exists and has not expired; it is gone either way. */
  async redeemTicket(hash: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .delete(liveTickets)
      .where(eq(liveTickets.hash, hash))
      .returning({ userId: liveTickets.userId, expiresAt: liveTickets.expiresAt });
    return row && row.expiresAt > now ? row.userId : null;
  }
}
