/**
 * Where a split's path passes near its parent's high and low. The boundaries are drawn with the
 * likelihood of a random walk covering the distances in the steps available, so a wide range is
 * spread over several children instead of one child crossing it all in a single candle.
 * Allocation-free: it runs for every split.
 */

import { Draw, tag } from './draws';
import { uniform } from './random';

export interface ExtremeLevels {
  /** Log price the path passes near the high; undefined when the high is the open or close. */
  high: number | undefined;
  low: number | undefined;
}

/** Boundary indices (1 … n − 1) of the high and low points; −1 when not pinned. */
export interface ExtremeSlots {
  high: number;
  low: number;
}

const MAX_CANDIDATES = 30;
const highs = new Int32Array(MAX_CANDIDATES);
const lows = new Int32Array(MAX_CANDIDATES);
const scores = new Float64Array(MAX_CANDIDATES);
const LOG = Array.from({ length: 64 }, (_, k) => Math.log(Math.max(1, k)));

/**
 * @param open, close log prices at boundaries 0 and n
 * @param variance of one child's log return
 * @param seed, start, level where the draws come from
 */
export function placeExtremes(
  n: number,
  open: number,
  close: number,
  levels: ExtremeLevels,
  variance: number,
  seed: number,
  start: number,
  level: number,
): ExtremeSlots {
  // No closures here: this runs for every split, and tsx wraps each closure it creates.
  const { high, low } = levels;
  let count = 0;
  if (high !== undefined && low !== undefined && n > 2) {
    if ((n - 1) * (n - 2) <= MAX_CANDIDATES) {
      for (let a = 1; a < n; a++) {
        for (let b = 1; b < n; b++) if (a !== b) count = add(count, a, b);
      }
    } else {
      for (let k = 0; count < 24; k++) {
        const a = 1 + Math.floor(draw(seed, start, level, 2 * k + 1) * (n - 1));
        const b = 1 + Math.floor(draw(seed, start, level, 2 * k + 2) * (n - 1));
        if (a !== b) count = add(count, a, b);
      }
    }
  } else if (high !== undefined && low !== undefined) {
    // One inner boundary for two extremes: the other one becomes a wick.
    count = add(add(count, 1, -1), -1, 1);
  } else if (high !== undefined) {
    for (let j = 1; j < n; j++) count = add(count, j, -1);
  } else if (low !== undefined) {
    for (let j = 1; j < n; j++) count = add(count, -1, j);
  } else {
    return { high: -1, low: -1 };
  }

  let best = -Infinity;
  for (let i = 0; i < count; i++) {
    scores[i] = score(n, open, close, levels, highs[i]!, lows[i]!, variance);
    if (scores[i]! > best) best = scores[i]!;
  }
  let total = 0;
  for (let i = 0; i < count; i++) total += scores[i] = Math.exp(scores[i]! - best);
  let pick = draw(seed, start, level, 0) * total;
  for (let i = 0; i < count - 1; i++) {
    pick -= scores[i]!;
    if (pick <= 0) return { high: highs[i]!, low: lows[i]! };
  }
  return { high: highs[count - 1]!, low: lows[count - 1]! };
}

/** Log-likelihood of a Gaussian walk through the pinned points (an unpinned extreme as a wick). */
function score(
  n: number,
  open: number,
  close: number,
  levels: ExtremeLevels,
  jH: number,
  jL: number,
  variance: number,
): number {
  const h = levels.high!;
  const l = levels.low!;
  let total: number;
  if (jH > 0 && jL > 0) {
    total =
      jH < jL
        ? leg(0, open, jH, h, variance) +
          leg(jH, h, jL, l, variance) +
          leg(jL, l, n, close, variance)
        : leg(0, open, jL, l, variance) +
          leg(jL, l, jH, h, variance) +
          leg(jH, h, n, close, variance);
  } else if (jH > 0) total = leg(0, open, jH, h, variance) + leg(jH, h, n, close, variance);
  else if (jL > 0) total = leg(0, open, jL, l, variance) + leg(jL, l, n, close, variance);
  else total = leg(0, open, n, close, variance);
  // n = 2 with one extreme unpinned: a wick on the child that holds it most easily.
  if (jH < 0 && levels.high !== undefined)
    total += wick(open, jL > 0 ? l : close, close, h, 1, variance);
  if (jL < 0 && levels.low !== undefined)
    total += wick(open, jH > 0 ? h : close, close, l, -1, variance);
  return total;
}

/** Log-density of a Gaussian walk moving from `from` to `to` in (j − i) steps. */
function leg(i: number, from: number, j: number, to: number, variance: number): number {
  const move = to - from;
  return (-move * move) / (2 * variance * (j - i)) - 0.5 * LOG[j - i]!;
}

function add(count: number, high: number, low: number): number {
  highs[count] = high;
  lows[count] = low;
  return count + 1;
}

function draw(seed: number, start: number, level: number, k: number): number {
  return uniform(seed, start, tag(level, Draw.ExtremeSlots, k & 63), k >> 6);
}

/** log P(max > m) = −2(m − a)(m − b)/v for the better of the two children (a→mid, mid→b). */
function wick(a: number, mid: number, b: number, level: number, sign: 1 | -1, variance: number) {
  return Math.max(tail(a, mid, level, sign, variance), tail(mid, b, level, sign, variance));
}

function tail(x: number, y: number, level: number, sign: 1 | -1, variance: number): number {
  const dx = sign * (level - x);
  const dy = sign * (level - y);
  return dx <= 0 || dy <= 0 ? 0 : (-2 * dx * dy) / variance;
}
