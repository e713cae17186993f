import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accountDrawdownMarks, accounts, exchanges, users } from '../../db/schema';

/** An account with a maximum drawdown, and the watch's last reading of it. */
export interface LimitedAccount {
  id: string;
  ownerId: string;
  name: string;
  exchangeCode: string;
  maxDrawdown: string;
  closeAtMaxDrawdown: boolean;
  highWater: string | null;
  stoppedAtMs: number | null;
}

/** The maximum drawdown watch's reads and writes (issue 37). */
export class MaxDrawdownRepository extends Repository {
  /** Accounts that trade now (active, not deleted, of an active owner) with a maximum drawdown. */
  async limited(): Promise<LimitedAccount[]> {
    return this.db
      .select({
        id: accounts.id,
        ownerId: accounts.ownerId,
        name: accounts.name,
        exchangeCode: exchanges.code,
        maxDrawdown: sql<string>`trim_scale(${accounts.maxDrawdown})::text`,
        closeAtMaxDrawdown: accounts.closeAtMaxDrawdown,
        highWater: sql<string | null>`trim_scale(${accountDrawdownMarks.highWater})::text`,
        stoppedAtMs: accountDrawdownMarks.stoppedAtMs,
      })
      .from(accounts)
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .leftJoin(accountDrawdownMarks, eq(accountDrawdownMarks.accountId, accounts.id))
      .where(
        and(
          isNotNull(accounts.maxDrawdown),
          eq(accounts.isActive, true),
          isNull(accounts.deletedAt),
          eq(users.isActive, true),
        ),
      )
      .orderBy(accounts.id);
  }

  /** Writes a reading (not a stop): the best PnL so far and how far below it the PnL is. */
  async read(accountId: string, highWater: string, below: string, nowMs: number): Promise<void> {
    await this.db
      .insert(accountDrawdownMarks)
      .values({ accountId, highWater, below, readAtMs: nowMs })
      .onConflictDoUpdate({
        target: accountDrawdownMarks.accountId,
        set: { highWater, below, readAtMs: nowMs },
      });
  }

  /**
   * Marks the account stopped at `nowMs` unless it is already: the claim (two instances pause it
   * once). False when another got there first.
   */
  async claim(
    accountId: string,
    highWater: string,
    below: string,
    nowMs: number,
    tx: Db,
  ): Promise<boolean> {
    const rows = await tx
      .insert(accountDrawdownMarks)
      .values({ accountId, highWater, below, readAtMs: nowMs, stoppedAtMs: nowMs })
      .onConflictDoUpdate({
        target: accountDrawdownMarks.accountId,
        set: { highWater, below, readAtMs: nowMs, stoppedAtMs: nowMs },
        setWhere: isNull(accountDrawdownMarks.stoppedAtMs),
      })
      .returning({ accountId: accountDrawdownMarks.accountId });
    return rows.length > 0;
  }

  /** The account's pause switch, set by the watch. */
  async pause(accountId: string, tx: Db): Promise<void> {
    await tx.update(accounts).set({ entriesPaused: true }).where(eq(accounts.id, accountId));
  }
}
