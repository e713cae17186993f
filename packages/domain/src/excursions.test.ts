import { describe, expect, it } from 'vitest';
import {
  barsInside,
  EXCURSION_BARS_MAX,
  excursionGrouping,
  tripExcursion,
  type ExcursionBar,
  type ExcursionTrip,
} from './excursions';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 2, 10, 0); // a minute boundary

/** A long of 2 BTC from 100 to 104, open 10:00:30 → 10:05:30: bars 10:01 … 10:04 wholly inside. */
const long: ExcursionTrip = {
  side: 'long',
  openedAtMs: T0 + 30_000,
  closedAtMs: T0 + 5 * MINUTE + 30_000,
  quantity: '2',
  entryPrice: '100',
  exitPrice: '104',
  usdPerQuote: '1',
};
const bar = (minute: number, low: number, high: number): ExcursionBar => ({
  openTime: T0 + minute * MINUTE,
  low,
  high,
});

describe('excursions', () => {
  it('reads the bars wholly inside the trip, never the entry or exit minute around them', () => {
    expect(barsInside(long.openedAtMs, long.closedAtMs, '1m')).toEqual({
      first: T0 + MINUTE,
      count: 4,
    });
    // The entry minute (10:00) dipped to 90 and the exit minute (10:05) rose to 120: outside.
    const candles = [
      bar(0, 90, 101),
      bar(1, 97, 102),
      bar(2, 95.5, 103),
      bar(3, 99, 106.25),
      bar(4, 101, 105),
      bar(5, 103, 120),
    ];
    expect(tripExcursion(long, '1m', candles)).toEqual({
      grouping: '1m',
      bars: 4,
      missingBars: 0,
      maePrice: '95.5',
      mfePrice: '106.25',
      mae: '-9', // (95.5 − 100) × 2
      mfe: '12.5', // (106.25 − 100) × 2
    });
  });

  it('mirrors a short, converts the quote to USD and divides by the planned risk', () => {
    const short: ExcursionTrip = {
      ...long,
      side: 'short',
      entryPrice: '100',
      exitPrice: '98',
      usdPerQuote: '0.999',
      riskUsd: '9.99', // a stop at 105: 5 × 2 × 0.999
    };
    const e = tripExcursion(short, '1m', [bar(1, 96, 103), bar(2, 94, 101)]);
    expect(e.maePrice).toBe('103');
    expect(e.mfePrice).toBe('94');
    expect(e.mae).toBe('-5.994'); // (100 − 103) × 2 × 0.999
    expect(e.mfe).toBe('11.988'); // (100 − 94) × 2 × 0.999
    expect(e.maeR).toBe('-0.6');
    expect(e.mfeR).toBe('1.2');
    // Two of the four bars inside the trip are not in the market's data: a gap, flagged.
    expect(e.missingBars).toBe(2);
    expect(e.bars).toBe(2);
  });

  it('falls back to the entry and exit prices when no bar fits inside (or none exists)', () => {
    const quick = { ...long, closedAtMs: long.openedAtMs + 20_000, exitPrice: '99' };
    expect(barsInside(quick.openedAtMs, quick.closedAtMs, '1m').count).toBe(0);
    const e = tripExcursion(quick, '1m', [bar(0, 50, 150)]);
    expect(e).toMatchObject({ bars: 0, missingBars: 0, mae: '-2', mfe: '0' });
    expect(e.maeR).toBeUndefined();
    // A trip with every bar missing says so rather than guessing the path between them.
    expect(tripExcursion(long, '1m', [])).toMatchObject({ bars: 0, missingBars: 4, mfe: '8' });
  });

  it('chooses coarser bars for long holds, never more than the maximum', () => {
    expect(excursionGrouping(30 * MINUTE)).toBe('1m');
    expect(excursionGrouping(EXCURSION_BARS_MAX * MINUTE)).toBe('1m');
    expect(excursionGrouping(EXCURSION_BARS_MAX * MINUTE + 1)).toBe('5m');
    expect(excursionGrouping(3 * 86_400_000)).toBe('1h');
    expect(excursionGrouping(5 * 365 * 86_400_000)).toBe('1d');
    // Bars of a coarser grouping start on its own boundaries.
    expect(barsInside(T0 + 30_000, T0 + 3 * 3_600_000, '1h')).toEqual({
      first: T0 + 3_600_000, // 11:00, the first hour wholly inside
      count: 2,
    });
  });
});
