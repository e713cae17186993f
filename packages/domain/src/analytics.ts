/**
 * Analytics of DESIGN §7, exactly: `assembleAnalytics` turns per-(asset, bucket) figures and the
 * open positions at the range end into the spec's responses. The server feeds it figures summed in
 * SQL from the trades' stored ledger state (and its hourly/daily rollups); the reference replay
 * (./analytics-reference, `analyzeTrades`) feeds it figures computed from the trades themselves,
 * so both paths share every derived number.
 *
 * Units: every amount is USD. Quotes USDT, USDC, BUSD, USD, DAI, TUSD count as USD; a trade in
 * another quote is converted at its time through `usdRate` (the server: candle prices).
 * Money leaves as decimal strings (at most 8 decimals); percentages as numbers (4 decimals).
 */
import Decimal from 'decimal.js';
import { LIMITS } from './constants';
import { AppError } from './errors';
import { MESSAGES } from './messages';

/** What one (asset, bucket) contributes; the SQL rollups hold exactly these sums. */
export interface BucketFigures {
  tradeCount: number;
  buyCount: number;
  sellCount: number;
  buyVolume: Decimal;
  sellVolume: Decimal;
  buyQuantity: Decimal;
  sellQuantity: Decimal;
  realized: Decimal;
  fees: Decimal;
  /** Funding payments of perpetual positions: received (+) or paid (−). Not trades. */
  funding: Decimal;
  closingCount: number;
  wins: number;
  losses: number;
  /** Best and worst realized PnL of a closing trade; null when none closed. */
  best: Decimal | null;
  worst: Decimal | null;
  /** Σ notional of position-opening and -increasing trades (the ROI denominator). */
  openedNotional: Decimal;
}

export interface AssetBucket extends BucketFigures {
  asset: string;
  /** Start of the grouping bucket, ms since epoch (buckets are aligned to the epoch). */
  bucketMs: number;
}

/** One account's open position in one asset at the range end, with the mark there (USD). */
export interface OpenPosition {
  asset: string;
  position: Decimal.Value;
  averagePrice: Decimal.Value;
  mark: Decimal.Value | null;
}

export const emptyFigures = (): BucketFigures => ({
  tradeCount: 0,
  buyCount: 0,
  sellCount: 0,
  buyVolume: new Decimal(0),
  sellVolume: new Decimal(0),
  buyQuantity: new Decimal(0),
  sellQuantity: new Decimal(0),
  realized: new Decimal(0),
  fees: new Decimal(0),
  funding: new Decimal(0),
  closingCount: 0,
  wins: 0,
  losses: 0,
  best: null,
  worst: null,
  openedNotional: new Decimal(0),
});

const maxOf = (a: Decimal | null, b: Decimal | null) =>
  a === null ? b : b === null ? a : Decimal.max(a, b);
const minOf = (a: Decimal | null, b: Decimal | null) =>
  a === null ? b : b === null ? a : Decimal.min(a, b);

/** Adds `b` into `a` (in place) and returns `a`. */
export function addFigures(a: BucketFigures, b: BucketFigures): BucketFigures {
  a.tradeCount += b.tradeCount;
  a.buyCount += b.buyCount;
  a.sellCount += b.sellCount;
  a.buyVolume = a.buyVolume.plus(b.buyVolume);
  a.sellVolume = a.sellVolume.plus(b.sellVolume);
  a.buyQuantity = a.buyQuantity.plus(b.buyQuantity);
  a.sellQuantity = a.sellQuantity.plus(b.sellQuantity);
  a.realized = a.realized.plus(b.realized);
  a.fees = a.fees.plus(b.fees);
  a.funding = a.funding.plus(b.funding);
  a.closingCount += b.closingCount;
  a.wins += b.wins;
  a.losses += b.losses;
  a.best = maxOf(a.best, b.best);
  a.worst = minOf(a.worst, b.worst);
  a.openedNotional = a.openedNotional.plus(b.openedNotional);
  return a;
}

/** A money amount as sent: at most 8 decimals, no exponent, no trailing zeros. */
export function money(value: Decimal.Value): string {
  const fixed = new Decimal(value).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
  const text = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return text === '-0' ? '0' : text;
}

/** A percentage as sent: a number with at most 4 decimals; 0 when the denominator is 0. */
export function percent(numerator: Decimal.Value, denominator: Decimal.Value): number {
  const d = new Decimal(denominator);
  if (d.isZero()) return 0;
  return new Decimal(numerator)
    .div(d)
    .times(100)
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
    .toNumber();
}

export interface PnlData {
  totalPnL: string;
  roi: number;
  realized: string;
  unrealized: string;
  fees: string;
  /** Funding received (+) or paid (−) by perpetual positions in the range. */
  funding: string;
  totalInvested: string;
}

export interface PerformanceStats {
  winRate: number;
  wins: number;
  losses: number;
  closingTrades: number;
  bestTrade: string | null;
  worstTrade: string | null;
  maxDrawdown: string;
}

export interface TimeSeriesPoint {
  /** Bucket start, ms since epoch. */
  time: number;
  realizedPnl: string;
  fees: string;
  funding: string;
  /** Running Σ (realized − fees + funding) from the range start through this bucket. */
  cumulativePnl: string;
  tradeCount: number;
  volume: string;
}

export interface VolumeData {
  tradeCount: number;
  totalVolume: string;
  buyVolume: string;
  sellVolume: string;
  buyCount: number;
  sellCount: number;
}

export interface AssetAllocationItem {
  asset: string;
  totalInvested: string;
  totalSold: string;
  netPosition: string;
  currentValue: string;
  averageBuyPrice: string;
  averageSellPrice: string;
  buyCount: number;
  sellCount: number;
  realizedPnl: string;
  unrealizedPnl: string;
  fees: string;
  funding: string;
  allocationPercentage: number;
  totalReturn: string;
  totalReturnPercentage: number;
}

export interface AnalyticsResult {
  pnlData: PnlData;
  performanceStats: PerformanceStats;
  timeSeriesData: TimeSeriesPoint[];
  volumeData: VolumeData;
  assetAllocation: AssetAllocationItem[];
  topAssets: AssetAllocationItem[];
}

/**
 * The spec's responses from per-(asset, bucket) figures of the range's trades and the open
 * positions at the range end (one entry per account and asset; several accounts add up).
 */
export function assembleAnalytics(
  buckets: readonly AssetBucket[],
  positions: readonly OpenPosition[],
): AnalyticsResult {
  return assembleTotals(
    buckets.map((b) => ({ bucketMs: b.bucketMs, figures: b })),
    buckets.map((b) => ({ asset: b.asset, figures: b })),
    positions,
  );
}

/** Figures of one grouping bucket (all assets) or of one asset (all buckets). */
export interface TimeTotal {
  bucketMs: number;
  figures: BucketFigures;
}
export interface AssetTotal {
  asset: string;
  figures: BucketFigures;
}

/**
 * As assembleAnalytics, from the two marginals (per bucket over all assets, per asset over all
 * buckets; entries with the same key add up): what SQL's GROUPING SETS ((asset), (bucket)) gives.
 */
export function assembleTotals(
  timeTotals: readonly TimeTotal[],
  assetTotals: readonly AssetTotal[],
  positions: readonly OpenPosition[],
): AnalyticsResult {
  const total = emptyFigures();
  const byTime = new Map<number, BucketFigures>();
  const byAsset = new Map<string, BucketFigures>();
  for (const t of timeTotals)
    addFigures(byTime.get(t.bucketMs) ?? setGet(byTime, t.bucketMs), t.figures);
  for (const a of assetTotals) {
    addFigures(total, a.figures);
    addFigures(byAsset.get(a.asset) ?? setGet(byAsset, a.asset), a.figures);
  }

  const held = new Map<string, { position: Decimal; value: Decimal; unrealized: Decimal }>();
  let unrealizedTotal = new Decimal(0);
  for (const p of positions) {
    const position = new Decimal(p.position);
    if (position.isZero()) continue;
    if (p.mark === null) {
      throw new AppError('BAD_REQUEST', MESSAGES.conversion.cannotConvert(p.asset, 'USD'));
    }
    const mark = new Decimal(p.mark);
    const unrealized = position.times(mark.minus(p.averagePrice));
    unrealizedTotal = unrealizedTotal.plus(unrealized);
    const entry = held.get(p.asset) ?? {
      position: new Decimal(0),
      value: new Decimal(0),
      unrealized: new Decimal(0),
    };
    held.set(p.asset, {
      position: entry.position.plus(position),
      value: entry.value.plus(position.times(mark)),
      unrealized: entry.unrealized.plus(unrealized),
    });
  }

  const totalPnL = total.realized.plus(unrealizedTotal).minus(total.fees).plus(total.funding);
  const pnlData: PnlData = {
    totalPnL: money(totalPnL),
    roi: percent(totalPnL, total.openedNotional),
    realized: money(total.realized),
    unrealized: money(unrealizedTotal),
    fees: money(total.fees),
    funding: money(total.funding),
    totalInvested: money(total.openedNotional),
  };

  let cumulative = new Decimal(0);
  let peak = new Decimal(0);
  let drawdown = new Decimal(0);
  const timeSeriesData = [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, f]): TimeSeriesPoint => {
      cumulative = cumulative.plus(f.realized).minus(f.fees).plus(f.funding);
      peak = Decimal.max(peak, cumulative);
      drawdown = Decimal.max(drawdown, peak.minus(cumulative));
      return {
        time,
        realizedPnl: money(f.realized),
        fees: money(f.fees),
        funding: money(f.funding),
        cumulativePnl: money(cumulative),
        tradeCount: f.tradeCount,
        volume: money(f.buyVolume.plus(f.sellVolume)),
      };
    });

  const performanceStats: PerformanceStats = {
    winRate: percent(total.wins, total.closingCount),
    wins: total.wins,
    losses: total.losses,
    closingTrades: total.closingCount,
    bestTrade: total.best === null ? null : money(total.best),
    worstTrade: total.worst === null ? null : money(total.worst),
    maxDrawdown: money(drawdown),
  };

  const volumeData: VolumeData = {
    tradeCount: total.tradeCount,
    totalVolume: money(total.buyVolume.plus(total.sellVolume)),
    buyVolume: money(total.buyVolume),
    sellVolume: money(total.sellVolume),
    buyCount: total.buyCount,
    sellCount: total.sellCount,
  };

  const assets = new Set([...byAsset.keys(), ...held.keys()]);
  const grossValue = [...held.values()].reduce((s, h) => s.plus(h.value.abs()), new Decimal(0));
  const rows = [...assets].map((asset) => {
    const f = byAsset.get(asset) ?? emptyFigures();
    const h = held.get(asset) ?? {
      position: new Decimal(0),
      value: new Decimal(0),
      unrealized: new Decimal(0),
    };
    const totalReturn = f.realized.plus(h.unrealized).minus(f.fees).plus(f.funding);
    const item: AssetAllocationItem = {
      asset,
      totalInvested: money(f.openedNotional),
      totalSold: money(f.sellVolume),
      netPosition: money(h.position),
      currentValue: money(h.value),
      averageBuyPrice: money(f.buyQuantity.isZero() ? 0 : f.buyVolume.div(f.buyQuantity)),
      averageSellPrice: money(f.sellQuantity.isZero() ? 0 : f.sellVolume.div(f.sellQuantity)),
      buyCount: f.buyCount,
      sellCount: f.sellCount,
      realizedPnl: money(f.realized),
      unrealizedPnl: money(h.unrealized),
      fees: money(f.fees),
      funding: money(f.funding),
      allocationPercentage: percent(h.value.abs(), grossValue),
      totalReturn: money(totalReturn),
      totalReturnPercentage: percent(totalReturn, f.openedNotional),
    };
    return { item, value: h.value.abs() };
  });
  rows.sort((a, b) => b.value.comparedTo(a.value) || a.item.asset.localeCompare(b.item.asset));
  const assetAllocation = rows.map((r) => r.item);
  const topAssets = rows
    .filter((r) => !r.value.isZero())
    .slice(0, LIMITS.topAssets)
    .map((r) => r.item);

  return { pnlData, performanceStats, timeSeriesData, volumeData, assetAllocation, topAssets };
}

function setGet<K>(map: Map<K, BucketFigures>, key: K): BucketFigures {
  const f = emptyFigures();
  map.set(key, f);
  return f;
}
