import { and, count, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { notificationChannels, telegramLinkCodes, telegramPoller, users } from '../../db/schema';
import type { ChannelRow } from './notifications.repository';

/** Telegram's rows: link codes, the poller's lease and offset, and chats found by their hash. */
export class TelegramRepository extends Repository {
  /** A user's new code replaces any code of theirs not yet redeemed. */
  async replaceCode(userId: string, codeHash: string, expiresAt: Date, tx?: Db): Promise<void> {
    await this.q(tx).delete(telegramLinkCodes).where(eq(telegramLinkCodes.userId, userId));
    await this.q(tx).insert(telegramLinkCodes).values({ codeHash, userId, expiresAt });
  }

  /** Takes a code (deleted: it is good once); answers its user when it had not expired. */
  async redeemCode(codeHash: string, now: Date, tx?: Db): Promise<string | null> {
    const [row] = await this.q(tx)
      .delete(telegramLinkCodes)
      .where(eq(telegramLinkCodes.codeHash, codeHash))
      .returning();
    return row && row.expiresAt > now ? row.userId : null;
  }

  /** The Telegram channel a chat is linked by (its hash), if any, and whether its user is active. */
  async channelByChat(
    chatHash: string,
    tx?: Db,
  ): Promise<(ChannelRow & { userActive: boolean }) | undefined> {
    const [row] = await this.q(tx)
      .select({ channel: notificationChannels, userActive: users.isActive })
      .from(notificationChannels)
      .innerJoin(users, eq(users.id, notificationChannels.userId))
      .where(
        and(
          eq(notificationChannels.kind, 'telegram'),
          eq(notificationChannels.addressHash, chatHash),
        ),
      )
      .limit(1);
    return row ? { ...row.channel, userActive: row.userActive } : undefined;
  }

  /**
   * Takes or renews the poller's lease; answers the offset to poll from, or null when another
   * instance holds a lease that has not run out.
   */
  async takeLease(holder: string, leaseMs: number): Promise<number | null> {
    const [row] = await this.db
      .update(telegramPoller)
      .set({ holder, leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(
        and(
          eq(telegramPoller.id, 1),
          sql`(${telegramPoller.holder} is null or ${telegramPoller.holder} = ${holder} or ${telegramPoller.leaseUntil} < now())`,
        ),
      )
      .returning({ offset: telegramPoller.updateOffset });
    return row ? row.offset : null;
  }

  /** Moves the offset on, only while `holder` still holds the lease. */
  async saveOffset(holder: string, offset: number): Promise<boolean> {
    const rows = await this.db
      .update(telegramPoller)
      .set({ updateOffset: offset })
      .where(
        and(
          eq(telegramPoller.id, 1),
          eq(telegramPoller.holder, holder),
          gt(telegramPoller.leaseUntil, sql`now()`),
        ),
      )
      .returning({ id: telegramPoller.id });
    return rows.length > 0;
  }

  async releaseLease(holder: string): Promise<void> {
    await this.db
      .update(telegramPoller)
      .set({ holder: null, leaseUntil: null })
      .where(and(eq(telegramPoller.id, 1), eq(telegramPoller.holder, holder)));
  }

  /** A new bot's updates are numbered afresh. */
  async resetOffset(): Promise<void> {
    await this.db.update(telegramPoller).set({ updateOffset: 0 }).where(eq(telegramPoller.id, 1));
  }

  /** /estado: a user's channels (on), live accounts, and signals failed since `since`. */
  async statusOf(
    userId: string,
    since: Date,
  ): Promise<{ channels: number; enabled: number; accounts: number; failed: number }> {
    const [channels] = await this.db
      .select({
        n: count(),
        on: sql<number>`count(*) filter (where ${notificationChannels.enabled})`.mapWith(Number),
      })
      .from(notificationChannels)
      .where(eq(notificationChannels.userId, userId));
    const [counts] = await queryRows<{ accounts: string | number; failed: string | number }>(
      this.db,
      sql`select
            (select count(*) from accounts a where a.owner_id = ${userId} and a.deleted_at is null) as accounts,
            (select count(*) from signals s join accounts a on a.id = s.account_id
              where a.owner_id = ${userId} and s.status = 'failed'
                and s.received_at >= ${since.toISOString()}::timestamptz) as failed`,
    );
    return {
      channels: channels?.n ?? 0,
      enabled: channels?.on ?? 0,
      accounts: Number(counts?.accounts ?? 0),
      failed: Number(counts?.failed ?? 0),
    };
  }
}
