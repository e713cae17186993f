// The visitors' leaderboard made honest (issue 38): what it ranks by, what an account needs
// before it can rank, and where its figures come from.

import { DAY_MS } from './analytics-plan';

/** What the leaderboard ranks by: return, return for the drawdown it cost, or steadiness. */
export const LEADERBOARD_RANKINGS = ['roi', 'recovery', 'consistency'] as const;
export type LeaderboardRanking = (typeof LEADERBOARD_RANKINGS)[number];

/** Fills in the range before an account can rank (the review's minimum sample, in fills). */
export const LEADERBOARD_MINIMUM_TRADES = 30;
/** Days with fills in the range before an account can rank (fewer when the range is shorter). */
export const LEADERBOARD_MINIMUM_DAYS = 10;

/** The days an account needs in [startMs, endMs]: never more than the range holds. */
export const leaderboardMinimumDays = (range: { startMs: number; endMs: number }): number =>
  Math.max(
    1,
    Math.min(LEADERBOARD_MINIMUM_DAYS, Math.ceil((range.endMs - range.startMs) / DAY_MS)),
  );

/**
 * Where an account's figures come from, read from how each fill was recorded — never from
 * anything the owner declares: `paper` (Pulso's simulated exchange), `live` (an order Pulso
 * placed on the exchange, from an alert, a copy or a strategy), `synced` (read from the
 * exchange with the account's keys), `imported` (a file the owner uploaded, or typed by hand).
 */
export const DATA_ORIGINS = ['live', 'synced', 'paper', 'imported'] as const;
export type DataOrigin = (typeof DATA_ORIGINS)[number];

/** The figures a leaderboard entry is ranked on. */
export interface RankFigures {
  roi: number;
  /** Net PnL ÷ max drawdown; null: no drawdown (infinite when the PnL is positive). */
  recovery: number | null;
  /** Winning days ÷ days with fills; null: no day with fills. */
  consistency: number | null;
  totalPnL: string;
  tradeCount: number;
  activeDays: number;
}

/** Net PnL over the deepest drawdown, the recovery factor; null when nothing was drawn down. */
export function recoveryFactor(totalPnL: number, maxDrawdown: number): number | null {
  if (!(maxDrawdown > 0)) return null;
  return totalPnL / maxDrawdown;
}

/** A figure as the ranking orders it: no drawdown with a gain is the best there is. */
function rankValue(figures: RankFigures, by: LeaderboardRanking): number {
  if (by === 'roi') return figures.roi;
  if (by === 'consistency') return figures.consistency ?? -Infinity;
  if (figures.recovery !== null) return figures.recovery;
  const pnl = Number(figures.totalPnL);
  return pnl > 0 ? Infinity : pnl < 0 ? -Infinity : 0;
}

/** Whether an account has the trades and the days to rank over a range. */
export const qualifies = (figures: RankFigures, minimumDays: number): boolean =>
  figures.tradeCount >= LEADERBOARD_MINIMUM_TRADES && figures.activeDays >= minimumDays;

/**
 * The leaderboard's order: the accounts that qualify first, best first by the chosen figure,
 * numbered; then those that do not, in the same order, unnumbered (shown, never ranked on luck).
 * Ties go to the larger sample, then to the id, so the order never depends on the input's.
 */
export function rankLeaderboard<T extends RankFigures & { id: string }>(
  entries: readonly T[],
  by: LeaderboardRanking,
  minimumDays: number,
): (T & { rank: number | null })[] {
  const descending = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);
  const order = (x: T, y: T) =>
    descending(rankValue(x, by), rankValue(y, by)) ||
    y.tradeCount - x.tradeCount ||
    (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
  const ranked = entries.filter((e) => qualifies(e, minimumDays)).sort(order);
  const unranked = entries.filter((e) => !qualifies(e, minimumDays)).sort(order);
  return [
    ...ranked.map((e, index) => ({ ...e, rank: index + 1 })),
    ...unranked.map((e) => ({ ...e, rank: null })),
  ];
}
