import { describe, expect, it } from 'vitest';
import golden from './fixtures/period-risk/golden.json';
import { PERIODS_PER_YEAR, REVIEW_DRAWDOWN_EPISODES, periodRisk } from './period-risk';
import type { DailyNet, PeriodRisk } from './period-risk';
import { REVIEW_MINIMUM_DAYS } from './trip-statistics';

// The golden figures come from fixtures/period-risk/make.py (Python, computed independently).
// Tolerance: relative 1e-9 or absolute 1e-9, whichever is looser.
const TOLERANCE = 1e-9;

function close(actual: number | null, expected: number | null, what: string): void {
  if (expected === null || actual === null) {
    expect(actual, what).toBe(expected);
    return;
  }
  const allowed = Math.max(TOLERANCE, TOLERANCE * Math.abs(expected));
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    allowed,
  );
}

const NUMBERS = [
  'capital',
  'endEquity',
  'totalReturnPct',
  'volatilityPct',
  'sharpe',
  'sortino',
  'cagrPct',
  'calmar',
  'maxDrawdownPct',
  'underwaterPct',
] as const satisfies readonly (keyof PeriodRisk)[];

describe('periodRisk: the golden fixture (make.py)', () => {
  it.each(golden.cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const got = periodRisk(c.input);
    const want = c.expected;
    expect(got.days).toBe(want.days);
    expect(got.few).toBe(want.few);
    expect(got.capitalExhausted).toBe(want.capitalExhausted);
    for (const key of NUMBERS) close(got[key], want[key], key);
    expect(got.underwater).toHaveLength(want.underwater.length);
    want.underwater.forEach((w, i) => {
      expect(got.underwater[i]!.day).toBe(w.day);
      close(got.underwater[i]!.drawdownPct, w.drawdownPct, `underwater ${w.day}`);
    });
    expect(got.episodes).toHaveLength(want.episodes.length);
    want.episodes.forEach((w, i) => {
      const e = got.episodes[i]!;
      expect({ start: e.start, trough: e.trough, recovery: e.recovery, days: e.days }).toEqual({
        start: w.start,
        trough: w.trough,
        recovery: w.recovery,
        days: w.days,
      });
      close(e.depthPct, w.depthPct, `episode ${i} depthPct`);
      close(e.depth, w.depth, `episode ${i} depth`);
    });
  });

  it('covers what it claims: two clear drawdowns, a year for CAGR, the hand-made troughs', () => {
    const [a, b, c] = golden.cases;
    expect(a!.expected.days).toBe(250);
    expect(a!.expected.episodes.filter((e) => e.depthPct < -10)).toHaveLength(2);
    expect(b!.expected.episodes.map((e) => [e.start, e.trough, e.recovery])).toEqual([
      ['2024-03-03', '2024-03-03', null],
      ['2024-02-27', '2024-02-28', '2024-03-01'],
    ]);
    expect(c!.expected.days).toBeGreaterThanOrEqual(PERIODS_PER_YEAR);
    expect(c!.expected.calmar).not.toBeNull();
  });
});

const day = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
const series = (nets: readonly number[]): DailyNet[] =>
  nets.map((net, i) => ({ day: day(i), net }));
const risk = (nets: readonly number[], capital = 1000, days = series(nets)) =>
  periodRisk({ days, firstDay: day(0), lastDay: day(nets.length - 1), capital });

describe('periodRisk: edge cases', () => {
  it('never under water: no drawdown, no episode, no Sortino', () => {
    const r = risk([10, 0, 5, 20, 0, 1]);
    expect(r.sortino).toBeNull();
    expect(r.sharpe).toBeGreaterThan(0);
    expect(r.maxDrawdownPct).toBe(0);
    expect(r.underwaterPct).toBe(0);
    expect(r.episodes).toEqual([]);
    expect(r.underwater.every((p) => p.drawdownPct === 0)).toBe(true);
  });

  it('one day: no volatility, Sharpe or Sortino, and flagged few', () => {
    const r = risk([-50]);
    expect(r).toMatchObject({ days: 1, few: true, volatilityPct: null, sharpe: null });
    expect(r.sortino).toBeNull();
    expect(r.endEquity).toBe(950);
    expect(r.totalReturnPct).toBeCloseTo(-5, 12);
    expect(r.maxDrawdownPct).toBeCloseTo(-5, 12);
    expect(r.underwaterPct).toBe(100);
    expect(r.episodes).toEqual([
      {
        start: day(0),
        trough: day(0),
        recovery: null,
        depthPct: r.maxDrawdownPct,
        depth: -50,
        days: 1,
      },
    ]);
  });

  it('a flat period: volatility 0, no Sharpe, no Sortino, no drawdown', () => {
    const r = risk(new Array<number>(30).fill(0));
    expect(r).toMatchObject({
      days: 30,
      few: false,
      volatilityPct: 0,
      sharpe: null,
      sortino: null,
    });
    expect(r).toMatchObject({ maxDrawdownPct: 0, underwaterPct: 0, totalReturnPct: 0 });
    expect(r.endEquity).toBe(1000);
  });

  it('fills absent days with 0 and ignores entries outside the span', () => {
    const nets = [100, 0, 0, -200, 0, 50, 0];
    const sparse = series(nets).filter((d) => d.net !== 0);
    const outside = [{ day: '2024-12-31', net: 999 }, ...sparse, { day: day(7), net: -999 }];
    const full = risk(nets);
    expect(risk(nets, 1000, sparse)).toEqual(full);
    expect(risk(nets, 1000, outside)).toEqual(full);
    expect(full.days).toBe(7);
    expect(full.underwater.map((p) => p.day)).toEqual(nets.map((_, i) => day(i)));
    expect(full.endEquity).toBe(950);
    // Returns over the filled days count as 0: the mean is over all 7 days.
    const r = [0.1, 0, 0, -200 / 1100, 0, 50 / 900, 0];
    const mean = r.reduce((a, b) => a + b) / 7;
    const downside = Math.sqrt((200 / 1100) ** 2 / 7);
    expect(full.sortino).toBeCloseTo((mean / downside) * Math.sqrt(365), 12);
    expect(full.episodes).toEqual([
      {
        start: day(3),
        trough: day(3),
        recovery: null,
        depthPct: (900 / 1100 - 1) * 100,
        depth: -200,
        days: 4,
      },
    ]);
  });

  it('adds up several entries of one day', () => {
    const days = [
      { day: day(0), net: 30 },
      { day: day(0), net: -10 },
      { day: day(1), net: 5 },
    ];
    expect(periodRisk({ days, firstDay: day(0), lastDay: day(1), capital: 100 }).endEquity).toBe(
      125,
    );
  });

  it('counts calendar days across a leap day', () => {
    const r = periodRisk({ days: [], firstDay: '2024-02-27', lastDay: '2024-03-02', capital: 1 });
    expect(r.underwater.map((p) => p.day)).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
  });

  it('capital exhausted: the ratios are null, the drawdown figures stay', () => {
    const r = risk([-300, -800, 200, 50], 1000);
    expect(r.capitalExhausted).toBe(true);
    expect(r).toMatchObject({ volatilityPct: null, sharpe: null, sortino: null });
    expect(r).toMatchObject({ cagrPct: null, calmar: null, endEquity: 150 });
    expect(r.maxDrawdownPct).toBeCloseTo(-110, 12);
    expect(r.underwaterPct).toBe(100);
    expect(r.episodes[0]).toMatchObject({ trough: day(1), depth: -1100, recovery: null, days: 4 });
  });

  it('no CAGR nor Calmar under a year; both over one', () => {
    expect(risk(new Array<number>(364).fill(1)).cagrPct).toBeNull();
    const year = risk([-100, ...new Array<number>(364).fill(1)]);
    expect(year.days).toBe(365);
    expect(year.cagrPct).toBeCloseTo(26.4, 10); // 1000 → 1264 in exactly a year
    expect(year.calmar).toBeCloseTo(26.4 / 10, 10);
  });

  it('keeps the deepest episodes, deepest first, earlier first on ties', () => {
    // Each pair of days: a loss then its exact recovery; depths 1 %, 3 %, 2 %, 3 %, 5 %, 4 %, 6 %.
    const depths = [1, 3, 2, 3, 5, 4, 6];
    const nets = depths.flatMap((d) => [-d * 10, d * 10]);
    const r = risk(nets, 1000);
    expect(r.episodes).toHaveLength(REVIEW_DRAWDOWN_EPISODES);
    expect(r.episodes.map((e) => [Math.round(e.depthPct * 1e6) / 1e6, e.start])).toEqual([
      [-6, day(12)],
      [-5, day(8)],
      [-4, day(10)],
      [-3, day(2)],
      [-3, day(6)],
    ]);
    expect(r.episodes.every((e) => e.days === 2 && e.recovery !== null)).toBe(true);
  });

  it('throws a RangeError unless the capital is above 0', () => {
    for (const capital of [0, -1, NaN]) {
      expect(() => periodRisk({ days: [], firstDay: day(0), lastDay: day(1), capital })).toThrow(
        RangeError,
      );
    }
  });

  it('lastDay before firstDay: an empty period', () => {
    const r = periodRisk({ days: series([5]), firstDay: day(3), lastDay: day(2), capital: 500 });
    expect(r).toEqual({
      capital: 500,
      days: 0,
      few: true,
      endEquity: 500,
      totalReturnPct: 0,
      volatilityPct: null,
      sharpe: null,
      sortino: null,
      cagrPct: null,
      calmar: null,
      maxDrawdownPct: 0,
      underwaterPct: 0,
      capitalExhausted: false,
      underwater: [],
      episodes: [],
    });
    expect(REVIEW_MINIMUM_DAYS).toBe(20);
  });
});
