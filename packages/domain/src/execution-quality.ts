/**
 * Execution quality (issue 38): for each order a signal placed, how far its fill was from the
 * price the alert named (slippage) and how long each leg took — the alert's time to Pulso's
 * receipt (delivery), receipt to the signal's end (processing), and the alert to the fill. Pure:
 * the caller reads the signals and their trades.
 */
import Decimal from 'decimal.js';
import { REVIEW_MINIMUM_TRIPS } from './trip-statistics';

/** One executed signal, as recorded. */
export interface ExecutedSignal {
  side: 'buy' | 'sell';
  /** The alert's price ({{close}}; a working order's, its trigger). */
  alertPrice: string;
  fillPrice: string;
  alertAtMs: number;
  receivedAtMs: number;
  /** When the signal ended (null: not recorded, e.g. an imported fill). */
  finishedAtMs: number | null;
  executedAtMs: number;
}

/**
 * Basis points the fill was worse than the alert's price: positive paid more on a buy or got
 * less on a sell; negative was better. Rounded to 0.01 bp.
 */
export function slippageBps(side: 'buy' | 'sell', alertPrice: string, fillPrice: string): number {
  const alert = new Decimal(alertPrice);
  if (!alert.isFinite() || alert.lte(0)) return 0;
  const worse = new Decimal(fillPrice).minus(alert).div(alert).times(10_000);
  return (side === 'buy' ? worse : worse.neg()).toDecimalPlaces(2).toNumber();
}

/** A distribution's middle, its 95th percentile (nearest rank) and its worst, with its N. */
export interface Spread {
  n: number;
  /** Fewer than the review's minimum (REVIEW_MINIMUM_TRIPS): read it with care. */
  few: boolean;
  mean: number | null;
  median: number | null;
  p95: number | null;
  max: number | null;
}

export interface ExecutionSummary {
  /** Basis points, positive = worse than the alert. */
  slippageBps: Spread;
  /** Share (0–1) of fills at the alert's price or better; null without fills. */
  atOrBetter: number | null;
  /** Milliseconds: alert → receipt, receipt → end of processing, alert → fill. */
  deliveryMs: Spread;
  processingMs: Spread;
  alertToFillMs: Spread;
}

/** The value at `share` of the sorted values, nearest rank. */
const rank = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;

export function spread(values: readonly number[]): Spread {
  const n = values.length;
  const few = n < REVIEW_MINIMUM_TRIPS;
  if (n === 0) return { n, few, mean: null, median: null, p95: null, max: null };
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / n;
  return {
    n,
    few,
    mean: Math.round(mean * 100) / 100,
    median: rank(sorted, 0.5),
    p95: rank(sorted, 0.95),
    max: sorted[n - 1]!,
  };
}

export function executionSummary(signals: readonly ExecutedSignal[]): ExecutionSummary {
  const slips = signals.map((s) => slippageBps(s.side, s.alertPrice, s.fillPrice));
  return {
    slippageBps: spread(slips),
    atOrBetter:
      slips.length === 0
        ? null
        : Math.round((slips.filter((b) => b <= 0).length / slips.length) * 10_000) / 10_000,
    deliveryMs: spread(signals.map((s) => s.receivedAtMs - s.alertAtMs)),
    processingMs: spread(
      signals.flatMap((s) => (s.finishedAtMs === null ? [] : [s.finishedAtMs - s.receivedAtMs])),
    ),
    alertToFillMs: spread(signals.map((s) => s.executedAtMs - s.alertAtMs)),
  };
}
