/**
 * The reference analytics of DESIGN §7: `analyzeTrades` replays the ledger over all history in
 * USD, takes the range's trades and funding into buckets and marks the positions at the range
 * end, then hands them to `assembleAnalytics` (./analytics), the assembly the server's SQL path
 * uses too. The server's figures are tested against it; the per-trade figures (`tradeFigures`,
 * `fundingFigures`) and USD conversions are shared with the server's ledger.
 */
import Decimal from 'decimal.js';
import { bucketStart, groupingIntervalMs, isStableCoin } from './constants';
import { applyTrade, FLAT, type LedgerState } from './ledger';
import { AppError } from './errors';
import { MESSAGES } from './messages';
import {
  assembleAnalytics,
  emptyFigures,
  type AnalyticsResult,
  type AssetBucket,
  type BucketFigures,
  type OpenPosition,
} from './analytics';

export interface AnalyticsTrade {
  /** Ledgers are per account and asset; defaults to one account. */
  accountId?: string;
  asset: string;
  quoteAsset: string;
  side: 'buy' | 'sell';
  amount: Decimal.Value;
  price: Decimal.Value;
  fee?: Decimal.Value;
  feeAsset?: string;
  executedAtMs: number;
}

/** USD value of one `asset` at `atMs` (for non-USD quotes and fees); undefined when unknown. */
export type UsdRate = (asset: string, atMs: number) => Decimal.Value | undefined;

/** The figures of one trade, given its ledger step, all in USD. */
export function tradeFigures(
  side: 'buy' | 'sell',
  amount: Decimal.Value,
  priceUsd: Decimal.Value,
  feeUsd: Decimal.Value,
  step: { realized: Decimal.Value; closing: boolean; openedNotional: Decimal.Value },
): BucketFigures {
  const f = emptyFigures();
  const quantity = new Decimal(amount);
  const notional = quantity.times(priceUsd);
  const realized = new Decimal(step.realized);
  f.tradeCount = 1;
  if (side === 'buy') {
    f.buyCount = 1;
    f.buyVolume = notional;
    f.buyQuantity = quantity;
  } else {
    f.sellCount = 1;
    f.sellVolume = notional;
    f.sellQuantity = quantity;
  }
  f.realized = realized;
  f.fees = new Decimal(feeUsd);
  f.openedNotional = new Decimal(step.openedNotional);
  if (step.closing) {
    f.closingCount = 1;
    if (realized.gt(0)) f.wins = 1;
    if (realized.lt(0)) f.losses = 1;
    f.best = realized;
    f.worst = realized;
  }
  return f;
}

/** A funding payment of a perpetual position (USD; received positive, paid negative). */
export interface AnalyticsFunding {
  asset: string;
  amountUsd: Decimal.Value;
  paidAtMs: number;
}

/** The figures of one funding payment: no trade, only its amount. */
export function fundingFigures(amountUsd: Decimal.Value): BucketFigures {
  const f = emptyFigures();
  f.funding = new Decimal(amountUsd);
  return f;
}

function rateOf(asset: string, atMs: number, usdRate: UsdRate | undefined): Decimal {
  if (isStableCoin(asset)) return new Decimal(1);
  const rate = usdRate?.(asset, atMs);
  if (rate === undefined)
    throw new AppError('BAD_REQUEST', MESSAGES.conversion.cannotConvert(asset, 'USD'));
  return new Decimal(rate);
}

/** A trade's price in USD: its quote converted at its time. */
export function priceInUsd(trade: AnalyticsTrade, usdRate?: UsdRate): Decimal {
  return new Decimal(trade.price).times(rateOf(trade.quoteAsset, trade.executedAtMs, usdRate));
}

/** A trade's fee in USD: a fee in the base asset is worth the trade price; others convert. */
export function feeInUsd(trade: AnalyticsTrade, usdRate?: UsdRate): Decimal {
  const fee = new Decimal(trade.fee ?? 0);
  if (fee.isZero()) return fee;
  const asset = trade.feeAsset ?? trade.quoteAsset;
  if (asset === trade.asset) return fee.times(priceInUsd(trade, usdRate));
  return fee.times(rateOf(asset, trade.executedAtMs, usdRate));
}

export interface AnalyzeOptions {
  startMs: number;
  endMs: number;
  grouping: string;
  /** USD mark of one asset at the range end (the last candle close there). */
  mark: (asset: string) => Decimal.Value | undefined;
  usdRate?: UsdRate;
  /** Funding payments of the accounts' perpetual positions (those in the range count). */
  funding?: readonly AnalyticsFunding[];
}

/**
 * The reference analytics of DESIGN §7: the ledger over all history (per account and asset, in
 * time order, in USD); the range [startMs, endMs] selects the trades whose realized PnL, fees,
 * volume and counts are reported; positions are those after the last trade ≤ endMs, marked there.
 */
export function analyzeTrades(
  trades: readonly AnalyticsTrade[],
  options: AnalyzeOptions,
): AnalyticsResult {
  const interval = groupingIntervalMs(options.grouping);
  const ordered = trades
    .map((t, i) => ({ t, i }))
    .sort((a, b) => a.t.executedAtMs - b.t.executedAtMs || a.i - b.i)
    .map(({ t }) => t);
  const ledgers = new Map<string, { asset: string; state: LedgerState }>();
  const buckets: AssetBucket[] = [];
  for (const trade of ordered) {
    if (trade.executedAtMs > options.endMs) break;
    const key = `${trade.accountId ?? ''}\u0000${trade.asset}`;
    const ledger = ledgers.get(key) ?? { asset: trade.asset, state: FLAT };
    const priceUsd = priceInUsd(trade, options.usdRate);
    const step = applyTrade(ledger.state, {
      side: trade.side,
      quantity: trade.amount,
      price: priceUsd,
    });
    ledger.state = step.state;
    ledgers.set(key, ledger);
    if (trade.executedAtMs < options.startMs) continue;
    const figures = tradeFigures(
      trade.side,
      trade.amount,
      priceUsd,
      feeInUsd(trade, options.usdRate),
      step,
    );
    buckets.push({
      ...figures,
      asset: trade.asset,
      bucketMs: bucketStart(trade.executedAtMs, interval),
    });
  }
  for (const payment of options.funding ?? []) {
    if (payment.paidAtMs < options.startMs || payment.paidAtMs > options.endMs) continue;
    buckets.push({
      ...fundingFigures(payment.amountUsd),
      asset: payment.asset,
      bucketMs: bucketStart(payment.paidAtMs, interval),
    });
  }
  const positions: OpenPosition[] = [...ledgers.values()].map(({ asset, state }) => ({
    asset,
    position: state.position,
    averagePrice: state.averagePrice,
    mark: state.position.isZero() ? null : (options.mark(asset) ?? null),
  }));
  return assembleAnalytics(buckets, positions);
}
