import {
  ALL_TIME_PERIOD,
  AppError,
  Decimal,
  isStableCoin,
  assembleAnalytics,
  assembleTotals,
  bucketStart,
  groupingIntervalMs,
  periodFor,
  plan,
  resolveRange,
  WEEK_MS,
  type ResolvedRange,
  type RollupSpan,
  isExchangeCode,
  tradeFigures,
  type UnpricedAsset,
  type AnalyticsResult,
  type AssetBucket,
  type CustomDateRange,
  type AccountFigures,
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

/** The accounts a request names (none: all the caller's own). */
export type AccountsAsked = Pick<AnalyticsInput, 'accountId' | 'accountIds'>;

export interface Analysis extends Priced {
  dateRange: { startDate: string; endDate: string };
  grouping: Grouping;
}

/** Figures, and the coins without a USD price they leave out (present only when some are). */
export type Priced = AnalyticsResult & { unpriced?: UnpricedAsset[] };

/** What the coins without a price left out, per coin (DESIGN §7's structured caveat). */
class Gaps {
  private readonly byAsset = new Map<
    string,
    { trades: number; fee: Decimal; position?: Decimal; funding?: Decimal }
  >();

  private entry(asset: string) {
    let e = this.byAsset.get(asset);
    if (!e) this.byAsset.set(asset, (e = { trades: 0, fee: new Decimal(0) }));
    return e;
  }

  trade(asset: string, fee: Decimal.Value): void {
    const e = this.entry(asset);
    e.trades++;
    e.fee = e.fee.plus(fee);
  }

  position(asset: string, position: Decimal.Value): void {
    const e = this.entry(asset);
    e.position = (e.position ?? new Decimal(0)).plus(position);
  }

  funding(parts: readonly Figures[]): void {
    for (const { currency, amount } of parts.flatMap((p) => p.unconvertedFunding ?? [])) {
      const e = this.entry(currency);
      e.funding = (e.funding ?? new Decimal(0)).plus(amount);
    }
  }

  /** The caveat, by coin; undefined when nothing lacks a price. */
  list(): UnpricedAsset[] | undefined {
    if (this.byAsset.size === 0) return undefined;
    return [...this.byAsset.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([asset, e]) => ({
        asset,
        trades: e.trades,
        fee: e.fee.toFixed(),
        ...(e.position ? { position: e.position.toFixed() } : {}),
        ...(e.funding ? { funding: e.funding.toFixed() } : {}),
      }));
  }
}

/** The result with its caveat, when there is one. */
const withGaps = (result: AnalyticsResult, gaps: Gaps): Priced => {
  const unpriced = gaps.list();
  return unpriced ? { ...result, unpriced } : result;
};

/** Open positions whose coin has no mark are left out of the unrealized PnL, and reported. */
function marked(positions: readonly OpenPosition[], gaps: Gaps): OpenPosition[] {
  return positions.filter((p) => {
    if (p.mark !== null || new Decimal(p.position).isZero()) return true;
    gaps.position(p.asset, p.position);
    return false;
  });
}

const notFound = () => new AppError('NOT_FOUND', 'Cuenta no encontrada');
const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;

/** Per-asset totals of a range holding every trade: the all-time rollup rows (bucket 0). */
const ALL_TIME_PLAN = {
  edges: [],
  rollups: [{ periodMs: ALL_TIME_PERIOD, fromMs: 0, toMs: 1 }],
} as const satisfies ReturnType<typeof plan>;

/** How long a mark of the open minute (or a missing one) is reused: as the leaderboard's stamp. */
const MARK_TTL_MS = 1000;

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
  /** Marks by asset|exchange|minute, each kept until `until` (see `mark`). */
  private readonly marks = new Map<string, { price: number | null; until: number }>();

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
  async readableAccounts(user: AuthUser, input: AccountsAsked): Promise<string[]> {
    const asked = input.accountIds ?? (input.accountId ? [input.accountId] : undefined);
    if (!asked) return this.repo.ownAccountIds(user.id);
    const rows = await this.repo.accounts(asked);
    const allowed = new Set(
      rows.filter((r) => canManageAccount(user, { ownerId: r.owner_id })).map((r) => r.id),
    );
    if (asked.some((id) => !allowed.has(id))) throw notFound();
    return asked;
  }

  /** A user's own live accounts (Telegram's /pnl asks for them on the user's behalf). */
  ownAccountIds(ownerId: string): Promise<string[]> {
    return this.repo.ownAccountIds(ownerId);
  }

  /** The accounts anyone may analyse: public, active, with public stats. */
  async publicAccounts(input: AccountsAsked): Promise<string[]> {
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

  /**
   * The best public accounts with publicStats by ROI over a timeframe: what every visitor's home
   * page loads. One computation is shared by every visitor until a public account changes (the
   * change clock), one of their trades is written (their aggregate versions, bumped in the
   * trade's transaction), or a second passes (a rolling window's start and the marks move with
   * time): a trade shows on the next read after its commit, as the live stream tells pages to.
   */
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
  async figuresOf(
    accountIds: readonly string[],
    range: ResolvedRange,
  ): Promise<Map<string, AccountFigures>> {
    const unique = [...new Set(accountIds)];
    const results = new Map<string, Priced>();
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
          ...(r.unpriced ? { unpriced: r.unpriced } : {}),
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
  ): Promise<Priced> {
    const ids = [...new Set(accountIds)].sort();
    if (ids.length === 0) return assembleAnalytics([], []);
    const interval = groupingIntervalMs(grouping);
    const end = range.endMs + 1; // half-open from here on
    // Time series: periods that tile the grouping; asset totals: the all-time rows when the range
    // holds every trade, else the coarsest periods there are.
    const time = plan(range.startMs, end, periodFor(interval));
    const [versions, whole] = await Promise.all([
      this.repo.versions(ids),
      this.repo.holdsEveryTrade(ids, range.startMs, range.endMs),
    ]);
    const asset = whole ? ALL_TIME_PLAN : plan(range.startMs, end, WEEK_MS);
    const [middle, raw, funding, positions] = await Promise.all([
      this.middle(ids, versions, time.rollups, asset.rollups, interval),
      this.repo.rawFigures(ids, time.edges, asset.edges, interval),
      this.repo.fundingFigures(ids, { fromMs: range.startMs, toMs: end }, interval),
      this.repo.positions(ids, range.endMs),
    ]);
    const parts = [middle, raw.get('') ?? NO_FIGURES, funding.get('') ?? NO_FIGURES];
    const gaps = new Gaps();
    gaps.funding(parts);
    const open = marked(
      [...(await this.openPositions(positions, range.endMs)).values()].flat(),
      gaps,
    );
    const times = parts.flatMap((p) => p.times);
    const assets = parts.flatMap((p) => p.assets);
    for (const b of await this.foreignBuckets(ids, range, interval, parts, gaps)) {
      times.push({ bucketMs: b.bucketMs, figures: b });
      assets.push({ asset: b.asset, figures: b });
    }
    return withGaps(assembleTotals(times, assets, open), gaps);
  }

  /**
   * Each account's analytics on its own, with a weekly series and no per-asset breakdown (the
   * series over all assets stands in for it): what figuresOf reads from them is exact.
   */
  private async headlines(
    ids: readonly string[],
    range: ResolvedRange,
  ): Promise<Map<string, Priced>> {
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
    const results = new Map<string, Priced>();
    for (const id of ids) {
      // Each account's gaps are its own: they never change another account's figures.
      const gaps = new Gaps();
      const parts = [
        middle.get(id) ?? NO_FIGURES,
        raw.get(id) ?? NO_FIGURES,
        funding.get(id) ?? NO_FIGURES,
      ];
      gaps.funding(parts);
      const times = parts.flatMap((p) => p.times);
      for (const b of await this.foreignBuckets([id], range, WEEK_MS, parts, gaps)) {
        times.push({ bucketMs: b.bucketMs, figures: b });
      }
      const totals = times.map((t) => ({ asset: ALL_ASSETS, figures: t.figures }));
      const positions = marked(open.get(id) ?? [], gaps);
      results.set(id, withGaps(assembleTotals(times, totals, positions), gaps));
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
          // A book counted partly in an unpriced quote has no USD average: left unmarked.
          mark: p.unpriced_quote ? null : await mark,
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

  /**
   * The trades the sums left out because a USD value was not stored when they were written (no
   * price then), converted now at their exchange's price at their time if the market has learnt
   * one (rare). What still has no price is left out and reported in `gaps`: a trade whose quote
   * has none, or only the fee of a trade whose fee coin has none.
   */
  private async foreignBuckets(
    ids: string[],
    range: ResolvedRange,
    interval: number,
    parts: readonly Figures[],
    gaps: Gaps,
  ): Promise<AssetBucket[]> {
    if (!parts.some((p) => p.foreignCount > 0)) return [];
    const rows = await this.repo.foreignTrades(ids, {
      fromMs: range.startMs,
      toMs: range.endMs + 1,
    });
    const { prices } = this.marketData;
    const rates = new Map<string, Promise<number | null>>();
    const rate = (asset: string, exchange: string, at: number) => {
      if (isStableCoin(asset)) return Promise.resolve(1);
      const key = `${asset}|${exchange}|${floorTo(at, 60_000)}`;
      let known = rates.get(key);
      if (!known) rates.set(key, (known = prices.usdRate(asset, exchange, at)));
      return known;
    };
    const buckets: AssetBucket[] = [];
    for (const row of rows) {
      const at = Number(row.executed_at_ms);
      let priceUsd: Decimal | null = null;
      if (row.ledger_price !== null) priceUsd = new Decimal(row.ledger_price);
      else {
        const r = await rate(row.quote_asset, row.exchange, at);
        if (r !== null) priceUsd = new Decimal(row.price).times(r);
      }
      if (priceUsd === null) {
        gaps.trade(row.quote_asset, row.fee_asset === row.quote_asset ? row.fee : 0);
        continue;
      }
      let feeUsd: Decimal | null = null;
      const fee = new Decimal(row.fee);
      if (row.fee_usd !== null) feeUsd = new Decimal(row.fee_usd);
      else if (fee.isZero()) feeUsd = fee;
      else if (row.fee_asset === row.asset) feeUsd = fee.times(priceUsd);
      else if (row.fee_asset === row.quote_asset && !new Decimal(row.price).isZero()) {
        feeUsd = fee.times(priceUsd).div(row.price);
      } else {
        const r = await rate(row.fee_asset, row.exchange, at);
        if (r !== null) feeUsd = fee.times(r);
      }
      if (feeUsd === null) gaps.trade(row.fee_asset, fee);
      const figures = tradeFigures(row.type, row.amount, priceUsd, feeUsd ?? 0, {
        realized: row.realized_pnl,
        closing: row.is_closing,
        openedNotional: row.opened_notional,
      });
      buckets.push({ ...figures, asset: row.asset, bucketMs: bucketStart(at, interval) });
    }
    return buckets;
  }

  /**
   * USD close of the minute holding `at` (null: no price connects the coin to USD). A closed
   * minute's price is kept for good; the open minute's, and a missing price, for MARK_TTL_MS:
   * the figures a page asks for at once (pnl, allocation, volume) mark each coin once.
   */
  private async mark(asset: string, exchange: string, at: number): Promise<number | null> {
    const now = this.clock();
    const minute = floorTo(at, 60_000);
    const key = `${asset}|${exchange}|${minute}`;
    const known = this.marks.get(key);
    if (known && known.until > now) return known.price;
    let price: number | null;
    try {
      price = await this.marketData.prices.convert(1, asset, 'USD', {
        exchange: isExchangeCode(exchange) ? exchange : 'binance',
        at,
      });
    } catch {
      price = null; // left out of the unrealized PnL and reported unpriced (marked())
    }
    const closed = price !== null && minute + 60_000 <= now;
    if (this.marks.size > 5000) this.marks.clear();
    this.marks.set(key, { price, until: closed ? Infinity : now + MARK_TTL_MS });
    return price;
  }
}
