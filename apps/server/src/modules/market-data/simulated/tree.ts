/**
 * The simulated market is a tree of candles generated top-down: a week splits into 7 days, a day
 * into 6 × 4h, ..., 30 s into 30 × 1 s. Each split keeps its parent exactly — the first child
 * opens at the parent's open, the last closes at its close, one child reaches its high and one
 * its low, and the children's volumes (whole lots) add up to its volume — so any candle equals
 * the aggregate of the finer candles inside it, bit for bit, and a candle of any size costs only
 * the path from its week down to it, never the seconds inside it.
 *
 * Inside a split the path is a Brownian bridge (in log price) pinned at the open, the close and
 * points near the high and the low; each child's own high and low are drawn from the exact
 * distribution of a Brownian bridge's extremes. Randomness is a hash of (seed, time, tag).
 */
import { Draw, tag } from './draws';
import { placeExtremes } from './extremes';
import { normal, uniform } from './random';

/** Candle sizes of the tree's levels, in seconds: week, day, 4h, 1h, 15m, 5m, 1m, 30s, 1s. */
export const LEVEL_SECONDS = [604_800, 86_400, 14_400, 3_600, 900, 300, 60, 30, 1] as const;
export const LEAF_LEVEL = LEVEL_SECONDS.length - 1;

export interface SimNode {
  level: number;
  /** Epoch seconds. */
  start: number;
  /** The market's USD price path, unrounded. */
  open: number;
  high: number;
  low: number;
  close: number;
  /** Volume in whole lots, so sums are exact. */
  lots: number;
  /** Volatility of log price per √second inside this node. */
  sigma: number;
}

export interface PathSeeds {
  /** The coin's own shocks. */
  coin: number;
  /** Shocks shared by every coin (correlation). */
  market: number;
  /** Weight of the shared shocks; the coin's weight is √(1 − rho²). */
  rho: number;
  /** Volume noise of one market (coin × quote × exchange). */
  volume: number;
}

function correlated(s: PathSeeds, t: number, tg: number): number {
  return s.rho * normal(s.market, t, tg) + Math.sqrt(1 - s.rho * s.rho) * normal(s.coin, t, tg);
}

/**
 * The highest (sign 1) or lowest (sign −1) point of a Brownian bridge from a to b of variance v,
 * by inverting P(max > m) = exp(−2(m − a)(m − b)/v) at the uniform u.
 */
export function bridgeExtreme(a: number, b: number, variance: number, u: number, sign: 1 | -1) {
  return (a + b + sign * Math.sqrt((b - a) * (b - a) - 2 * variance * Math.log(u))) / 2;
}

/** Hour-of-day and weekend activity, so volume has the market's daily rhythm. */
function seasonality(start: number, seconds: number): number {
  if (seconds >= 86_400) {
    const weekday = (Math.floor(start / 86_400) + 3) % 7; // 0 = Monday
    return weekday >= 5 ? 0.7 : 1;
  }
  const hour = (start % 86_400) / 3_600;
  return 1 + 0.35 * Math.cos((2 * Math.PI * (hour - 15)) / 24);
}

// Scratch space for one split at a time (split is not re-entrant): no allocation per split
// but the children themselves. Index 0 is the open boundary; children are 1 … n (n ≤ 30).
const SIZE = 31;
const sigmas = new Float64Array(SIZE);
const x = new Float64Array(SIZE);
const pinned = new Uint8Array(SIZE);
const bounds = new Float64Array(SIZE);
const highs = new Float64Array(SIZE);
const lows = new Float64Array(SIZE);
const weights = new Float64Array(SIZE);
const lots = new Float64Array(SIZE);
const walk = new Float64Array(SIZE);

export function split(node: SimNode, s: PathSeeds): SimNode[] {
  const { level, start: t, open: O, high: H, low: L, close: C } = node;
  const childSeconds = LEVEL_SECONDS[level + 1]!;
  const n = LEVEL_SECONDS[level]! / childSeconds;
  const lh = Math.log(H);
  const ll = Math.log(L);
  const rootSeconds = Math.sqrt(childSeconds);
  for (let i = 1; i <= n; i++) {
    const shock = normal(s.coin, t, tag(level, Draw.ChildVol, i));
    sigmas[i] = node.sigma * Math.exp(0.2 * shock - 0.02) * rootSeconds;
  }

  // Pinned points of the path (log prices at child boundaries): open, close, and a little inside
  // the high and the low (the children holding them reach them).
  pinned.fill(0, 0, n + 1);
  x[0] = Math.log(O);
  x[n] = Math.log(C);
  pinned[0] = pinned[n] = 1;
  const step = node.sigma * rootSeconds;
  const highLevel =
    H > Math.max(O, C) ? Math.max(ll, lh - depth(s, t, level, Draw.HighDepth, step)) : undefined;
  const lowLevel =
    L < Math.min(O, C) ? Math.min(lh, ll + depth(s, t, level, Draw.LowDepth, step)) : undefined;
  const slots = placeExtremes(
    n,
    x[0]!,
    x[n]!,
    { high: highLevel, low: lowLevel },
    step * step,
    s.coin,
    t,
    level,
  );
  const jH = slots.high;
  const jL = slots.low;
  if (jH > 0) [x[jH], pinned[jH]] = [highLevel!, 1];
  if (jL > 0) [x[jL], pinned[jL]] = [lowLevel!, 1];

  for (let p = 0, q = 1; q <= n; q++) {
    if (!pinned[q]) continue;
    if (q - p > 1) fillBridge(p, q, lh, ll, s, t, level);
    p = q;
  }

  bounds[0] = O;
  bounds[n] = C;
  for (let k = 1; k < n; k++) bounds[k] = Math.min(H, Math.max(L, Math.exp(x[k]!)));

  for (let i = 1; i <= n; i++) {
    const a = bounds[i - 1]!;
    const b = bounds[i]!;
    const variance = sigmas[i]! * sigmas[i]!;
    const xa = x[i - 1]!;
    const xb = x[i]!;
    const up = cappedExtreme(
      xa,
      xb,
      variance,
      lh,
      uniform(s.coin, t, tag(level, Draw.ChildMax, i)),
    );
    const down = -cappedExtreme(
      -xa,
      -xb,
      variance,
      -ll,
      uniform(s.coin, t, tag(level, Draw.ChildMin, i)),
    );
    highs[i] = Math.min(H, Math.max(a, b, Math.exp(up)));
    lows[i] = Math.max(L, Math.min(a, b, Math.exp(down)));
  }
  // The parent's extremes belong to one child each: beside the pinned point, or the closest.
  highs[jH > 0 ? jH + side(s, t, level, Draw.HighSide) : argExtreme(highs, n, 1)] = H;
  lows[jL > 0 ? jL + side(s, t, level, Draw.LowSide) : argExtreme(lows, n, -1)] = L;

  splitLots(node, n, childSeconds, s);
  const children: SimNode[] = new Array(n);
  for (let i = 1; i <= n; i++) {
    children[i - 1] = {
      level: level + 1,
      start: t + (i - 1) * childSeconds,
      open: bounds[i - 1]!,
      high: highs[i]!,
      low: lows[i]!,
      close: bounds[i]!,
      lots: lots[i]!,
      sigma: sigmas[i]! / rootSeconds,
    };
  }
  return children;
}

function depth(s: PathSeeds, t: number, level: number, draw: Draw, step: number): number {
  return Math.abs(normal(s.coin, t, tag(level, draw, 0))) * 0.3 * step;
}

function side(s: PathSeeds, t: number, level: number, draw: Draw): number {
  return uniform(s.coin, t, tag(level, draw, 0)) < 0.5 ? 0 : 1;
}

/**
 * The highest point of a bridge from a to b known to stay below `cap` (the parent's high): the
 * law of bridgeExtreme, truncated. Children of a quiet parent stay quiet instead of piling up at
 * its high.
 */
function cappedExtreme(a: number, b: number, variance: number, cap: number, u: number): number {
  const beyond = cap > Math.max(a, b) ? Math.exp((-2 * (cap - a) * (cap - b)) / variance) : 1;
  return bridgeExtreme(a, b, variance, beyond + (1 - beyond) * u, 1);
}

/** Brownian bridge between pinned x[p] and x[q], bent (never clipped) to stay inside [ll, lh]. */
function fillBridge(
  p: number,
  q: number,
  lh: number,
  ll: number,
  s: PathSeeds,
  t: number,
  level: number,
) {
  const span = q - p;
  walk[0] = 0;
  for (let k = 1; k <= span; k++) {
    walk[k] = walk[k - 1]! + correlated(s, t, tag(level, Draw.Step, p + k)) * sigmas[p + k]!;
  }
  for (let k = 1; k < span; k++) {
    const line = x[p]! + ((x[q]! - x[p]!) * k) / span;
    const dev = walk[k]! - (walk[span]! * k) / span;
    x[p + k] = dev >= 0 ? line + within(dev, lh - line) : line - within(-dev, line - ll);
  }
}

/**
 * An excursion squeezed into the room the parent leaves (clipping instead would stack points on
 * exactly the parent's high, a flat top no market shows).
 */
function within(excursion: number, room: number): number {
  return room > 0 ? room * (1 - Math.exp(-excursion / room)) : 0;
}

function argExtreme(values: Float64Array, n: number, sign: 1 | -1): number {
  let best = 1;
  for (let i = 2; i <= n; i++) if (sign * (values[i]! - values[best]!) > 0) best = i;
  return best;
}

/** Whole lots shared in proportion to activity (range, hour of day, noise); the sum is exact. */
function splitLots(node: SimNode, n: number, childSeconds: number, s: PathSeeds): void {
  let total = 0;
  let heaviest = 1;
  for (let i = 1; i <= n; i++) {
    const noise = Math.exp(0.45 * normal(s.volume, node.start, tag(node.level, Draw.Weight, i)));
    const range = Math.log(highs[i]! / lows[i]!) / sigmas[i]!;
    const season = seasonality(node.start + (i - 1) * childSeconds, childSeconds);
    weights[i] = season * noise * (0.3 + range);
    total += weights[i]!;
    if (weights[i]! > weights[heaviest]!) heaviest = i;
  }
  let given = 0;
  for (let i = 1; i <= n; i++) {
    lots[i] = Math.floor((node.lots * weights[i]!) / total);
    given += lots[i]!;
  }
  lots[heaviest] = lots[heaviest]! + node.lots - given;
}
