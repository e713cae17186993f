/**
 * Round trips and trade-level statistics (issue 38). A round trip is a position's life on one
 * (account, asset) book: it opens when the position leaves zero, takes every scale-in and partial
 * exit, and closes when the position returns to zero — or when a fill flips it, which closes one
 * trip and opens the next in the same fill (its fee split by quantity). The ledger of DESIGN §7
 * decides the position after each fill; a trip's realized PnL is the sum of its fills' realized
 * PnL, so every trip adds up to the ledger's realized figure exactly.
 *
 * Money is USD decimal text (the ledger's price); the statistics are pure and run alike on an
 * account, a list, a public account or a backtest.
 */
import Decimal from 'decimal.js';
import { applyTrade, FLAT, type LedgerState } from './ledger';
import { localClock } from './notifications';

/** Below this many round trips a statistic is reported with its N and flagged, never ranked. */
export const REVIEW_MINIMUM_TRIPS = 30;
/** Below this many trading days the day statistics are flagged the same way. */
export const REVIEW_MINIMUM_DAYS = 20;
/** The review lists this many round trips, newest first (its statistics count them all). */
export const REVIEW_TRIPS_LISTED = 500;

export type TripSide = 'long' | 'short';

export interface RoundTrip {
  accountId: string;
  asset: string;
  symbol: string;
  side: TripSide;
  openedAtMs: number;
  closedAtMs: number;
  /** Quantity entered (the opening fill and every scale-in) and exited (every reduction). */
  quantity: string;
  entryPrice: string;
  exitPrice: string;
  realizedPnl: string;
  /** USD fees of the trip's fills (a flip's fee split by quantity); unpriced fees are left out. */
  fees: string;
  netPnl: string;
  /** netPnl over the notional entered × 100. */
  returnPct: string;
  fills: number;
  /** Where the opening fill came from: webhook, manual, copy, strategy or import. */
  source: string;
  /** The planned stop of the opening signal, when one was set. */
  stopPrice?: string | undefined;
  /** netPnl over the initial risk (|entry − stop| × the opening quantity), when a stop is known. */
  rMultiple?: string | undefined;
  /** A fee of the trip had no USD price when written: `fees` leaves it out. */
  unpricedFees?: boolean | undefined;
}

/** A fill as the reference builder reads it: in time order per (account, asset). */
export interface TripFill {
  accountId: string;
  asset: string;
  symbol: string;
  side: 'buy' | 'sell';
  quantity: string;
  /** USD price the ledger counts the fill at. */
  price: string;
  feeUsd: string;
  executedAtMs: number;
  source: string;
}

const ZERO = new Decimal(0);

interface OpenTrip {
  first: TripFill;
  side: TripSide;
  openedAtMs: number;
  entered: Decimal;
  enteredNotional: Decimal;
  exited: Decimal;
  exitedNotional: Decimal;
  realized: Decimal;
  fees: Decimal;
  fills: number;
}

function finish(t: OpenTrip, closedAtMs: number): RoundTrip {
  const net = t.realized.minus(t.fees);
  return {
    accountId: t.first.accountId,
    asset: t.first.asset,
    symbol: t.first.symbol,
    side: t.side,
    openedAtMs: t.openedAtMs,
    closedAtMs,
    quantity: t.entered.toFixed(),
    entryPrice: t.enteredNotional.div(t.entered).toFixed(),
    exitPrice: t.exitedNotional.div(t.exited).toFixed(),
    realizedPnl: t.realized.toFixed(),
    fees: t.fees.toFixed(),
    netPnl: net.toFixed(),
    returnPct: net.div(t.enteredNotional).times(100).toFixed(),
    fills: t.fills,
    source: t.first.source,
  };
}

/**
 * The closed round trips of a fill history, replayed through the ledger from flat: the reference
 * the server's SQL is checked against, and what a backtest reports. Fills in time order.
 */
export function roundTripsFromFills(fills: readonly TripFill[]): RoundTrip[] {
  const books = new Map<string, { state: LedgerState; trip: OpenTrip | null }>();
  const closed: RoundTrip[] = [];
  for (const fill of fills) {
    const key = `${fill.accountId}\u0000${fill.asset}`;
    const book = books.get(key) ?? { state: FLAT, trip: null };
    const before = book.state.position;
    const step = applyTrade(book.state, fill);
    const after = step.state.position;
    const size = new Decimal(fill.quantity);
    const price = new Decimal(fill.price);
    const fee = new Decimal(fill.feeUsd);
    const flips = !before.isZero() && !after.isZero() && before.isPositive() !== after.isPositive();
    const closes = after.isZero() || flips;
    // The part of the fill that reduced the open trip, and the part that opened or added.
    const reduced =
      before.isZero() || (!flips && after.abs().gt(before.abs()))
        ? ZERO
        : Decimal.min(size, before.abs());
    const opened = size.minus(reduced);
    const reducedFee = fee.times(reduced).div(size);
    if (book.trip && reduced.gt(0)) {
      const t = book.trip;
      t.exited = t.exited.plus(reduced);
      t.exitedNotional = t.exitedNotional.plus(reduced.times(price));
      t.realized = t.realized.plus(step.realized);
      t.fees = t.fees.plus(reducedFee);
      t.fills += 1;
      if (closes) {
        closed.push(finish(t, fill.executedAtMs));
        book.trip = null;
      }
    }
    if (opened.gt(0)) {
      const t: OpenTrip = book.trip ?? {
        first: fill,
        side: after.isPositive() ? 'long' : 'short',
        openedAtMs: fill.executedAtMs,
        entered: ZERO,
        enteredNotional: ZERO,
        exited: ZERO,
        exitedNotional: ZERO,
        realized: ZERO,
        fees: ZERO,
        fills: 0,
      };
      t.entered = t.entered.plus(opened);
      t.enteredNotional = t.enteredNotional.plus(opened.times(price));
      t.fees = t.fees.plus(fee.minus(reducedFee));
      t.fills += 1;
      book.trip = t;
    }
    books.set(key, { state: step.state, trip: book.trip });
  }
  return closed;
}

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

/** What the review breaks its round trips down by (issue 38). Weekday and hour are the entry's. */
export const BREAKDOWN_DIMENSIONS = [
  'symbol',
  'source',
  'weekday',
  'hour',
  'hold',
  'account',
] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];

/** Holding-time buckets, shortest first: under 5 minutes, 1 hour, 4 hours, 1 day, 1 week; more. */
export const HOLD_BUCKETS = [
  ['lt5m', 300_000],
  ['lt1h', 3_600_000],
  ['lt4h', 14_400_000],
  ['lt1d', 86_400_000],
  ['lt1w', 604_800_000],
  ['ge1w', Infinity],
] as const;
export type HoldBucket = (typeof HOLD_BUCKETS)[number][0];

export const holdBucket = (ms: number): HoldBucket =>
  HOLD_BUCKETS.find(([, below]) => ms < below)![0];

/** One group of a breakdown: its key, its N and its results. */
export interface BreakdownRow {
  /** symbol 'BTCUSDT'; source 'webhook'; weekday '1' (Monday) … '7'; hour '00' … '23'; hold a
   *  HoldBucket; account its id. */
  key: string;
  trips: number;
  wins: number;
  netPnl: string;
}
export type Breakdowns = Record<BreakdownDimension, BreakdownRow[]>;

const compareKeys = (a: BreakdownRow, b: BreakdownRow) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/** The breakdowns of closed round trips, each sorted by key; entry times in `timeZone`. */
export function tripBreakdowns(trips: readonly RoundTrip[], timeZone: string): Breakdowns {
  const groups = Object.fromEntries(
    BREAKDOWN_DIMENSIONS.map((d) => [
      d,
      new Map<string, { trips: number; wins: number; net: Decimal }>(),
    ]),
  ) as Record<BreakdownDimension, Map<string, { trips: number; wins: number; net: Decimal }>>;
  for (const t of trips) {
    const { day, minute } = localClock(t.openedAtMs, timeZone);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
    const keys: Record<BreakdownDimension, string> = {
      symbol: t.symbol,
      source: t.source,
      weekday: String(weekday),
      hour: String(Math.floor(minute / 60)).padStart(2, '0'),
      hold: holdBucket(t.closedAtMs - t.openedAtMs),
      account: t.accountId,
    };
    const net = new Decimal(t.netPnl);
    for (const d of BREAKDOWN_DIMENSIONS) {
      const g = groups[d].get(keys[d]) ?? { trips: 0, wins: 0, net: ZERO };
      groups[d].set(keys[d], {
        trips: g.trips + 1,
        wins: g.wins + (net.gt(0) ? 1 : 0),
        net: g.net.plus(net),
      });
    }
  }
  return Object.fromEntries(
    BREAKDOWN_DIMENSIONS.map((d) => [
      d,
      [...groups[d].entries()]
        .map(([key, g]) => ({ key, trips: g.trips, wins: g.wins, netPnl: g.net.toFixed() }))
        .sort(compareKeys),
    ]),
  ) as Breakdowns;
}
