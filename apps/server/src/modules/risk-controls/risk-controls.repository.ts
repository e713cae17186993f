import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, DEFAULT_TIME_ZONE, notificationPreferences, users } from '../../db/schema';

/** Risk controls (issue 37): the pause switches (an account's, a user's) and the daily loss limit. */
export class RiskControlsRepository extends Repository {
  async ofAccount(accountId: string): Promise<{ paused: boolean; ownerPaused: boolean }> {
    const [row] = await this.db
      .select({ paused: accounts.entriesPaused, ownerPaused: users.entriesPaused })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(eq(accounts.id, accountId));
    return row ?? { paused: false, ownerPaused: false };
  }

  /** An account's daily loss limit and the time zone its day counts in (its owner's). */
  async limitsOf(accountId: string): Promise<{ dailyLossLimit: string | null; timeZone: string }> {
    const [row] = await this.db
      .select({
        dailyLossLimit: accounts.dailyLossLimit,
        timeZone: sql<string>`coalesce(${notificationPreferences.timeZone}, ${DEFAULT_TIME_ZONE})`,
      })
      .from(accounts)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, accounts.ownerId))
      .where(eq(accounts.id, accountId));
    return row ?? { dailyLossLimit: null, timeZone: DEFAULT_TIME_ZONE };
  }

  async setDailyLossLimit(accountId: string, limit: string | null, tx: Db): Promise<void> {
    await tx.update(accounts).set({ dailyLossLimit: limit }).where(eq(accounts.id, accountId));
  }

  async ofUser(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ paused: users.entriesPaused })
      .from(users)
      .where(eq(users.id, userId));
    return row?.paused ?? false;
  }

  async setAccount(accountId: string, paused: boolean, tx: Db): Promise<void> {
    await tx.update(accounts).set({ entriesPaused: paused }).where(eq(accounts.id, accountId));
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
