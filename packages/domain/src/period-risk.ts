/**
 * Period-based risk figures of an account's daily equity curve: volatility, Sharpe, Sortino,
 * CAGR, Calmar, the underwater curve and the deepest drawdown episodes. Pure, in plain numbers,
 * one pass over the calendar days. The definitions are quantstats' with a risk-free rate of 0 and
 * 365 periods a year (fixtures/period-risk/make.py computes the same figures independently).
 */
import { MS_PER_DAY } from './date-range';
import { REVIEW_MINIMUM_DAYS } from './trip-statistics';

/** How many drawdown episodes are reported: the deepest ones. */
export const REVIEW_DRAWDOWN_EPISODES = 5;
/** Crypto trades every calendar day: a year is 365 daily periods. */
export const PERIODS_PER_YEAR = 365;
/** The largest reference capital (USD) the review accepts; the API validates it, not periodRisk. */
export const REVIEW_MAXIMUM_CAPITAL = 1_000_000_000_000;
/** The reference capital per account when neither the viewer nor the paper balance names one. */
export const REVIEW_DEFAULT_CAPITAL = 10_000;

/** One calendar day's net result in USD: realized PnL − fees + funding of the fills that day. */
export interface DailyNet {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  net: number;
}

export interface UnderwaterPoint {
  day: string;
  /** ≤ 0, e.g. -12.5: how far the day's equity is below the running peak, in percent. */
  drawdownPct: number;
}

/** A stretch of days below a peak, from the first day under it to the first day back. */
export interface DrawdownEpisode {
  /** The first day below the previous peak. */
  start: string;
  /** The day of the deepest point (the first such day on ties). */
  trough: string;
  /** The first day back at or above that peak; null: not recovered by the last day. */
  recovery: string | null;
  /** ≤ 0, the deepest (E / peak − 1) × 100 within the episode. */
  depthPct: number;
  /** ≤ 0, USD: the equity at the trough − the peak. */
  depth: number;
  /** Calendar days from start to the recovery (or the last day), both included. */
  days: number;
}

export interface PeriodRisk {
  capital: number;
  /** The calendar days of the period, n. */
  days: number;
  /** Fewer days than REVIEW_MINIMUM_DAYS: shown, labelled, never ranked. */
  few: boolean;
  endEquity: number;
  totalReturnPct: number;
  /** Annualized sample standard deviation of the daily returns, in percent. */
  volatilityPct: number | null;
  sharpe: number | null;
  sortino: number | null;
  /** Compound annual growth, only over a year or more. */
  cagrPct: number | null;
  calmar: number | null;
  /** ≤ 0, the deepest drawdown; 0 if the equity never went under its peak. */
  maxDrawdownPct: number;
  /** The share of the days spent below the running peak, in percent. */
  underwaterPct: number;
  /** The equity reached zero or less on some day: the return ratios are then null. */
  capitalExhausted: boolean;
  /** One point per calendar day, first day to last. */
  underwater: UnderwaterPoint[];
  /** The deepest REVIEW_DRAWDOWN_EPISODES episodes, deepest first (ties: earlier start first). */
  episodes: DrawdownEpisode[];
}

const ANNUAL = Math.sqrt(PERIODS_PER_YEAR);
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A 'YYYY-MM-DD' day as UTC milliseconds; RangeError when it is not one. */
function dayMs(day: string): number {
  const ms = DAY_PATTERN.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`Not a day: ${day}`);
  return ms;
}

const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Inserts an episode into the list kept deepest first, at most REVIEW_DRAWDOWN_EPISODES long. */
function keepDeepest(list: DrawdownEpisode[], episode: DrawdownEpisode): void {
  // Episodes close in the order they start: on a tie the new one goes after the older ones.
  let at = list.length;
  while (at > 0 && list[at - 1]!.depthPct > episode.depthPct) at--;
  if (at >= REVIEW_DRAWDOWN_EPISODES) return;
  list.splice(at, 0, episode);
  if (list.length > REVIEW_DRAWDOWN_EPISODES) list.pop();
}

/**
 * The risk figures of the equity curve `capital` + the daily nets, over every calendar day from
 * `firstDay` to `lastDay` inclusive (UTC dates).
 *
 * - The series has n = lastDay − firstDay + 1 days. Days absent from `days` have a net of 0;
 *   entries outside the span are ignored; `days` must be sorted by day (gaps allowed; several
 *   entries on one day add up). With lastDay before firstDay, n = 0: no ratio, no drawdown, the
 *   equity stays the capital.
 * - Equity: E₀ = capital (the eve of firstDay), Eᵢ = Eᵢ₋₁ + netᵢ. Daily return rᵢ = netᵢ / Eᵢ₋₁.
 * - volatilityPct = sample std (ddof 1) of r × √365 × 100; sharpe = mean(r) / std(r) × √365
 *   (risk-free rate 0). Both null when n < 2; sharpe also when std = 0.
 * - sortino = mean(r) / √(Σ min(rᵢ, 0)² / n) × √365 (quantstats'); null when n < 2 or no return
 *   is negative.
 * - totalReturnPct = (E_n / capital − 1) × 100. cagrPct = ((E_n / capital)^(365 / n) − 1) × 100
 *   when n ≥ 365, else null. calmar = cagrPct / |maxDrawdownPct| when both are defined and the
 *   drawdown is below 0.
 * - peakᵢ = max(capital, E₁ … Eᵢ); drawdownPctᵢ = (Eᵢ / peakᵢ − 1) × 100. maxDrawdownPct is their
 *   minimum; underwaterPct the share of the days with Eᵢ < peakᵢ, × 100.
 * - capitalExhausted: some Eᵢ ≤ 0. Returns past ruin mean nothing: volatility, Sharpe, Sortino,
 *   CAGR and Calmar are then null; the drawdown figures keep their formulas.
 *
 * O(n); throws a RangeError when the capital is not above 0 or a bound is not a 'YYYY-MM-DD' day.
 */
export function periodRisk(input: {
  days: readonly DailyNet[];
  firstDay: string;
  lastDay: string;
  capital: number;
}): PeriodRisk {
  const { days, capital } = input;
  if (!(capital > 0) || !Number.isFinite(capital)) {
    throw new RangeError(`The capital must be above 0: ${capital}`);
  }
  const firstMs = dayMs(input.firstDay);
  const n = Math.max(0, Math.round((dayMs(input.lastDay) - firstMs) / MS_PER_DAY) + 1);

  const underwater: UnderwaterPoint[] = new Array<UnderwaterPoint>(n);
  const episodes: DrawdownEpisode[] = [];
  let at = 0; // the next entry of `days` to read
  let equity = capital;
  let peak = capital;
  let exhausted = false;
  // Welford's running mean and sum of squared deviations of the returns, and the downside sum.
  let mean = 0;
  let m2 = 0;
  let downside = 0;
  let negatives = 0;
  let maxDrawdownPct = 0;
  let underDays = 0;
  // The open episode: its start index, trough index and depth; start -1 when at the peak.
  let start = -1;
  let trough = -1;
  let troughPct = 0;
  let troughDepth = 0;
  let startDay = '';
  let troughDay = '';

  for (let i = 0; i < n; i++) {
    const day = dayAt(firstMs + i * MS_PER_DAY);
    let net = 0;
    while (at < days.length && days[at]!.day < day) at++;
    while (at < days.length && days[at]!.day === day) net += days[at++]!.net;

    const r = net / equity;
    const delta = r - mean;
    mean += delta / (i + 1);
    m2 += delta * (r - mean);
    if (r < 0) {
      downside += r * r;
      negatives++;
    }
    equity += net;
    if (equity <= 0) exhausted = true;

    if (equity >= peak) {
      peak = equity;
      underwater[i] = { day, drawdownPct: 0 };
      if (start >= 0) {
        keepDeepest(episodes, {
          start: startDay,
          trough: troughDay,
          recovery: day,
          depthPct: troughPct,
          depth: troughDepth,
          days: i - start + 1,
        });
        start = -1;
      }
      continue;
    }
    const drawdownPct = (equity / peak - 1) * 100;
    underwater[i] = { day, drawdownPct };
    underDays++;
    if (drawdownPct < maxDrawdownPct) maxDrawdownPct = drawdownPct;
    if (start < 0) {
      start = i;
      startDay = day;
      trough = -1;
    }
    if (trough < 0 || drawdownPct < troughPct) {
      trough = i;
      troughDay = day;
      troughPct = drawdownPct;
      troughDepth = equity - peak;
    }
  }
  if (start >= 0) {
    keepDeepest(episodes, {
      start: startDay,
      trough: troughDay,
      recovery: null,
      depthPct: troughPct,
      depth: troughDepth,
      days: n - start,
    });
  }

  const ratios = n >= 2 && !exhausted;
  const std = n >= 2 ? Math.sqrt(m2 / (n - 1)) : 0;
  const cagrPct =
    n >= PERIODS_PER_YEAR && !exhausted
      ? (Math.pow(equity / capital, PERIODS_PER_YEAR / n) - 1) * 100
      : null;
  return {
    capital,
    days: n,
    few: n < REVIEW_MINIMUM_DAYS,
    endEquity: equity,
    totalReturnPct: (equity / capital - 1) * 100,
    volatilityPct: ratios ? std * ANNUAL * 100 : null,
    sharpe: ratios && std > 0 ? (mean / std) * ANNUAL : null,
    sortino: ratios && negatives > 0 ? (mean / Math.sqrt(downside / n)) * ANNUAL : null,
    cagrPct,
    calmar: cagrPct !== null && maxDrawdownPct < 0 ? cagrPct / -maxDrawdownPct : null,
    maxDrawdownPct,
    underwaterPct: n === 0 ? 0 : (underDays / n) * 100,
    capitalExhausted: exhausted,
    underwater,
    episodes,
  };
}
