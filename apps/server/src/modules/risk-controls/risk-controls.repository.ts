import { eq, sql } from 'drizzle-orm';
import type { LossCooldown, TradingWindow } from '@pulso/domain';
import { queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import {
  accountDrawdownMarks,
  accounts,
  accountWindowCloses,
  DEFAULT_TIME_ZONE,
  notificationPreferences,
  users,
} from '../../db/schema';

/** An account's limits as stored, with the time zone they count in (its owner's). */
export interface StoredLimits {
  dailyLossLimit: string | null;
  tradingWindows: TradingWindow[] | null;
  closeAtWindowEnd: boolean;
  approvalMinutes: number | null;
  maxOpenPositions: number | null;
  maxGrossExposure: string | null;
  lossCooldown: LossCooldown | null;
  maxDrawdown: string | null;
  closeAtMaxDrawdown: boolean;
  timeZone: string;
}

/** The maximum drawdown watch's last reading of an account (max-drawdown.ts). */
export interface DrawdownMark {
  highWater: string;
  below: string;
  stoppedAtMs: number | null;
}

/**
 * Risk controls (issue 37): the pause switches (an account's, a user's), the daily loss limit and
 * the trading windows.
 */
export class RiskControlsRepository extends Repository {
  async ofAccount(accountId: string): Promise<{ paused: boolean; ownerPaused: boolean }> {
    const [row] = await this.db
      .select({ paused: accounts.entriesPaused, ownerPaused: users.entriesPaused })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(eq(accounts.id, accountId));
    return row ?? { paused: false, ownerPaused: false };
  }

  /** An account's limits and the time zone they count in (its owner's). */
  async limitsOf(accountId: string): Promise<StoredLimits> {
    const [row] = await this.db
      .select({
        dailyLossLimit: accounts.dailyLossLimit,
        tradingWindows: accounts.tradingWindows,
        closeAtWindowEnd: accounts.closeAtWindowEnd,
        approvalMinutes: accounts.approvalMinutes,
        maxOpenPositions: accounts.maxOpenPositions,
        maxGrossExposure: accounts.maxGrossExposure,
        lossCooldown: accounts.lossCooldown,
        maxDrawdown: accounts.maxDrawdown,
        closeAtMaxDrawdown: accounts.closeAtMaxDrawdown,
        timeZone: sql<string>`coalesce(${notificationPreferences.timeZone}, ${DEFAULT_TIME_ZONE})`,
      })
      .from(accounts)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, accounts.ownerId))
      .where(eq(accounts.id, accountId));
    return (
      row ?? {
        dailyLossLimit: null,
        tradingWindows: null,
        closeAtWindowEnd: false,
        approvalMinutes: null,
        maxOpenPositions: null,
        maxGrossExposure: null,
        lossCooldown: null,
        maxDrawdown: null,
        closeAtMaxDrawdown: false,
        timeZone: DEFAULT_TIME_ZONE,
      }
    );
  }

  /**
   * Replaces an account's limits. Window ends before `now` are behind it: the close watch starts
   * from the moment the windows are set.
   */
  async setLimits(
    accountId: string,
    limits: Omit<StoredLimits, 'timeZone'>,
    now: number,
    tx: Db,
  ): Promise<void> {
    await tx.update(accounts).set(limits).where(eq(accounts.id, accountId));
    await this.forgetDrawdown(accountId, tx);
    await tx
      .insert(accountWindowCloses)
      .values({ accountId, closedAtMs: now })
      .onConflictDoUpdate({ target: accountWindowCloses.accountId, set: { closedAtMs: now } });
  }

  /**
   * The assets whose last `cooldown.losses` trips all lost, the last closed within the cooldown
   * before `nowMs`, with when their entries may open again: what the pipeline refuses now.
   */
  async coolingDown(
    accountId: string,
    cooldown: LossCooldown,
    nowMs: number,
  ): Promise<{ asset: string; untilMs: number }[]> {
    const span = cooldown.minutes * 60_000;
    const rows = await queryRows<{ asset: string; last: string | number }>(
      this.db,
      sql`select asset, max(closed_at_ms) as last from (
            select asset, closed_at_ms, realized - fees as net,
                   row_number() over (partition by asset order by opened_at_ms desc) as n
            from round_trips
            where account_id = ${accountId} and closed_at_ms <= ${nowMs} and asset in (
              select distinct asset from round_trips
              where account_id = ${accountId} and closed_at_ms > ${nowMs - span})
          ) t where n <= ${cooldown.losses}
          group by asset having count(*) = ${cooldown.losses} and bool_and(net < 0)
          order by asset`,
    );
    return rows
      .map((r) => ({ asset: r.asset, untilMs: Number(r.last) + span }))
      .filter((r) => r.untilMs > nowMs);
  }

  async drawdownMark(accountId: string): Promise<DrawdownMark | null> {
    const [row] = await this.db
      .select({
        highWater: sql<string>`trim_scale(${accountDrawdownMarks.highWater})::text`,
        below: sql<string>`trim_scale(${accountDrawdownMarks.below})::text`,
        stoppedAtMs: accountDrawdownMarks.stoppedAtMs,
      })
      .from(accountDrawdownMarks)
      .where(eq(accountDrawdownMarks.accountId, accountId));
    return row ?? null;
  }

  /** The watch's reading is dropped: its next starts the high-water mark afresh. */
  async forgetDrawdown(accountId: string, tx: Db): Promise<void> {
    await tx.delete(accountDrawdownMarks).where(eq(accountDrawdownMarks.accountId, accountId));
  }

  async ofUser(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ paused: users.entriesPaused })
      .from(users)
      .where(eq(users.id, userId));
    return row?.paused ?? false;
  }

  /** A resume also drops the maximum drawdown's reading: its mark restarts from now. */
  async setAccount(accountId: string, paused: boolean, tx: Db): Promise<void> {
    await tx.update(accounts).set({ entriesPaused: paused }).where(eq(accounts.id, accountId));
    if (!paused) await this.forgetDrawdown(accountId, tx);
  }

  /** False when there is no such user. */
  async setUser(userId: string, paused: boolean, tx: Db): Promise<boolean> {
    const rows = await tx
      .update(users)
      .set({ entriesPaused: paused })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
