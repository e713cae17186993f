import { and, eq, isNotNull, or, isNull, ne, sql } from 'drizzle-orm';
import { pgArray, queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { notificationPreferences } from '../../db/schema';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** Per account, what a day held: its trades and its failed alerts. */
export interface DayOfAccount {
  name: string;
  trades: number;
  failures: number;
}

/** notification_preferences: each user's daily summary time and quiet hours. */
export class PreferencesRepository extends Repository {
  async of(userId: string): Promise<PreferencesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return row;
  }

  async upsert(
    userId: string,
    values: Partial<Omit<PreferencesRow, 'userId' | 'updatedAt'>>,
  ): Promise<PreferencesRow> {
    const [row] = await this.db
      .insert(notificationPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  }

  /** The preferences of these users that set quiet hours. */
  async quietOf(userIds: readonly string[], tx: Db): Promise<PreferencesRow[]> {
    if (userIds.length === 0) return [];
    return queryRows<PreferencesRow>(
      tx,
      sql`select user_id as "userId", time_zone as "timeZone", quiet_from as "quietFrom",
                 quiet_to as "quietTo"
          from notification_preferences
          where user_id = any(${pgArray(userIds)}::uuid[]) and quiet_from is not null`,
    );
  }

  /** Everyone with a daily summary set who has not had today's (by the day they name). */
  async withSummary(): Promise<PreferencesRow[]> {
    return this.db
      .select()
      .from(notificationPreferences)
      .where(isNotNull(notificationPreferences.summaryAt));
  }

  /** Takes the summary of `day` for the user: true once across instances, false after. */
  async claimSummary(userId: string, day: string, tx: Db): Promise<boolean> {
    const rows = await tx
      .update(notificationPreferences)
      .set({ summarySentFor: day })
      .where(
        and(
          eq(notificationPreferences.userId, userId),
          or(
            isNull(notificationPreferences.summarySentFor),
            ne(notificationPreferences.summarySentFor, day),
          ),
        ),
      )
      .returning({ userId: notificationPreferences.userId });
    return rows.length > 0;
  }

  /** The user's live accounts and what each held since `since`. */
  async dayOf(userId: string, since: Date, tx: Db): Promise<DayOfAccount[]> {
    const rows = await queryRows<{ name: string; trades: number; failures: number }>(
      tx,
      sql`select a.name,
                 (select count(*)::int from trades t
                  where t.account_id = a.id and t.executed_at >= ${since}) as trades,
                 (select count(*)::int from signals s
                  where s.account_id = a.id and s.status = 'failed' and s.finished_at >= ${since}) as failures
          from accounts a
          where a.owner_id = ${userId} and a.deleted_at is null
          order by a.name`,
    );
    return rows.map((r) => ({
      name: r.name,
      trades: Number(r.trades),
      failures: Number(r.failures),
    }));
  }

  /** Writes an event to the outbox (as the triggers do for the others). */
  async tell(ownerId: string, event: string, data: Record<string, unknown>, tx: Db): Promise<void> {
    await tx.execute(
      sql`insert into notification_events (owner_id, event, data)
          values (${ownerId}, ${event}, ${JSON.stringify(data)}::jsonb)`,
    );
  }
}
