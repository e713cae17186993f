import { and, eq, or, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { DEFAULT_TIME_ZONE, notificationAccountSettings } from '../../db/schema';

/** A user's account with what its owner is told of it (defaults when never set). */
export interface AccountSettingsRow {
  accountId: string;
  accountName: string;
  level: string;
  dailyLoss: string | null;
  drawdown: string | null;
}

/** An account with a threshold set, whose owner is active, with what was already told. */
export interface WatchedAccount {
  accountId: string;
  ownerId: string;
  timeZone: string;
  dailyLoss: string | null;
  drawdown: string | null;
  dailyLossToldFor: string | null;
  drawdownTold: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** notification_account_settings: per account, how loud its events are and its risk thresholds. */
export class AccountSettingsRepository extends Repository {
  /** The user's accounts (not deleted), each with its settings or the defaults. */
  async ofUser(userId: string, accountId?: string): Promise<AccountSettingsRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select a.id, a.name, coalesce(s.level, 'on') as level,
                 trim_scale(s.daily_loss)::text as daily_loss, trim_scale(s.drawdown)::text as drawdown
          from accounts a left join notification_account_settings s on s.account_id = a.id
          where a.owner_id = ${userId} and a.deleted_at is null
            ${accountId ? sql`and a.id = ${accountId}` : sql``}
          order by a.name, a.id`,
    );
    return rows.map((r) => ({
      accountId: r.id as string,
      accountName: r.name as string,
      level: r.level as string,
      dailyLoss: text(r.daily_loss),
      drawdown: text(r.drawdown),
    }));
  }

  async upsert(
    accountId: string,
    values: { level?: string; dailyLoss?: string | null; drawdown?: string | null },
    tx: Db,
  ): Promise<void> {
    // A changed threshold is armed afresh: the new figure is told when crossed, even today.
    const rearm = {
      ...(values.dailyLoss === undefined ? {} : { dailyLossToldFor: null }),
      ...(values.drawdown === undefined ? {} : { drawdownTold: false }),
    };
    await tx
      .insert(notificationAccountSettings)
      .values({ accountId, ...values })
      .onConflictDoUpdate({
        target: notificationAccountSettings.accountId,
        set: { ...values, ...rearm, updatedAt: sql`now()` },
      });
  }

  /** Accounts with a threshold whose owner is active, with the owner's time zone. */
  async watched(): Promise<WatchedAccount[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select s.account_id, a.owner_id, coalesce(p.time_zone, ${DEFAULT_TIME_ZONE}) as time_zone,
                 trim_scale(s.daily_loss)::text as daily_loss, trim_scale(s.drawdown)::text as drawdown,
                 s.daily_loss_told_for, s.drawdown_told
          from notification_account_settings s
          join accounts a on a.id = s.account_id and a.deleted_at is null
          join users u on u.id = a.owner_id and u.is_active
          left join notification_preferences p on p.user_id = a.owner_id
          where (s.daily_loss is not null or s.drawdown is not null) and s.level <> 'off'
          order by s.account_id`,
    );
    return rows.map((r) => ({
      accountId: r.account_id as string,
      ownerId: r.owner_id as string,
      timeZone: r.time_zone as string,
      dailyLoss: text(r.daily_loss),
      drawdown: text(r.drawdown),
      dailyLossToldFor: (r.daily_loss_told_for as string | null) ?? null,
      drawdownTold: Boolean(r.drawdown_told),
    }));
  }

  /** Takes the telling of `day`'s loss for the account: true once across instances. */
  async claimDailyLoss(accountId: string, day: string, tx: Db): Promise<boolean> {
    const s = notificationAccountSettings;
    const rows = await tx
      .update(s)
      .set({ dailyLossToldFor: day })
      .where(
        and(
          eq(s.accountId, accountId),
          or(isNull(s.dailyLossToldFor), ne(s.dailyLossToldFor, day)),
        ),
      )
      .returning({ accountId: s.accountId });
    return rows.length > 0;
  }

  /** Sets whether the drawdown is told; true when this call changed it (once across instances). */
  async markDrawdown(accountId: string, told: boolean, tx: Db): Promise<boolean> {
    const s = notificationAccountSettings;
    const rows = await tx
      .update(s)
      .set({ drawdownTold: told })
      .where(and(eq(s.accountId, accountId), eq(s.drawdownTold, !told)))
      .returning({ accountId: s.accountId });
    return rows.length > 0;
  }
}
