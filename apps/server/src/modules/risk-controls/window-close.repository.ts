import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TradingWindow } from '@pulso/domain';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import {
  accounts,
  accountWindowCloses,
  DEFAULT_TIME_ZONE,
  exchanges,
  notificationPreferences,
  users,
} from '../../db/schema';

/** An account set to close at its windows' ends, and the last end it was closed at. */
export interface ClosingAccount {
  id: string;
  ownerId: string;
  name: string;
  exchangeCode: string;
  tradingWindows: TradingWindow[];
  timeZone: string;
  closedAtMs: number | null;
}

/** The window close's reads and writes (issue 37). */
export class WindowCloseRepository extends Repository {
  /** Accounts that trade now (active, not deleted, of an active owner) set to close at each end. */
  async closing(): Promise<ClosingAccount[]> {
    const rows = await this.db
      .select({
        id: accounts.id,
        ownerId: accounts.ownerId,
        name: accounts.name,
        exchangeCode: exchanges.code,
        tradingWindows: accounts.tradingWindows,
        timeZone: sql<string>`coalesce(${notificationPreferences.timeZone}, ${DEFAULT_TIME_ZONE})`,
        closedAtMs: accountWindowCloses.closedAtMs,
      })
      .from(accounts)
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, accounts.ownerId))
      .leftJoin(accountWindowCloses, eq(accountWindowCloses.accountId, accounts.id))
      .where(
        and(
          eq(accounts.closeAtWindowEnd, true),
          isNotNull(accounts.tradingWindows),
          eq(accounts.isActive, true),
          isNull(accounts.deletedAt),
          eq(users.isActive, true),
        ),
      );
    return rows.map((r) => ({ ...r, tradingWindows: r.tradingWindows ?? [] }));
  }

  /**
   * Moves the account's last closed end to `endMs` unless it is there already: the claim (two
   * instances close an end once). False when another got there first.
   */
  async claim(accountId: string, endMs: number, tx: Db): Promise<boolean> {
    const rows = await tx
      .insert(accountWindowCloses)
      .values({ accountId, closedAtMs: endMs })
      .onConflictDoUpdate({
        target: accountWindowCloses.accountId,
        set: { closedAtMs: endMs },
        setWhere: or(
          isNull(accountWindowCloses.closedAtMs),
          lt(accountWindowCloses.closedAtMs, endMs),
        ),
      })
      .returning({ accountId: accountWindowCloses.accountId });
    return rows.length > 0;
  }
}
