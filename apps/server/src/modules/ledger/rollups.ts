import {
  ALL_TIME_PERIOD,
  DAY_MS,
  HOUR_MS,
  ROLLUP_PERIODS,
  STABLE_COINS,
  WEEK_MS,
  WEEK_ORIGIN_MS,
  bucketStart,
} from '@pulso/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

const STABLE = sql.raw(`array[${STABLE_COINS.map((c) => `'${c}'`).join(',')}]::text[]`);

/**
 * Whether a trade row lacks a USD value the writer could not convert (DESIGN §7: quotes and fee
 * coins convert once, when the trade is written): a quote that is not USD-like without its USD
 * price, or a fee without its USD amount. Such trades are only counted in the rollups; the
 * analytics convert them when read, or report them unpriced.
 */
export const IS_FOREIGN = sql`((quote_asset <> all(${STABLE}) and ledger_price is null) or fee_usd is null)`;

/**
 * The rollup sums over trade rows (of table `trades`), in the column order of trade_aggregates
 * after (account_id, period_ms, asset, bucket_ms), in the trades' stored USD values. Foreign trades
 * are only counted.
 */
export const TRADE_SUMS = sql`
  count(*) filter (where not is_foreign)::int as trade_count,
  count(*) filter (where not is_foreign and type = 'buy')::int as buy_count,
  count(*) filter (where not is_foreign and type = 'sell')::int as sell_count,
  coalesce(sum(amount * price_usd) filter (where not is_foreign and type = 'buy'), 0) as buy_volume,
  coalesce(sum(amount * price_usd) filter (where not is_foreign and type = 'sell'), 0) as sell_volume,
  coalesce(sum(amount) filter (where not is_foreign and type = 'buy'), 0) as buy_quantity,
  coalesce(sum(amount) filter (where not is_foreign and type = 'sell'), 0) as sell_quantity,
  coalesce(sum(realized_pnl) filter (where not is_foreign), 0) as realized_pnl,
  coalesce(sum(fee_usd) filter (where not is_foreign), 0) as fees,
  count(*) filter (where not is_foreign and is_closing)::int as closing_count,
  count(*) filter (where not is_foreign and is_closing and realized_pnl > 0)::int as wins,
  count(*) filter (where not is_foreign and is_closing and realized_pnl < 0)::int as losses,
  max(realized_pnl) filter (where not is_foreign and is_closing) as best_trade,
  min(realized_pnl) filter (where not is_foreign and is_closing) as worst_trade,
  coalesce(sum(opened_notional) filter (where not is_foreign), 0) as opened_notional,
  count(*) filter (where is_foreign)::int as foreign_count`;

/**
 * Trade rows with the derived columns TRADE_SUMS reads: the USD price the ledger counted the
 * trade at (its stored ledger price, else its USD-like quote's price) and whether it is foreign.
 */
export const TRADE_ROWS = sql`(select trades.*, ${IS_FOREIGN} as is_foreign, coalesce(ledger_price, price) as price_usd from trades)`;

/** The same sums over rollup rows (of table trade_aggregates), in the same order. */
export const ROLLUP_SUMS = sql`
  sum(trade_count)::int as trade_count, sum(buy_count)::int as buy_count,
  sum(sell_count)::int as sell_count, sum(buy_volume) as buy_volume,
  sum(sell_volume) as sell_volume, sum(buy_quantity) as buy_quantity,
  sum(sell_quantity) as sell_quantity, sum(realized_pnl) as realized_pnl, sum(fees) as fees,
  sum(closing_count)::int as closing_count, sum(wins)::int as wins, sum(losses)::int as losses,
  max(best_trade) as best_trade, min(worst_trade) as worst_trade,
  sum(opened_notional) as opened_notional, sum(foreign_count)::int as foreign_count`;

const COLUMNS = sql.raw(
  `account_id, period_ms, asset, bucket_ms, trade_count, buy_count, sell_count, buy_volume,
   sell_volume, buy_quantity, sell_quantity, realized_pnl, fees, closing_count, wins, losses,
   best_trade, worst_trade, opened_notional, foreign_count`,
);

/**
 * The periods the ledger writes: the analytics plan's (hour, day, week), and all time (one row
 * per asset, bucket 0) for a range that holds every trade.
 */
const PERIODS = [...ROLLUP_PERIODS, ALL_TIME_PERIOD] as const;

/**
 * The start of the bucket of `intervalMs` holding a time (or a finer bucket) in `column`, cut as
 * the domain's bucketStart cuts it (weeks from a Monday).
 */
export function bucketSql(column: SQL, intervalMs: number): SQL {
  if (!Number.isSafeInteger(intervalMs) || intervalMs <= 0) throw new Error('bad interval');
  const interval = sql.raw(`${intervalMs}::bigint`);
  if (intervalMs !== WEEK_MS) return sql`(${column} / ${interval}) * ${interval}`;
  const origin = sql.raw(`${WEEK_ORIGIN_MS}::bigint`);
  return sql`((${column} - ${origin}) / ${interval}) * ${interval} + ${origin}`;
}
/** The bucket of `period` holding a time in `column`; all time's is 0. */
const periodBucketSql = (column: SQL, period: number) =>
  period === ALL_TIME_PERIOD ? sql`0::bigint` : bucketSql(column, period);
const bucketOf = (ms: number, period: number) =>
  period === ALL_TIME_PERIOD ? 0 : bucketStart(ms, period);
/** The asset of the rows that sum every asset of an account (the time series' source). */
export const ALL_ASSETS = '*';

/**
 * Recomputes the trade aggregates of one account and asset from the buckets holding `fromMs`
 * onwards (hour, day and week rows of the asset and of all assets), bumps the account's aggregate
 * version. Call it inside the transaction that records the
 * trade(s), after their ledger state is written (an out-of-order trade: with the earliest time
 * whose rows changed). In order, it reads only the current hour's trades of the asset and a few
 * rollup rows.
 */
export async function refreshTradeAggregates(
  tx: Db,
  params: { accountId: string; asset: string; fromMs: number },
): Promise<void> {
  await refreshAccountAggregates(tx, params.accountId, [params]);
}

/**
 * refreshTradeAggregates of several assets of one account at once, each from its own time: the
 * same rows as refreshing them one after the other, but the account's all-assets rows are
 * recomputed once (from the earliest time) instead of once per asset, in five statements instead
 * of five per asset (an import's chunk before existing trades replays every book it touches).
 * The version is bumped once per asset, as one refresh each would.
 */
export async function refreshAccountAggregates(
  tx: Db,
  accountId: string,
  assets: readonly { asset: string; fromMs: number }[],
): Promise<void> {
  if (assets.length === 0) return;
  await rollUp(tx, accountId, assets);
  for (const { asset } of assets) await tx.execute(bumpVersions([{ accountId, asset }]));
}

/**
 * Adds trades just appended to the end of their (account, asset) ledger — nothing later in the
 * book, so no other row's state changed — to the hour, day and week rows of their asset and of all
 * assets, in one statement that reads only those trades, then bumps the version. The result equals
 * a refresh from their time: every column is a sum, or a max/min that only grows or shrinks.
 */
export async function addToTradeAggregates(
  tx: Db,
  params: { tradeIds: readonly string[]; books: readonly Book[] },
): Promise<void> {
  if (params.tradeIds.length === 0) return;
  // Each period with the trade's bucket in it.
  const periods = sql.join(
    PERIODS.map((p) => sql`(${sql.raw(String(p))}, ${periodBucketSql(sql`t.executed_at_ms`, p)})`),
    sql`, `,
  );
  // One statement (a round trip per recorded signal fewer): the rows, then the versions.
  await tx.execute(sql`
    with added as (insert into trade_aggregates (${COLUMNS})
    select account_id, p.period_ms, a.rollup_asset, p.bucket_ms, ${TRADE_SUMS}
    from ${TRADE_ROWS} t
    cross join lateral (values ${periods}) p(period_ms, bucket_ms)
    cross join lateral (values (t.asset), (${ALL_ASSETS})) a(rollup_asset)
    where t.id = any(${`{${params.tradeIds.join(',')}}`}::uuid[])
    group by account_id, p.period_ms, a.rollup_asset, 4
    on conflict (account_id, period_ms, bucket_ms, asset) do update set ${ADD_EXCLUDED})
    ${bumpVersions(params.books)}`);
}

/** A rollup row plus the new trades' sums: counts and amounts add up, extremes widen. */
const ADD_EXCLUDED = sql.raw(
  [
    ...[
      'trade_count',
      'buy_count',
      'sell_count',
      'buy_volume',
      'sell_volume',
      'buy_quantity',
      'sell_quantity',
      'realized_pnl',
      'fees',
      'closing_count',
      'wins',
      'losses',
      'opened_notional',
      'foreign_count',
    ].map((c) => `${c} = trade_aggregates.${c} + excluded.${c}`),
    'best_trade = greatest(trade_aggregates.best_trade, excluded.best_trade)',
    'worst_trade = least(trade_aggregates.worst_trade, excluded.worst_trade)',
  ].join(', '),
);

/**
 * Serializes the writers of one account's trades until the transaction ends. Per account, not per
 * asset: every asset's trades also roll up into the account's all-assets rows and its version.
 */
export async function lockAccountTrades(tx: Db, accountId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`trades:${accountId}`}, 0))`,
  );
}

/** Rebuilds every aggregate of an account from its trades (bulk loads, repairs, tests). */
export async function rebuildTradeAggregates(tx: Db, accountId: string): Promise<void> {
  await rollUp(tx, accountId, undefined);
  await tx.execute(sql`
    insert into trade_aggregate_versions (account_id, version, assets)
    values (${accountId}, 1, coalesce((select array_agg(distinct asset order by asset) from trade_aggregates
      where account_id = ${accountId} and period_ms = ${WEEK_MS} and asset <> ${ALL_ASSETS}), '{}'))
    on conflict (account_id) do update
      set version = trade_aggregate_versions.version + 1, assets = excluded.assets`);
}

/**
 * Some assets, each from its `fromMs`'s buckets on (or, undefined, all of them from the start),
 * every period; the all-assets rows from the earliest of those times on.
 */
async function rollUp(
  tx: Db,
  accountId: string,
  assets: readonly { asset: string; fromMs: number }[] | undefined,
) {
  let earliest = 0;
  if (assets) earliest = Math.min(...assets.map((a) => a.fromMs));
  /** Rows of `column` (a bucket or a trade's time) inside what is recomputed, for `period`. */
  const stale = (period: number, column: SQL, withAll: boolean) =>
    assets === undefined
      ? sql`${column} >= 0`
      : sql`(${sql.join(
          [
            ...assets.map(
              (a) => sql`(asset = ${a.asset} and ${column} >= ${bucketOf(a.fromMs, period)})`,
            ),
            ...(withAll
              ? [sql`(asset = ${ALL_ASSETS} and ${column} >= ${bucketOf(earliest, period)})`]
              : []),
          ],
          sql` or `,
        )})`;
  const bucket = sql`bucket_ms`;
  await tx.execute(sql`
    delete from trade_aggregates
    where account_id = ${accountId}
      and (${sql.join(
        PERIODS.map((p) => sql`(period_ms = ${p} and ${stale(p, bucket, true)})`),
        sql` or `,
      )})`);
  await tx.execute(sql`
    insert into trade_aggregates (${COLUMNS})
    select account_id, ${HOUR_MS}, asset, ${periodBucketSql(sql`executed_at_ms`, HOUR_MS)}, ${TRADE_SUMS}
    from ${TRADE_ROWS} t
    where account_id = ${accountId} and ${stale(HOUR_MS, sql`executed_at_ms`, false)}
    group by account_id, asset, 4`);
  // The all-assets hours from every asset's hours; then each coarser period from the finer one.
  await tx.execute(sql`
    insert into trade_aggregates (${COLUMNS})
    select account_id, ${HOUR_MS}, ${ALL_ASSETS}, bucket_ms, ${ROLLUP_SUMS}
    from trade_aggregates
    where account_id = ${accountId} and period_ms = ${HOUR_MS} and bucket_ms >= ${bucketOf(earliest, HOUR_MS)}
      and asset <> ${ALL_ASSETS}
    group by account_id, bucket_ms`);
  for (const [finer, period] of [
    [HOUR_MS, DAY_MS],
    [DAY_MS, WEEK_MS],
    [WEEK_MS, ALL_TIME_PERIOD],
  ] as const) {
    await tx.execute(sql`
      insert into trade_aggregates (${COLUMNS})
      select account_id, ${period}, asset, ${periodBucketSql(bucket, period)}, ${ROLLUP_SUMS}
      from trade_aggregates
      where account_id = ${accountId} and period_ms = ${finer} and ${stale(period, bucket, true)}
      group by account_id, asset, 4`);
  }
}

/** An account's trades of one asset. */
export interface Book {
  accountId: string;
  asset: string;
}

/**
 * The statement that bumps the aggregate version of each account of `books` once, noting their
 * assets among the account's assets.
 */
function bumpVersions(books: readonly Book[]): SQL {
  const rows = books.map((b) => ({ account_id: b.accountId, asset: b.asset }));
  return sql`
    insert into trade_aggregate_versions (account_id, version, assets)
    select account_id, 1, array_agg(distinct asset order by asset)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(account_id uuid, asset text)
    group by account_id
    on conflict (account_id) do update set version = trade_aggregate_versions.version + 1,
      assets = trade_aggregate_versions.assets || array(
        select a from unnest(excluded.assets) a where a <> all(trade_aggregate_versions.assets))`;
}
