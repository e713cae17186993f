/**
 * Excursions (issue 38): how far a closed round trip went against it (MAE, maximum adverse
 * excursion) and for it (MFE, maximum favourable excursion) while it was open, read from the
 * market's candles.
 *
 * - Only bars wholly inside the trip count, with the entry and exit prices themselves: a price
 *   from before the entry or after the exit never counts, so a trip shorter than one bar reads
 *   its entry and exit only (MAE and MFE then come from those two prices).
 * - The bar is the finest of EXCURSION_GROUPINGS that covers the trip in at most
 *   EXCURSION_BARS_MAX bars: a long hold reads coarser bars (and its partial first and last bars
 *   are left out), which the answer says with its grouping.
 * - A bar the market does not have is counted as missing, never filled in.
 * - Money is at the trip's full size (every scale-in) from its average entry, in USD through the
 *   opening fill's quote price; R divides it by the trip's planned risk (its R's denominator).
 */
import Decimal from 'decimal.js';
import { GROUPING_INTERVAL_SECONDS, type Grouping } from './constants';
import type { TripSide } from './round-trips';

export const EXCURSION_BARS_MAX = 240;
export const EXCURSION_GROUPINGS = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;

export interface Excursion {
  /** The bars read. */
  grouping: Grouping;
  /** Bars wholly inside the trip that the market has, and those it has not (a gap). */
  bars: number;
  missingBars: number;
  /** The worst and the best price reached (the quote's units, as the candles). */
  maePrice: string;
  mfePrice: string;
  /** USD: the most the open trip was down (≤ 0) and up (≥ 0). */
  mae: string;
  mfe: string;
  /** The same over the trip's planned risk, when a stop was known. */
  maeR?: string;
  mfeR?: string;
}

/** What an excursion needs of a trip. */
export interface ExcursionTrip {
  side: TripSide;
  openedAtMs: number;
  closedAtMs: number;
  /** Quantity entered; average entry and exit prices in the quote's units. */
  quantity: string;
  entryPrice: string;
  exitPrice: string;
  /** USD per unit of the quote (the opening fill's). */
  usdPerQuote: string;
  /** USD the trip stood to lose at its planned stop; absent without one. */
  riskUsd?: string | undefined;
}

/** A candle as excursions read it: its open time and range. */
export interface ExcursionBar {
  openTime: number;
  high: number;
  low: number;
}

const barMs = (grouping: Grouping) => GROUPING_INTERVAL_SECONDS[grouping] * 1000;

/** The bars a trip of this hold reads. */
export function excursionGrouping(holdMs: number): Grouping {
  return (
    EXCURSION_GROUPINGS.find((g) => holdMs / barMs(g) <= EXCURSION_BARS_MAX) ??
    EXCURSION_GROUPINGS.at(-1)!
  );
}

/** The open times of the bars wholly inside [fromMs, toMs]: the first and how many. */
export function barsInside(
  fromMs: number,
  toMs: number,
  grouping: Grouping,
): { first: number; count: number } {
  const size = barMs(grouping);
  const first = Math.ceil(fromMs / size) * size;
  return { first, count: Math.max(0, Math.floor((toMs - first) / size)) };
}

const money = (d: Decimal) => d.toDecimalPlaces(8).toFixed();

/** A trip's excursion over the bars of `grouping` (any others are ignored). */
export function tripExcursion(
  trip: ExcursionTrip,
  grouping: Grouping,
  candles: readonly ExcursionBar[],
): Excursion {
  const { first, count } = barsInside(trip.openedAtMs, trip.closedAtMs, grouping);
  const size = barMs(grouping);
  const inside = candles.filter(
    (c) =>
      c.openTime >= first && c.openTime < first + count * size && (c.openTime - first) % size === 0,
  );
  const seen = new Set(inside.map((c) => c.openTime)).size;
  const entry = new Decimal(trip.entryPrice);
  const exit = new Decimal(trip.exitPrice);
  let low = Decimal.min(entry, exit);
  let high = Decimal.max(entry, exit);
  for (const c of inside) {
    if (Number.isFinite(c.low) && c.low < low.toNumber()) low = new Decimal(c.low);
    if (Number.isFinite(c.high) && c.high > high.toNumber()) high = new Decimal(c.high);
  }
  const [worst, best] = trip.side === 'long' ? [low, high] : [high, low];
  const direction = trip.side === 'long' ? 1 : -1;
  const usd = (price: Decimal) =>
    price.minus(entry).times(direction).times(trip.quantity).times(trip.usdPerQuote);
  const mae = usd(worst);
  const mfe = usd(best);
  const excursion: Excursion = {
    grouping,
    bars: seen,
    missingBars: count - seen,
    maePrice: money(worst),
    mfePrice: money(best),
    mae: money(mae),
    mfe: money(mfe),
  };
  if (trip.riskUsd !== undefined && !new Decimal(trip.riskUsd).isZero()) {
    excursion.maeR = money(mae.div(trip.riskUsd));
    excursion.mfeR = money(mfe.div(trip.riskUsd));
  }
  return excursion;
}
