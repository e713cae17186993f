/**
 * Breakdowns of closed round trips (issue 38): per symbol, source, entry weekday and hour,
 * holding time and account, each group with its N. The server groups the same in SQL.
 */
import Decimal from 'decimal.js';
import { localClock } from './notifications';
import type { RoundTrip } from './round-trips';

const ZERO = new Decimal(0);

/** What the review breaks its round trips down by (issue 38). Weekday and hour are the entry's. */
export const BREAKDOWN_DIMENSIONS = [
  'symbol',
  'source',
  'weekday',
  'hour',
  'hold',
  'account',
  'tag',
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
   *  HoldBucket; account its id; tag a journal tag, '' for the trips without one (a trip with
   *  two tags is in both groups). */
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
    const keys: Record<BreakdownDimension, readonly string[]> = {
      symbol: [t.symbol],
      source: [t.source],
      weekday: [String(weekday)],
      hour: [String(Math.floor(minute / 60)).padStart(2, '0')],
      hold: [holdBucket(t.closedAtMs - t.openedAtMs)],
      account: [t.accountId],
      tag: t.tags?.length ? t.tags : [''],
    };
    const net = new Decimal(t.netPnl);
    for (const d of BREAKDOWN_DIMENSIONS) {
      for (const key of keys[d]) {
        const g = groups[d].get(key) ?? { trips: 0, wins: 0, net: ZERO };
        groups[d].set(key, {
          trips: g.trips + 1,
          wins: g.wins + (net.gt(0) ? 1 : 0),
          net: g.net.plus(net),
        });
      }
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
