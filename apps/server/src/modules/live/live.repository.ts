import { asc, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, liveEvents, liveTickets, users } from '../../db/schema';
import type { AccountVisibility } from '../accounts';

/** An account's visibility facts as a change's event recorded them from before it. */
export type PriorVisibility = Omit<AccountVisibility, 'ownerId'>;

/**
 * A stored live event: what changed and whose it is (see migration 0017's triggers). Who may read
 * it is not stored: the hub decides when it sends.
 */
export interface LiveEventRow {
  id: number;
  type: string;
  data: Record<string, unknown>;
  /** The account it is about, if any. */
  accountId: string | null;
  /** The user whose data changed; null for what only admins read. */
  ownerId: string | null;
  /** account.changed: the account's visibility before the change. */
  prior: PriorVisibility | null;
}

/** What a ticket was asked for with (StreamCredential's columns). */
export interface TicketRow {
  userId: string;
  sessionEpoch: number | null;
  apiTokenId: string | null;
}

const columns = {
  id: liveEvents.id,
  type: liveEvents.type,
  data: liveEvents.data,
  accountId: liveEvents.accountId,
  ownerId: liveEvents.ownerId,
  prior: liveEvents.prior,
};

export class LiveEventsRepository {
  constructor(private readonly db: Db) {}

  /** Events after `afterId`, oldest first. */
  async after(afterId: number, limit: number): Promise<LiveEventRow[]> {
    const rows = await this.db
      .select(columns)
      .from(liveEvents)
      .where(gt(liveEvents.id, afterId))
      .orderBy(asc(liveEvents.id))
      .limit(limit);
    // The triggers write prior with every AccountVisibility field but the owner.
    return rows as LiveEventRow[];
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

  /**
   * The visibility facts of these accounts now (deleted ones included, as deleted), one query for
   * the lot: what the hub asks accounts.policy.ts about.
   */
  async visibility(ids: readonly string[]): Promise<Map<string, AccountVisibility>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: accounts.id,
        ownerId: accounts.ownerId,
        isPublic: accounts.isPublic,
        isActive: accounts.isActive,
        ownerActive: users.isActive,
        publicStats: accounts.publicStats,
        publicTrades: accounts.publicTrades,
        deleted: sql<boolean>`${accounts.deletedAt} is not null`,
      })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(inArray(accounts.id, [...ids]));
    return new Map(rows.map(({ id, ...facts }) => [id, facts]));
  }

  async createTicket(hash: string, ticket: TicketRow, expiresAt: Date): Promise<void> {
    await this.db.insert(liveTickets).values({ hash, ...ticket, expiresAt });
  }

  /** A ticket's row, if it exists and has not expired; left in place (not spent). */
  async findTicket(hash: string, now: Date): Promise<TicketRow | null> {
    const [row] = await this.db
      .select({
        userId: liveTickets.userId,
        sessionEpoch: liveTickets.sessionEpoch,
        apiTokenId: liveTickets.apiTokenId,
        expiresAt: liveTickets.expiresAt,
      })
      .from(liveTickets)
      .where(eq(liveTickets.hash, hash));
    if (!row || row.expiresAt <= now) return null;
    return { userId: row.userId, sessionEpoch: row.sessionEpoch, apiTokenId: row.apiTokenId };
  }

  /** Takes a ticket: what it was asked for with, if it has not expired; it is gone either way. */
  async redeemTicket(hash: string, now: Date): Promise<TicketRow | null> {
    const [row] = await this.db.delete(liveTickets).where(eq(liveTickets.hash, hash)).returning({
      userId: liveTickets.userId,
      sessionEpoch: liveTickets.sessionEpoch,
      apiTokenId: liveTickets.apiTokenId,
      expiresAt: liveTickets.expiresAt,
    });
    if (!row || row.expiresAt <= now) return null;
    return { userId: row.userId, sessionEpoch: row.sessionEpoch, apiTokenId: row.apiTokenId };
  }
}
