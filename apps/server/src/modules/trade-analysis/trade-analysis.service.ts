import type { Decimal } from '@pulso/domain';
import {
  AppError,
  MESSAGES,
  assembleAnalytics,
  assembleTotals,
  bucketStart,
  feeInUsd,
  getDateRange,
  groupingIntervalMs,
  isExchangeCode,
  parseCustomDateRange,
  priceInUsd,
  tradeFigures,
  validateCustomDateRange,
  type AnalyticsResult,
  type AssetBucket,
  type CustomDateRange,
  type LeaderboardEntry,
  type Grouping,
  type OpenPosition,
  type Timeframe,
} from '@pulso/domain';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/access';
import type { AccountMetrics } from '../accounts/accounts.search';
import { marketDataFor } from '../market-data/market-data';
import { PERIODS, WEEK_MS } from './trade-aggregates';
import { tradeAnalysisCache, type TradeAnalysisCache } from './trade-analysis.cache';
import {
  TradeAnalysisRepository,
  NO_FIGURES,
  type Figures,
  type RollupSpan,
  type Span,
} from './trade-analysis.repository';

/** What a request asks for (GET query or POST body). */
export interface AnalyticsInput {
  timeframe: Timeframe;
  customDateRange?: CustomDateRange | null | undefined;
  grouping: Grouping;
  accountId?: string | undefined;
  accountIds?: string[] | undefined;
}

export interface ResolvedRange {
  startMs: number;
  /** Inclusive: trades at exactly endMs count. */
  endMs: number;
}

export interface Analysis extends AnalyticsResult {
  dateRange: { startDate: string; endDate: string };
  grouping: Grouping;
}

const notFound = () => new AppError('NOT_FOUND', 'Cuenta no encontrada');
const ceilTo = (ms: number, unit: number) => Math.ceil(ms / unit) * unit;
const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;

/** The range of a request at `now`, checking a custom range against spec §5. */
export function resolveRange(
  input: Pick<AnalyticsInput, 'timeframe' | 'customDateRange'>,
  now: Date,
): ResolvedRange {
  const custom = input.timeframe === 'custom' ? input.customDateRange : undefined;
  if (custom) {
    const parsed = parseCustomDateRange(custom);
    const problem = parsed
      ? validateCustomDateRange(parsed.startDate, parsed.endDate, now)
      : MESSAGES.dateRange.invalidDate;
    if (problem) {
      throw new AppError('VALIDATION', problem, [
        { path: ['body', 'customDateRange'], message: problem },
      ]);
    }
  }
  const range = getDateRange(input.timeframe, now, custom);
  return { startMs: range.startDate.getTime(), endMs: range.endDate.getTime() };
}

/**
 * Analytics of DESIGN §7 for a set of accounts over a range, from the hourly and daily rollups
 * (whole periods inside the range) and the raw trades (the partial hours at its edges, and
 * sub-hour groupings), plus each position's ledger state after its last trade ≤ the range end,
 * marked at the last candle close there.
 */
export class TradeAnalysisService {
  private readonly repo: TradeAnalysisRepository;
  private readonly marks = new Map<string, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly cache: TradeAnalysisCache = tradeAnalysisCache,
    private readonly clock: () => number = Date.now,
  ) {
    this.repo = new TradeAnalysisRepository(ctx.db);
  }

  /** The accounts a signed-in caller asks about; each must be theirs (or the caller an admin). */
  async readableAccounts(user: AuthUser, input: AnalyticsInput): Promise<string[]> {
    const asked = input.accountIds ?? (input.accountId ? [input.accountId] : undefined);
    if (!asked) return this.repo.ownAccountIds(user.id);
    const rows = await this.repo.accounts(asked);
    const allowed = new Set(
      rows.filter((r) => r.owner_id === user.id || user.isAdmin).map((r) => r.id),
    );
    if (asked.some((id) => !allowed.has(id))) throw notFound();
    return asked;
  }

  /** The accounts anyone may analyse: public, active, with public stats. */
  async publicAccounts(input: AnalyticsInput): Promise<string[]> {
    const asked = input.accountIds ?? (input.accountId ? [input.accountId] : []);
    if (asked.length === 0) throw notFound();
    const rows = await this.repo.accounts(asked);
    const allowed = new Set(
      rows.filter((r) => r.visible_publicly && r.public_stats).map((r) => r.id),
    );
    if (asked.some((id) => !allowed.has(id))) throw notFound();
    return asked;
  }

  async analyze(accountIds: readonly string[], input: AnalyticsInput): Promise<Analysis> {
    const range = resolveRange(input, new Date(this.clock()));
    const result = await this.compute(accountIds, range, input.grouping);
    return {
      ...result,
      dateRange: {
        startDate: new Date(range.startMs).toISOString(),
        endDate: new Date(range.endMs).toISOString(),
      },
      grouping: input.grouping,
    };
  }

  /** The best public accounts with publicStats by ROI over a timeframe (visitors' landing). */
  async leaderboard(timeframe: Timeframe, limit: number): Promise<LeaderboardEntry[]> {
    const range = resolveRange({ timeframe }, new Date(this.clock()));
    const accounts = await this.repo.publicStatsAccounts();
    const entries: LeaderboardEntry[] = [];
    for (const a of accounts) {
      const r = await this.compute([a.id], range, '1w');
      entries.push({
        id: a.id,
        name: a.name,
        accountType: a.account_type,
        exchangeName: a.exchange_name,
        totalPnL: r.pnlData.totalPnL,
        roi: r.pnlData.roi,
        winRate: r.performanceStats.winRate,
        tradeCount: r.volumeData.tradeCount,
        totalVolume: r.volumeData.totalVolume,
      });
    }
    return entries.sort((x, y) => y.roi - x.roi).slice(0, limit);
  }

  /** Figures for account search's sort keys (pnl, roi, winRate, trades, volume), per account. */
  async metrics(
    accountIds: readonly string[],
    range: ResolvedRange,
  ): Promise<Map<string, AccountMetrics>> {
    const out = new Map<string, AccountMetrics>();
    for (const id of accountIds) {
      const r = await this.compute([id], range, '1w');
      out.set(id, {
        pnl: Number(r.pnlData.totalPnL),
        roi: r.pnlData.roi,
        winRate: r.performanceStats.winRate,
        trades: r.volumeData.tradeCount,
        volume: Number(r.volumeData.totalVolume),
      });
    }
    return out;
  }

  async compute(
    accountIds: readonly string[],
    range: ResolvedRange,
    grouping: Grouping,
  ): Promise<AnalyticsResult> {
    const ids = [...new Set(accountIds)].sort();
    if (ids.length === 0) return assembleAnalytics([], []);
    const interval = groupingIntervalMs(grouping);
    const end = range.endMs + 1; // half-open from here on
    // Time series: periods that tile the grouping; asset totals: the coarsest periods there are.
    const time = plan(range.startMs, end, periodFor(interval));
    const asset = plan(range.startMs, end, WEEK_MS);

    const versions = await this.repo.versions(ids);
    const [middle, raw, positions] = await Promise.all([
      this.middle(ids, versions, time.rollups, asset.rollups, interval),
      this.repo.rawFigures(ids, time.edges, asset.edges, interval),
      this.repo.positions(ids, range.endMs),
    ]);
    const times = [...middle.times, ...raw.times];
    const assets = [...middle.assets, ...raw.assets];
    if (middle.foreignCount + raw.foreignCount > 0) {
      const span = { fromMs: range.startMs, toMs: end };
      for (const b of await this.foreignBuckets(ids, span, interval)) {
        times.push({ bucketMs: b.bucketMs, figures: b });
        assets.push({ asset: b.asset, figures: b });
      }
    }
    const open: OpenPosition[] = await Promise.all(
      positions.map(async (p) => ({
        asset: p.asset,
        position: p.position_after,
        averagePrice: p.average_price_after,
        mark: await this.mark(p.asset, p.exchange, range.endMs),
      })),
    );
    return assembleTotals(times, assets, open);
  }

  /** The rollup part, cached under the accounts' aggregate versions. */
  private async middle(
    ids: string[],
    versions: string,
    timeSpans: RollupSpan[],
    assetSpans: RollupSpan[],
    interval: number,
  ): Promise<Figures> {
    if (timeSpans.length === 0 && assetSpans.length === 0) return NO_FIGURES;
    const key = JSON.stringify([ids, interval, timeSpans, assetSpans]);
    const hit = this.cache.get<Figures>(key, versions);
    if (hit) return hit;
    const figures = await this.repo.rollupFigures(ids, timeSpans, assetSpans, interval);
    this.cache.set(key, ids, versions, figures);
    return figures;
  }

  private async foreignBuckets(
    ids: string[],
    span: Span,
    interval: number,
  ): Promise<AssetBucket[]> {
    const rows = await this.repo.foreignTrades(ids, span);
    const { prices } = marketDataFor(this.ctx);
    const rates = new Map<string, Decimal.Value>();
    for (const row of rows) {
      const at = Number(row.executed_at_ms);
      for (const asset of [row.quote_asset, row.fee_asset, row.asset]) {
        const key = `${asset}|${at}`;
        if (!rates.has(key)) {
          try {
            rates.set(key, await prices.convert(1, asset, 'USD', { at }));
          } catch {
            // left unknown: the domain raises the conversion error if it needs this rate
          }
        }
      }
    }
    const usdRate = (asset: string, at: number) => rates.get(`${asset}|${at}`);
    return rows.map((row) => {
      const trade = {
        asset: row.asset,
        quoteAsset: row.quote_asset,
        side: row.type,
        amount: row.amount,
        price: row.price,
        fee: row.fee,
        feeAsset: row.fee_asset,
        executedAtMs: Number(row.executed_at_ms),
      };
      const figures = tradeFigures(
        row.type,
        row.amount,
        priceInUsd(trade, usdRate),
        feeInUsd(trade, usdRate),
        {
          realized: row.realized_pnl,
          closing: row.is_closing,
          openedNotional: row.opened_notional,
        },
      );
      return { ...figures, asset: row.asset, bucketMs: bucketStart(trade.executedAtMs, interval) };
    });
  }

  /** USD close of the minute holding `at` (cached once that minute is over). */
  private async mark(asset: string, exchange: string, at: number): Promise<number | null> {
    const minute = floorTo(at, 60_000);
    const key = `${asset}|${exchange}|${minute}`;
    const known = this.marks.get(key);
    if (known !== undefined) return known;
    try {
      const price = await marketDataFor(this.ctx).prices.convert(1, asset, 'USD', {
        exchange: isExchangeCode(exchange) ? exchange : 'binance',
        at,
      });
      if (minute + 60_000 <= this.clock()) {
        if (this.marks.size > 5000) this.marks.clear();
        this.marks.set(key, price);
      }
      return price;
    } catch {
      return null; // assembleAnalytics answers the spec's conversion error
    }
  }
}

/**
 * Splits [start, end) into raw edges and whole rollup periods, as coarse as `maxPeriod` allows:
 * hours at the edges, then days, then weeks inside. `maxPeriod` 0 (sub-hour groupings): all raw.
 */
export function plan(
  start: number,
  end: number,
  maxPeriod: number,
): { edges: Span[]; rollups: RollupSpan[] } {
  const edges: Span[] = [];
  const rollups: RollupSpan[] = [];
  let lo = start;
  let hi = end;
  let period = 0; // the level of the pieces left over between lo and hi (0: raw)
  const put = (fromMs: number, toMs: number) => {
    if (toMs <= fromMs) return;
    if (period === 0) edges.push({ fromMs, toMs });
    else rollups.push({ periodMs: period, fromMs, toMs });
  };
  for (const next of PERIODS) {
    if (next > maxPeriod) break;
    const a = ceilTo(lo, next);
    const b = floorTo(hi, next);
    if (a >= b) break;
    put(lo, a);
    put(b, hi);
    [lo, hi, period] = [a, b, next];
  }
  put(lo, hi);
  return { edges, rollups };
}

/** The coarsest rollup period whose buckets tile the grouping's (0: none, read raw trades). */
export function periodFor(intervalMs: number): number {
  return [...PERIODS].reverse().find((p) => intervalMs % p === 0) ?? 0;
}
