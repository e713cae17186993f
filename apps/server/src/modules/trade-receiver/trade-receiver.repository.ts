import { eq, sql } from 'drizzle-orm';
import { pgArray, queryRows } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, exchanges, users } from '../../db/schema';

/** What receiving a signal needs of an account: whether it takes signals and how to check them. */
export interface ReceivingAccount {
  id: string;
  ownerId: string;
  receiving: boolean;
  /** A deactivated user's accounts take no signals (M5). */
  ownerActive: boolean;
  webhookSecretHash: string;
  webhookSecretSealed: string;
  webhookIpAllowlist: string[];
  /** The exchange the account trades on ('binance' …): an alert for another is refused. */
  exchangeCode: string;
}

export class TradeReceiverRepository extends Repository {
  /** Prepared once: every delivery runs it, and building the query costs more than running it. */
  private readonly byId = this.db
    .select({
      id: accounts.id,
      ownerId: accounts.ownerId,
      isActive: accounts.isActive,
      deletedAt: accounts.deletedAt,
      webhookSecretHash: accounts.webhookSecretHash,
      webhookSecretSealed: accounts.webhookSecretSealed,
      webhookIpAllowlist: accounts.webhookIpAllowlist,
      ownerActive: users.isActive,
      exchangeCode: exchanges.code,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerId))
    .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('trade_receiver_account');

  async findAccount(id: string): Promise<ReceivingAccount | undefined> {
    const [row] = await this.byId.execute({ id });
    if (!row) return undefined;
    const { isActive, deletedAt, ...rest } = row;
    return { ...rest, receiving: isActive && deletedAt === null };
  }

  /**
   * Adds deliveries to their accounts' counts of the current minute (PostgreSQL's clock, so one
   * minute for every instance) in one statement, and answers each account's count after them. An
   * account already at `max` this minute is left as it is and not answered (its deliveries are
   * all over). Rows are written in id order, so two instances' batches never wait in a cycle.
   */
  async countDeliveries(
    batch: ReadonlyMap<string, number>,
    max: number,
  ): Promise<Map<string, number>> {
    const ids = [...batch.keys()].sort();
    const rows = await queryRows<{ account_id: string; count: number }>(
      this.db,
      sql`insert into webhook_windows as w (account_id, window_start, count)
          select d.id, date_trunc('minute', statement_timestamp()), d.n
          from unnest(${pgArray(ids)}::uuid[], ${pgArray(ids.map((id) => String(batch.get(id))))}::int[])
            as d(id, n)
          order by d.id
          on conflict (account_id) do update set
            window_start = excluded.window_start,
            count = case when w.window_start = excluded.window_start
                         then w.count + excluded.count else excluded.count end
          where w.window_start <> excluded.window_start or w.count < ${max}
          returning w.account_id::text as account_id, w.count`,
    );
    return new Map(rows.map((r) => [r.account_id, Number(r.count)]));
  }
}
