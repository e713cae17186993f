import { DATA_ORIGINS, DAY_MS, type DataOrigin, type ResolvedRange } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { pgArray, queryRows } from '../../db/client';
import { Repository } from '../../db/repository';
import { publiclyVisibleSql } from '../accounts';

/** A public account sharing its statistics, as the leaderboard names it. */
export interface PublicStatsAccount {
  id: string;
  name: string;
  account_type: string;
  exchange_name: string;
}

/** An account's UTC days with fills in a range, and how many of them ended in profit. */
export interface DayCounts {
  active: number;
  winning: number;
}

/**
 * Where a fill came from, from how it was recorded (DATA_ORIGINS): the sync records what it read
 * from the exchange as an import without a file; a file's rows keep their import; an order Pulso
 * placed on the exchange has the exchange's id, a paper one `paper-…`. Nothing here is a field
 * the owner can set.
 */
const ORIGIN_SQL = sql.raw(`case
  when source = 'import' and import_id is null then 'synced'
  when source in ('import', 'manual') then 'imported'
  when exchange_order_id is not null and exchange_order_id not like 'paper-%' then 'live'
  else 'paper' end`);

/** The visitors' leaderboard's reads: its accounts, their stamp, their days and origins. */
export class LeaderboardRepository extends Repository {
  /** Public accounts sharing their stats (the newest 200). */
  async publicStatsAccounts(): Promise<PublicStatsAccount[]> {
    return queryRows(
      this.db,
      sql`select a.id, a.name, a.account_type, e.name as exchange_name
          from accounts a join users u on u.id = a.owner_id join exchanges e on e.id = a.exchange_id
          where ${publiclyVisibleSql('a', 'u')} and a.public_stats
          order by a.created_at desc
          limit 200`,
    );
  }

  /**
   * The sum of the accounts' aggregate versions: every trade write bumps one of them in its
   * transaction and none ever goes back, so the sum moves whenever any of their trades changes.
   * One number for a stamp over many accounts, not a row per account.
   */
  async versionSum(accountIds: readonly string[]): Promise<string> {
    const [row] = await queryRows<{ total: string | number | null }>(
      this.db,
      sql`select sum(version)::text as total from trade_aggregate_versions
          where account_id = any(${pgArray(accountIds)}::uuid[])`,
    );
    return String(row?.total ?? '0');
  }

  /**
   * Per account, the UTC days touching the range with fills, and those whose realized PnL less
   * fees was positive: the daily all-assets rollups, one index range per account. A fill in a
   * quote with no USD value is counted as a day's fill, not in its result (DESIGN §7's rollups).
   */
  async dayCounts(
    accountIds: readonly string[],
    range: ResolvedRange,
  ): Promise<Map<string, DayCounts>> {
    const rows = await queryRows<{ account_id: string; active: number; winning: number }>(
      this.db,
      sql`select account_id, count(*)::int as active,
                 (count(*) filter (where realized_pnl - fees > 0))::int as winning
          from trade_aggregates
          where account_id = any(${pgArray(accountIds)}::uuid[]) and asset = '*'
            and period_ms = ${DAY_MS} and trade_count > 0
            and bucket_ms >= ${Math.floor(range.startMs / DAY_MS) * DAY_MS}
            and bucket_ms <= ${range.endMs}
          group by account_id`,
    );
    return new Map(rows.map((r) => [r.account_id, { active: r.active, winning: r.winning }]));
  }

  /** Each account's aggregate version ('0': never traded): it moves with every trade write. */
  async versions(accountIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await queryRows<{ account_id: string; version: string | number }>(
      this.db,
      sql`select account_id, version from trade_aggregate_versions
          where account_id = any(${pgArray(accountIds)}::uuid[])`,
    );
    const byId = new Map(rows.map((r) => [r.account_id, String(r.version)]));
    return new Map(accountIds.map((id) => [id, byId.get(id) ?? '0']));
  }

  /**
   * Per account, the origins of its fills in the range (a few accounts: the board's page). It
   * reads every fill of the range: Leaderboard keeps the answer (see ORIGINS_FRESH_MS).
   */
  async origins(
    accountIds: readonly string[],
    range: ResolvedRange,
  ): Promise<Map<string, DataOrigin[]>> {
    if (accountIds.length === 0) return new Map();
    const rows = await queryRows<{ account_id: string; origins: DataOrigin[] }>(
      this.db,
      sql`select account_id, array_agg(distinct origin) as origins
          from (select account_id, ${ORIGIN_SQL} as origin from trades
                where account_id = any(${pgArray(accountIds)}::uuid[])
                  and executed_at_ms >= ${range.startMs} and executed_at_ms <= ${range.endMs}) o
          group by account_id`,
    );
    const order = (o: DataOrigin) => DATA_ORIGINS.indexOf(o);
    return new Map(
      rows.map((r) => [r.account_id, [...r.origins].sort((x, y) => order(x) - order(y))]),
    );
  }
}
