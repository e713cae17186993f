import {
  Decimal,
  fundingFigures,
  type AssetTotal,
  type BucketFigures,
  type RollupSpan,
  type Span,
  type TimeTotal,
} from '@pulso/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { Repository } from '../../db/repository';
import { ALL_ASSETS, IS_FOREIGN, ROLLUP_SUMS, TRADE_ROWS, TRADE_SUMS, bucketSql } from '../ledger';
import { liveAccountSql, publiclyVisibleSql } from '../accounts';
import { UNPRICED_QUOTE } from '../../db/schema';

interface SumsRow {
  /** null unless the figures are split per account. */
  account_id: string | null;
  /** null on a per-bucket row, as bucket_ms is on a per-asset row (GROUPING SETS). */
  asset: string | null;
  bucket_ms: string | number | null;
  trade_count: number;
  buy_count: number;
  sell_count: number;
  buy_volume: string;
  sell_volume: string;
  buy_quantity: string;
  sell_quantity: string;
  realized_pnl: string;
  fees: string;
  closing_count: number;
  wins: number;
  losses: number;
  best_trade: string | null;
  worst_trade: string | null;
  opened_notional: string;
  foreign_count: number;
}

export interface Figures {
  /** Per grouping bucket over all assets, and per asset over all buckets. */
  times: TimeTotal[];
  assets: AssetTotal[];
  /** Trades left out of the sums because they need a price conversion. */
  foreignCount: number;
  /** Funding paid in a currency no price converted when it was recorded: its amount per currency. */
  unconvertedFunding?: { currency: string; amount: string }[];
}

export interface PositionRow {
  account_id: string;
  asset: string;
  position_after: string;
  average_price_after: string;
  exchange: string;
  /** A trade of the book had no USD price for its quote: its average price is not in USD. */
  unpriced_quote: boolean;
}

export interface ForeignTradeRow {
  asset: string;
  quote_asset: string;
  exchange: string;
  /** The USD values stored when the trade was written (null: not converted then). */
  ledger_price: string | null;
  fee_usd: string | null;
  type: 'buy' | 'sell';
  amount: string;
  price: string;
  fee: string;
  fee_asset: string;
  executed_at_ms: string | number;
  realized_pnl: string;
  is_closing: boolean;
  opened_notional: string;
}

export interface AccountAccessRow {
  id: string;
  owner_id: string;
  visible_publicly: boolean;
  public_stats: boolean;
}

const ids = (accountIds: readonly string[]) =>
  sql`array[${sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

function toFiguresOf(row: SumsRow): BucketFigures {
  return {
    tradeCount: row.trade_count,
    buyCount: row.buy_count,
    sellCount: row.sell_count,
    buyVolume: new Decimal(row.buy_volume),
    sellVolume: new Decimal(row.sell_volume),
    buyQuantity: new Decimal(row.buy_quantity),
    sellQuantity: new Decimal(row.sell_quantity),
    realized: new Decimal(row.realized_pnl),
    fees: new Decimal(row.fees),
    closingCount: row.closing_count,
    wins: row.wins,
    losses: row.losses,
    best: row.best_trade === null ? null : new Decimal(row.best_trade),
    worst: row.worst_trade === null ? null : new Decimal(row.worst_trade),
    openedNotional: new Decimal(row.opened_notional),
    funding: new Decimal(0),
  };
}

const noFigures = (): Figures => ({ times: [], assets: [], foreignCount: 0 });

/** The rows' figures per account (under '' when they are not split per account). */
function toFigures(rows: SumsRow[]): Map<string, Figures> {
  const byAccount = new Map<string, Figures>();
  for (const row of rows) {
    const key = row.account_id ?? '';
    let figures = byAccount.get(key);
    if (!figures) byAccount.set(key, (figures = noFigures()));
    if (row.asset === null) {
      // Counted on the series' rows: the per-asset rows cover the same trades (when read).
      figures.foreignCount += row.foreign_count;
      if (row.trade_count > 0) {
        figures.times.push({ bucketMs: Number(row.bucket_ms), figures: toFiguresOf(row) });
      }
      continue;
    }
    if (row.trade_count > 0) figures.assets.push({ asset: row.asset, figures: toFiguresOf(row) });
  }
  return byAccount;
}

/** Figures over all the accounts, or per account ('split'); the combined ones are under ''. */
export type Scope = 'combined' | 'split';
const accountColumn = (scope: Scope) =>
  scope === 'split' ? sql`account_id` : sql`null::uuid as account_id`;
const accountGroup = (scope: Scope) => (scope === 'split' ? sql`, account_id` : sql``);

export const NO_FIGURES: Figures = Object.freeze({ times: [], assets: [], foreignCount: 0 });

export class TradeAnalysisRepository extends Repository {
  /** The accounts' aggregate versions as one comparable text ("" for an account never traded). */
  async versions(accountIds: readonly string[]): Promise<string> {
    const rows = await queryRows<{ account_id: string; version: string | number }>(
      this.db,
      sql`select account_id, version from trade_aggregate_versions where account_id = any(${ids(accountIds)})`,
    );
    const byId = new Map(rows.map((r) => [r.account_id, String(r.version)]));
    return accountIds.map((id) => byId.get(id) ?? '0').join(',');
  }

  /**
   * Whether [startMs, endMs] holds every trade of the accounts (all time, usually): then their
   * per-asset totals are the all-time rollup rows. Two probes of (account_id, executed_at_ms).
   */
  async holdsEveryTrade(
    accountIds: readonly string[],
    startMs: number,
    endMs: number,
  ): Promise<boolean> {
    const [row] = await queryRows<{ outside: boolean }>(
      this.db,
      sql`select exists (select 1 from trades where account_id = any(${ids(accountIds)}) and executed_at_ms < ${startMs})
              or exists (select 1 from trades where account_id = any(${ids(accountIds)}) and executed_at_ms > ${endMs}) as outside`,
    );
    return row?.outside === false;
  }

  /**
   * Per grouping bucket (over all assets, from the '*' rollup rows) and per asset (over the
   * whole range) from the rollups over whole periods.
   */
  async rollupFigures(
    accountIds: readonly string[],
    timeSpans: readonly RollupSpan[],
    assetSpans: readonly RollupSpan[],
    intervalMs: number,
    scope: Scope = 'combined',
  ): Promise<Map<string, Figures>> {
    // One index range scan per span, with the bounds as constants so the planner sees how
    // narrow each is: (account_id, period_ms, bucket_ms) leads the primary key.
    const from = (spans: readonly RollupSpan[], asset: SQL) =>
      sql`(${sql.join(
        spans.map(
          (x) => sql`select * from trade_aggregates
            where account_id = any(${ids(accountIds)}) and ${asset}
              and period_ms = ${sql.raw(String(x.periodMs))}
              and bucket_ms >= ${sql.raw(String(x.fromMs))} and bucket_ms < ${sql.raw(String(x.toMs))}`,
        ),
        sql` union all `,
      )}) r where true`;
    const parts: SQL[] = [];
    if (timeSpans.length > 0) {
      parts.push(sql`select ${accountColumn(scope)}, null::text as asset, ${bucketSql(sql`bucket_ms`, intervalMs)} as bucket_ms, ${ROLLUP_SUMS}
          from ${from(timeSpans, sql`asset = ${ALL_ASSETS}`)}
          group by 3${accountGroup(scope)}`);
    }
    if (assetSpans.length > 0) {
      parts.push(sql`select ${accountColumn(scope)}, asset, null::bigint as bucket_ms, ${ROLLUP_SUMS}
          from ${from(assetSpans, sql`asset <> ${ALL_ASSETS}`)}
          group by 2${accountGroup(scope)}`);
    }
    if (parts.length === 0) return new Map();
    const rows = await queryRows<SumsRow>(this.db, sql.join(parts, sql` union all `));
    return toFigures(rows);
  }

  /** The same two marginals straight from the trades (edges of the range, sub-hour groupings). */
  async rawFigures(
    accountIds: readonly string[],
    timeSpans: readonly Span[],
    assetSpans: readonly Span[],
    intervalMs: number,
    scope: Scope = 'combined',
  ): Promise<Map<string, Figures>> {
    const live = (spans: readonly Span[]) => spans.filter((s) => s.toMs > s.fromMs);
    const [times, assets] = [live(timeSpans), live(assetSpans)];
    if (times.length === 0 && assets.length === 0) return new Map();
    // One index range scan per span on (account_id, executed_at_ms), bounds as constants.
    const from = (spans: Span[]) =>
      sql`(${sql.join(
        spans.map(
          (x) => sql`select * from ${TRADE_ROWS} t0
            where account_id = any(${ids(accountIds)})
              and executed_at_ms >= ${sql.raw(String(x.fromMs))} and executed_at_ms < ${sql.raw(String(x.toMs))}`,
        ),
        sql` union all `,
      )}) t`;
    const parts: SQL[] = [];
    if (times.length > 0) {
      parts.push(sql`select ${accountColumn(scope)}, null::text as asset, ${bucketSql(sql`executed_at_ms`, intervalMs)} as bucket_ms, ${TRADE_SUMS}
          from ${from(times)}
          group by 3${accountGroup(scope)}`);
    }
    if (assets.length > 0) {
      parts.push(sql`select ${accountColumn(scope)}, asset, null::bigint as bucket_ms, ${TRADE_SUMS}
          from ${from(assets)}
          group by 2${accountGroup(scope)}`);
    }
    const rows = await queryRows<SumsRow>(this.db, sql.join(parts, sql` union all `));
    return toFigures(rows);
  }

  /**
   * The same two marginals of the funding payments in a span (they are few: a position pays or
   * collects three a day), read straight from them. A payment whose currency no price converted
   * to USD when it was recorded is left out, its amount in that currency reported apart.
   */
  async fundingFigures(
    accountIds: readonly string[],
    span: Span,
    intervalMs: number,
    scope: Scope = 'combined',
  ): Promise<Map<string, Figures>> {
    const rows = await queryRows<{
      account_id: string | null;
      asset: string | null;
      bucket_ms: string | number | null;
      funding: string;
      unconverted: string | null;
    }>(
      this.db,
      sql`with f as (
            select * from funding_payments
            where account_id = any(${ids(accountIds)})
              and paid_at_ms >= ${span.fromMs} and paid_at_ms < ${span.toMs}
          )
          select ${accountColumn(scope)}, null::text as asset,
                 ${bucketSql(sql`paid_at_ms`, intervalMs)} as bucket_ms,
                 coalesce(sum(amount_usd), 0)::text as funding, null as unconverted
          from f group by 3${accountGroup(scope)}
          union all
          select ${accountColumn(scope)}, asset, null::bigint as bucket_ms,
                 coalesce(sum(amount_usd), 0)::text as funding, null as unconverted
          from f group by 2${accountGroup(scope)}
          union all
          select ${accountColumn(scope)}, null::text as asset, null::bigint as bucket_ms,
                 sum(amount)::text as funding, currency as unconverted
          from f where amount_usd is null group by currency${accountGroup(scope)}`,
    );
    const byAccount = new Map<string, Figures>();
    for (const row of rows) {
      const key = row.account_id ?? '';
      let figures = byAccount.get(key);
      if (!figures) byAccount.set(key, (figures = noFigures()));
      if (row.unconverted !== null) {
        // Left out of the figures, and reported unpriced (DESIGN §7).
        (figures.unconvertedFunding ??= []).push({
          currency: row.unconverted,
          amount: new Decimal(row.funding).toFixed(),
        });
        continue;
      }
      const amount = fundingFigures(row.funding);
      if (row.asset === null)
        figures.times.push({ bucketMs: Number(row.bucket_ms), figures: amount });
      else figures.assets.push({ asset: row.asset, figures: amount });
    }
    return byAccount;
  }

  /**
   * The trades of a span missing a USD value their writer could not convert (rare: a quote or fee
   * coin the market had no price for then).
   */
  async foreignTrades(accountIds: readonly string[], span: Span): Promise<ForeignTradeRow[]> {
    return queryRows<ForeignTradeRow>(
      this.db,
      sql`select asset, quote_asset, exchange, ledger_price, fee_usd, type, amount, price, fee, fee_asset, executed_at_ms,
                 realized_pnl, is_closing, opened_notional
          from trades
          where account_id = any(${ids(accountIds)})
            and executed_at_ms >= ${span.fromMs} and executed_at_ms < ${span.toMs}
            and ${IS_FOREIGN}`,
    );
  }

  /** Each (account, asset)'s ledger state after its last trade at or before `endMs`. */
  async positions(accountIds: readonly string[], endMs: number): Promise<PositionRow[]> {
    return queryRows<PositionRow>(
      this.db,
      sql`select v.account_id, a.asset, t.position_after, t.average_price_after, t.exchange,
                 exists (select 1 from trades u
                   where u.account_id = v.account_id and u.asset = a.asset
                     and u.executed_at_ms <= ${endMs} and ${sql.raw(UNPRICED_QUOTE)}) as unpriced_quote
          from trade_aggregate_versions v
          cross join lateral unnest(v.assets) as a(asset)
          cross join lateral (
            select position_after, average_price_after, exchange from trades
            where trades.account_id = v.account_id and trades.asset = a.asset
              and trades.executed_at_ms <= ${endMs}
            order by trades.executed_at_ms desc, trades.created_at desc, trades.id desc
            limit 1) t
          where v.account_id = any(${ids(accountIds)}) and t.position_after <> 0`,
    );
  }

  async accounts(accountIds: readonly string[]): Promise<AccountAccessRow[]> {
    return queryRows<AccountAccessRow>(
      this.db,
      sql`select a.id, a.owner_id, a.public_stats,
                 ${publiclyVisibleSql('a', 'u')} as visible_publicly
          from accounts a join users u on u.id = a.owner_id
          where a.id = any(${ids(accountIds)}) and ${liveAccountSql('a')}`,
    );
  }

  /** Which of these accounts share their stats publicly now. */
  async publicStatsAccountIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select a.id from accounts a join users u on u.id = a.owner_id
          where a.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and ${publiclyVisibleSql('a', 'u')} and a.public_stats`,
    );
    return new Set(rows.map((r) => r.id));
  }

  async ownAccountIds(ownerId: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select id from accounts a where owner_id = ${ownerId} and ${liveAccountSql('a')} order by created_at`,
    );
    return rows.map((r) => r.id);
  }
}
