import type { Decimal } from '@pulso/domain';
import {
  AppError,
  assembleAnalytics,
  assembleTotals,
  bucketStart,
  feeInUsd,
  groupingIntervalMs,
  periodFor,
  plan,
  resolveRange,
  WEEK_MS,
  type ResolvedRange,
  type RollupSpan,
  isExchangeCode,
  priceInUsd,
  tradeFigures,
  type AnalyticsResult,
  type AssetBucket,
  type CustomDateRange,
  type AccountFigures,
  type LeaderboardEntry,
  type Grouping,
  type OpenPosition,
  type Timeframe,
} from '@pulso/domain';
import type { AuthUser } from '../../lib/actor';
import { canManageAccount, type AccountMetrics } from '../accounts';
import type { MarketData } from '../market-data';
import type { UntilStampChangesCache } from '../../lib/cache';
import type { TradeAnalysisRepository } from './trade-analysis.repository';
import { NO_FIGURES, type Figures, type PositionRow } from './trade-analysis.repository';
import { ALL_ASSETS } from '../ledger';

/** What a request asks for (GET query or POST body). */
export interface AnalyticsInput {
  timeframe: Timeframe;
  customDateRange?: CustomDateRange | null | undefined;
  grouping: Grouping;
  accountId?: string | undefined;
  accountIds?: string[] | undefined;
}

export interface Analysis extends AnalyticsResult {
  dateRange: { startDate: string; endDate: string };
  grouping: Grouping;
}

const notFound = () => new AppError('NOT_FOUND', 'Cuenta no encontrada');
const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;

/** Accounts whose figures are read in one statement (figuresOf). */
const FIGURE_CHUNK = 250;

/**
 * Analytics of DESIGN §7 for a set of accounts over a range, from the hourly and daily rollups
 * (whole periods inside the range) and the raw trades (the partial hours at its edges, and
 * sub-hour groupings), plus each position's ledger state after its last trade ≤ the range end,
 * marked at the last candle close there. Cuentas Públicas' shared ranking is ./public-board.
 */
export class TradeAnalysisService {
  private readonly repo: TradeAnalysisRepository;
  private readonly marks = new Map<string, number>();

  private readonly cache: UntilStampChangesCache<Figures>;
  private readonly marketData: MarketData;
  private readonly clock: () => number;

  constructor(deps: {
    repository: TradeAnalysisRepository;
    /** Rollup figures, until their accounts' aggregate versions change. */
    cache: UntilStampChangesCache<Figures>;
    marketData: MarketData;
    clock?: () => number;
  }) {
    this.repo = deps.repository;
    this.cache = deps.cache;
    this.marketData = deps.marketData;
    this.clock = deps.clock ?? Date.now;
  }

  /** The accounts a signed-in caller asks about; each must be theirs (or the caller an admin). */
  async readableAccounts(user: AuthUser, input: AnalyticsInput): Promise<string[]> {
    const asked = input.accountIds ?? (input.accountId ? [input.accountId] : undefined);
    if (!asked) return this.repo.ownAccountIds(user.id);
    const rows = await this.repo.accounts(asked);
    const allowed = new Set(
      rows.filter((r) => canManageAccount(user, { ownerId: r.owner_id })).map((r) => r.id),
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
    const figures = await this.figuresOf(
      accounts.map((a) => a.id),
      range,
    );
    const entries = accounts.map((a): LeaderboardEntry => {
      const { accountId, maxDrawdown: _, ...f } = figures.get(a.id)!;
      return {
        id: accountId,
        name: a.name,
        accountType: a.account_type,
        exchangeName: a.exchange_name,
        ...f,
      };
    });
    return entries.sort((x, y) => y.roi - x.roi).slice(0, limit);
  }

  /** Figures of the given accounts that share their stats publicly; the others are left out. */
  async publicFigures(
    accountIds: readonly string[],
    timeframe: Timeframe,
  ): Promise<AccountFigures[]> {
    const range = resolveRange({ timeframe }, new Date(this.clock()));
    const shared = await this.repo.publicStatsAccountIds(accountIds);
    const figures = await this.figuresOf(
      accountIds.filter((id) => shared.has(id)),
      range,
    );
    return [...figures.values()];
  }

  /**
   * Figures for account search's and Cuentas Públicas' sort keys (pnl, roi, winRate, trades,
   * volume, maxDrawdown), per account.
   */
  async metrics(
    accountIds: readonly string[],
    range: ResolvedRange,
  ): Promise<Map<string, AccountMetrics>> {
    const figures = await this.figuresOf(accountIds, range);
    return new Map(
      [...figures].map(([id, f]) => [
        id,
        {
          pnl: Number(f.totalPnL),
          roi: f.roi,
          winRate: f.winRate,
          trades: f.tradeCount,
          volume: Number(f.totalVolume),
          maxDrawdown: Number(f.maxDrawdown),
        },
      ]),
    );
  }

  /**
   * Each account's headline figures over a range (a leaderboard's row), in the order asked.
   * They need only the weekly series over all assets (its sums are the totals; maxDrawdown walks
   * it) and the open positions, read for FIGURE_CHUNK accounts per statement and split per
   * account: a board of a thousand accounts is a dozen statements, three at a time.
   */
  private async figuresOf(
    accountIds: readonly string[],
    range: ResolvedRange,
  ): Promise<Map<string, AccountFigures>> {
    const unique = [...new Set(accountIds)];
    const results = new Map<string, AnalyticsResult>();
    for (let i = 0; i < unique.length; i += FIGURE_CHUNK) {
      const chunk = unique.slice(i, i + FIGURE_CHUNK);
      for (const [id, r] of await this.headlines(chunk, range)) results.set(id, r);
    }
    return new Map(
      accountIds.map((accountId) => {
        const r = results.get(accountId)!;
        const figures: AccountFigures = {
          accountId,
          totalPnL: r.pnlData.totalPnL,
          roi: r.pnlData.roi,
          winRate: r.performanceStats.winRate,
          tradeCount: r.volumeData.tradeCount,
          totalVolume: r.volumeData.totalVolume,
          maxDrawdown: r.performanceStats.maxDrawdown,
        };
        return [accountId, figures];
      }),
    );
  }

  /** The analytics of a set of accounts taken together. */
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
    const [middle, raw, funding, positions] = await Promise.all([
      this.middle(ids, versions, time.rollups, asset.rollups, interval),
      this.repo.rawFigures(ids, time.edges, asset.edges, interval),
      this.repo.fundingFigures(ids, { fromMs: range.startMs, toMs: end }, interval),
      this.repo.positions(ids, range.endMs),
    ]);
    const parts = [middle, raw.get('') ?? NO_FIGURES, funding.get('') ?? NO_FIGURES];
    const open = [...(await this.openPositions(positions, range.endMs)).values()].flat();
    const times = parts.flatMap((p) => p.times);
    const assets = parts.flatMap((p) => p.assets);
    for (const b of await this.foreignBuckets(ids, range, interval, parts)) {
      times.push({ bucketMs: b.bucketMs, figures: b });
      assets.push({ asset: b.asset, figures: b });
    }
    return assembleTotals(times, assets, open);
  }

  /**
   * Each account's analytics on its own, with a weekly series and no per-asset breakdown (the
   * series over all assets stands in for it): what figuresOf reads from them is exact.
   */
  private async headlines(
    ids: readonly string[],
    range: ResolvedRange,
  ): Promise<Map<string, AnalyticsResult>> {
    const time = plan(range.startMs, range.endMs + 1, WEEK_MS);
    const [middle, raw, funding, positions] = await Promise.all([
      time.rollups.length > 0
        ? this.repo.rollupFigures(ids, time.rollups, [], WEEK_MS, 'split')
        : new Map<string, Figures>(),
      this.repo.rawFigures(ids, time.edges, [], WEEK_MS, 'split'),
      this.repo.fundingFigures(
        ids,
        { fromMs: range.startMs, toMs: range.endMs + 1 },
        WEEK_MS,
        'split',
      ),
      this.repo.positions(ids, range.endMs),
    ]);
    const open = await this.openPositions(positions, range.endMs);
    const results = new Map<string, AnalyticsResult>();
    for (const id of ids) {
      const parts = [
        middle.get(id) ?? NO_FIGURES,
        raw.get(id) ?? NO_FIGURES,
        funding.get(id) ?? NO_FIGURES,
      ];
      const times = parts.flatMap((p) => p.times);
      for (const b of await this.foreignBuckets([id], range, WEEK_MS, parts)) {
        times.push({ bucketMs: b.bucketMs, figures: b });
      }
      const totals = times.map((t) => ({ asset: ALL_ASSETS, figures: t.figures }));
      results.set(id, assembleTotals(times, totals, open.get(id) ?? []));
    }
    return results;
  }

  /** Each account's open positions marked at `endMs`, one price read per asset and exchange. */
  private async openPositions(
    positions: readonly PositionRow[],
    endMs: number,
  ): Promise<Map<string, OpenPosition[]>> {
    const marks = new Map<string, Promise<number | null>>();
    const open = new Map<string, OpenPosition[]>();
    await Promise.all(
      positions.map(async (p) => {
        const key = `${p.asset}|${p.exchange}`;
        let mark = marks.get(key);
        if (!mark) marks.set(key, (mark = this.mark(p.asset, p.exchange, endMs)));
        const position: OpenPosition = {
          asset: p.asset,
          position: p.position_after,
          averagePrice: p.average_price_after,
          mark: await mark,
        };
        const list = open.get(p.account_id);
        if (list) list.push(position);
        else open.set(p.account_id, [position]);
      }),
    );
    return open;
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
    return this.cache.get(
      key,
      versions,
      async () =>
        (await this.repo.rollupFigures(ids, timeSpans, assetSpans, interval)).get('') ?? NO_FIGURES,
    );
  }

  /** The trades the sums left out because they need a price conversion, converted (rare). */
  private async foreignBuckets(
    ids: string[],
    range: ResolvedRange,
    interval: number,
    parts: readonly Figures[],
  ): Promise<AssetBucket[]> {
    if (!parts.some((p) => p.foreignCount > 0)) return [];
    const rows = await this.repo.foreignTrades(ids, {
      fromMs: range.startMs,
      toMs: range.endMs + 1,
    });
    const { prices } = this.marketData;
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
      const price = await this.marketData.prices.convert(1, asset, 'USD', {
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
