/**
 * Trade-level statistics of closed round trips (issue 38): pure, and alike on an account, a list,
 * a public account or a backtest. The server aggregates the same sums in SQL.
 */
import Decimal from 'decimal.js';
import { localClock } from './notifications';
import type { RoundTrip, TripSide } from './round-trips';

/** Below this many round trips a statistic is reported with its N and flagged, never ranked. */
export const REVIEW_MINIMUM_TRIPS = 30;
/** Below this many trading days the day statistics are flagged the same way. */
export const REVIEW_MINIMUM_DAYS = 20;

const ZERO = new Decimal(0);

/** A figure with the number of observations it stands on and whether that is enough. */
export interface Counted<T> {
  value: T;
  n: number;
  /** Fewer observations than the minimum: shown, labelled, never ranked. */
  few: boolean;
}

export interface SideStatistics {
  trips: number;
  netPnl: string;
  winRate: number | null;
}

export interface TradeStatistics {
  trips: number;
  wins: number;
  losses: number;
  /** Trips with a net result of exactly zero. */
  flat: number;
  minimumTrips: number;
  netPnl: string;
  /** Gross profit over gross loss; 'Infinity' when nothing lost, null with no trip. */
  profitFactor: Counted<string | null>;
  /** Mean net result per trip (USD). */
  expectancy: Counted<string | null>;
  /** Mean R over the trips with a known stop. */
  expectancyR: Counted<string | null>;
  /** Average win over the average loss. */
  payoffRatio: Counted<string | null>;
  winRate: Counted<number | null>;
  averageWin: string | null;
  averageLoss: string | null;
  largestWin: string | null;
  largestLoss: string | null;
  maxConsecutiveWins: number;
  maxConsecutiveLosses: number;
  averageHoldWinnersMs: number | null;
  averageHoldLosersMs: number | null;
  long: SideStatistics;
  short: SideStatistics;
  /** Days (in the viewer's time zone) by the net result of the trips that closed in them. */
  days: { winning: number; flat: number; losing: number; minimumDays: number; few: boolean };
}

/**
 * What the statistics are computed from: counts and exact sums over the closed trips. The server
 * aggregates them in SQL over any number of trips; `tripSums` is the same over trips in memory
 * (the reference, and a backtest's). One rule turns them into statistics: `statisticsOf`.
 */
export interface TripSums {
  trips: number;
  wins: number;
  losses: number;
  netPnl: string;
  grossWin: string;
  /** The sum of the losing results (≤ 0). */
  grossLoss: string;
  largestWin: string | null;
  largestLoss: string | null;
  /** Σ R and its N over the trips with a known stop. */
  rSum: string;
  rCount: number;
  maxConsecutiveWins: number;
  maxConsecutiveLosses: number;
  averageHoldWinnersMs: number | null;
  averageHoldLosersMs: number | null;
  long: { trips: number; wins: number; netPnl: string };
  short: { trips: number; wins: number; netPnl: string };
  winningDays: number;
  flatDays: number;
  losingDays: number;
}

/** The order streaks are counted in: by close, then account and asset, then as they happened (the SQL's order too: its trip number). */
export const byClose = (a: RoundTrip, b: RoundTrip) =>
  a.closedAtMs - b.closedAtMs ||
  (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0) ||
  (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0);

const sumOf = (values: readonly Decimal[]) => values.reduce((a, b) => a.plus(b), ZERO);
const averageHold = (list: readonly RoundTrip[]) =>
  list.length === 0
    ? null
    : Math.round(list.reduce((a, t) => a + (t.closedAtMs - t.openedAtMs), 0) / list.length);

/** A local day of the calendar: the net result of the round trips closed in it. */
export interface ReviewDay {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  day: string;
  netPnl: string;
  trips: number;
}

/** The local days (in `timeZone`, daylight saving included) trips closed in, in order. */
export function tripDays(trips: readonly RoundTrip[], timeZone: string): ReviewDay[] {
  const byDay = new Map<string, { net: Decimal; trips: number }>();
  for (const t of trips) {
    const day = localClock(t.closedAtMs, timeZone).day;
    const d = byDay.get(day) ?? { net: ZERO, trips: 0 };
    byDay.set(day, { net: d.net.plus(t.netPnl), trips: d.trips + 1 });
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, d]) => ({ day, netPnl: d.net.toFixed(), trips: d.trips }));
}

/** The sums of closed round trips; days are counted in `timeZone` (IANA). */
export function tripSums(trips: readonly RoundTrip[], timeZone: string): TripSums {
  const ordered = [...trips].sort(byClose);
  const results = ordered.map((t) => new Decimal(t.netPnl));
  const winners = ordered.filter((_, i) => results[i]!.gt(0));
  const losers = ordered.filter((_, i) => results[i]!.lt(0));
  const winResults = results.filter((r) => r.gt(0));
  const lossResults = results.filter((r) => r.lt(0));
  const rs = ordered.flatMap((t) => (t.rMultiple === undefined ? [] : [new Decimal(t.rMultiple)]));
  let maxConsecutiveWins = 0;
  let maxConsecutiveLosses = 0;
  let run = 0;
  for (const r of results) {
    run = r.gt(0) ? Math.max(run, 0) + 1 : r.lt(0) ? Math.min(run, 0) - 1 : 0;
    maxConsecutiveWins = Math.max(maxConsecutiveWins, run);
    maxConsecutiveLosses = Math.max(maxConsecutiveLosses, -run);
  }
  const days = tripDays(ordered, timeZone).map((d) => new Decimal(d.netPnl));
  const side = (which: TripSide) => {
    const mine = ordered.flatMap((t, i) => (t.side === which ? [results[i]!] : []));
    return {
      trips: mine.length,
      wins: mine.filter((r) => r.gt(0)).length,
      netPnl: sumOf(mine).toFixed(),
    };
  };
  return {
    trips: ordered.length,
    wins: winners.length,
    losses: losers.length,
    netPnl: sumOf(results).toFixed(),
    grossWin: sumOf(winResults).toFixed(),
    grossLoss: sumOf(lossResults).toFixed(),
    largestWin: winResults.length ? Decimal.max(...winResults).toFixed() : null,
    largestLoss: lossResults.length ? Decimal.min(...lossResults).toFixed() : null,
    rSum: sumOf(rs).toFixed(),
    rCount: rs.length,
    maxConsecutiveWins,
    maxConsecutiveLosses,
    averageHoldWinnersMs: averageHold(winners),
    averageHoldLosersMs: averageHold(losers),
    long: side('long'),
    short: side('short'),
    winningDays: days.filter((d) => d.gt(0)).length,
    flatDays: days.filter((d) => d.isZero()).length,
    losingDays: days.filter((d) => d.lt(0)).length,
  };
}

const pct = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 100;
const counted = <T>(value: T, n: number, minimum = REVIEW_MINIMUM_TRIPS): Counted<T> => ({
  value,
  n,
  few: n < minimum,
});
const ratio = (a: Decimal.Value, b: Decimal.Value) => new Decimal(a).div(b).toFixed();

/** The statistics of some trips' sums: every derived figure, each with its N. */
export function statisticsOf(s: TripSums): TradeStatistics {
  const n = s.trips;
  const grossLoss = new Decimal(s.grossLoss).abs();
  const averageWin = s.wins ? new Decimal(s.grossWin).div(s.wins) : null;
  const averageLoss = s.losses ? new Decimal(s.grossLoss).div(s.losses) : null;
  const sideOf = (x: TripSums['long']): SideStatistics => ({
    trips: x.trips,
    netPnl: x.netPnl,
    winRate: pct(x.wins, x.trips),
  });
  const dayCount = s.winningDays + s.flatDays + s.losingDays;
  return {
    trips: n,
    wins: s.wins,
    losses: s.losses,
    flat: n - s.wins - s.losses,
    minimumTrips: REVIEW_MINIMUM_TRIPS,
    netPnl: s.netPnl,
    profitFactor: counted(
      n === 0 || (s.wins === 0 && s.losses === 0)
        ? null
        : grossLoss.isZero()
          ? 'Infinity'
          : ratio(s.grossWin, grossLoss),
      n,
    ),
    expectancy: counted(n ? ratio(s.netPnl, n) : null, n),
    expectancyR: counted(s.rCount ? ratio(s.rSum, s.rCount) : null, s.rCount),
    payoffRatio: counted(
      averageWin && averageLoss ? ratio(averageWin, averageLoss.abs()) : null,
      n,
    ),
    winRate: counted(pct(s.wins, n), n),
    averageWin: averageWin?.toFixed() ?? null,
    averageLoss: averageLoss?.toFixed() ?? null,
    largestWin: s.largestWin,
    largestLoss: s.largestLoss,
    maxConsecutiveWins: s.maxConsecutiveWins,
    maxConsecutiveLosses: s.maxConsecutiveLosses,
    averageHoldWinnersMs: s.averageHoldWinnersMs,
    averageHoldLosersMs: s.averageHoldLosersMs,
    long: sideOf(s.long),
    short: sideOf(s.short),
    days: {
      winning: s.winningDays,
      flat: s.flatDays,
      losing: s.losingDays,
      minimumDays: REVIEW_MINIMUM_DAYS,
      few: dayCount < REVIEW_MINIMUM_DAYS,
    },
  };
}

/** The statistics of closed round trips in memory; days are counted in `timeZone` (IANA). */
export const tradeStatistics = (trips: readonly RoundTrip[], timeZone: string): TradeStatistics =>
  statisticsOf(tripSums(trips, timeZone));
