import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUPINGS } from './constants';
import type { Grouping } from './constants';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './date-range';
import type { DateRange } from './date-range';
import {
  GROUPING_LABELS,
  adjustGrouping,
  autoGrouping,
  groupingOptions,
  groupingProblem,
  groupingTooGranular,
} from './grouping';

const END = Date.parse('2024-06-15T00:00:00.000Z');
const lasting = (ms: number): DateRange => ({
  startDate: new Date(END - ms),
  endDate: new Date(END),
});
const days = (n: number): DateRange => lasting(n * MS_PER_DAY);

describe('groupingTooGranular (spec §5)', () => {
  it('1s: fine at 90 days, too granular just past 90 → 1m', () => {
    expect(groupingTooGranular('1s', 90)).toBeNull();
    expect(groupingTooGranular('1s', 90.0001)).toEqual({
      recommended: '1m',
      message:
        'La agrupación 1s puede ser demasiado granular para un rango de 91 días. Se recomienda 1m.',
    });
    expect(groupingTooGranular('1s', 120)?.message).toBe(
      'La agrupación 1s puede ser demasiado granular para un rango de 120 días. Se recomienda 1m.',
    );
  });

  it('30s: 180 / 181 days → 1m', () => {
    expect(groupingTooGranular('30s', 180)).toBeNull();
    expect(groupingTooGranular('30s', 181)?.recommended).toBe('1m');
  });

  it('1m and 2m: 365 / 366 days → 5m', () => {
    expect(groupingTooGranular('1m', 365)).toBeNull();
    expect(groupingTooGranular('2m', 365)).toBeNull();
    expect(groupingTooGranular('1m', 366)?.recommended).toBe('5m');
    expect(groupingTooGranular('2m', 366)?.message).toBe(
      'La agrupación 2m puede ser demasiado granular para un rango de 366 días. Se recomienda 5m.',
    );
  });

  it('5m and 15m: 730 / 731 days → 1h', () => {
    expect(groupingTooGranular('5m', 730)).toBeNull();
    expect(groupingTooGranular('15m', 730)).toBeNull();
    expect(groupingTooGranular('5m', 731)?.recommended).toBe('1h');
    expect(groupingTooGranular('15m', 731)?.recommended).toBe('1h');
  });

  it('follows a recommendation the rules flag in turn', () => {
    expect(groupingTooGranular('1s', 366)?.recommended).toBe('5m');
    expect(groupingTooGranular('30s', 731)?.message).toBe(
      'La agrupación 30s puede ser demasiado granular para un rango de 731 días. Se recomienda 1h.',
    );
    expect(groupingTooGranular('1m', 731)?.recommended).toBe('1h');
  });

  it('no other grouping is ever too granular', () => {
    for (const g of ['30m', '1h', '4h', '1d', '1w'] as const) {
      expect(groupingTooGranular(g, 100_000)).toBeNull();
    }
  });
});

describe('autoGrouping (spec §4)', () => {
  it.each<[string, number, Grouping]>([
    ['59 min', 59 * MS_PER_MINUTE, '1m'],
    ['1 h', MS_PER_HOUR, '5m'],
    ['6 h − 1 ms', 6 * MS_PER_HOUR - 1, '5m'],
    ['6 h', 6 * MS_PER_HOUR, '15m'],
    ['1 d − 1 ms', MS_PER_DAY - 1, '15m'],
    ['1 d', MS_PER_DAY, '1h'],
    ['7 d', 7 * MS_PER_DAY, '1h'],
    ['7 d + 1 ms', 7 * MS_PER_DAY + 1, '4h'],
    ['30 d', 30 * MS_PER_DAY, '4h'],
    ['30 d + 1 ms', 30 * MS_PER_DAY + 1, '1d'],
    ['180 d', 180 * MS_PER_DAY, '1d'],
    ['180 d + 1 ms', 180 * MS_PER_DAY + 1, '1w'],
  ])('%s → %s', (_name, ms, expected) => {
    expect(autoGrouping(lasting(ms))).toBe(expected);
  });

  it('property: the automatic grouping is never flagged, for any range the UI offers (1 h on)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MS_PER_HOUR, max: 3000 * MS_PER_DAY }), (ms) => {
        expect(groupingProblem(autoGrouping(lasting(ms)), lasting(ms))).toBeNull();
      }),
    );
  });
});

describe('adjustGrouping (one rule: spec §5 too granular, or too coarse → spec §4)', () => {
  it('keeps a grouping that suits the new range', () => {
    expect(adjustGrouping('1s', days(90))).toBe('1s');
    expect(adjustGrouping('1d', days(800))).toBe('1d');
    expect(adjustGrouping('1h', days(30))).toBe('1h');
  });

  it('replaces a too-granular or too-coarse one with the automatic choice', () => {
    // 1s over 91 days: spec §5 flags it; spec §4 picks 1d for 91 days.
    expect(adjustGrouping('1s', days(91))).toBe('1d');
    // 'Todo el tiempo' (years): 1w.
    expect(adjustGrouping('15m', days(2520))).toBe('1w');
    // 1 day over the last hour is one bar: 5m (spec §4, 1 h to 6 h).
    expect(adjustGrouping('1d', lasting(MS_PER_HOUR))).toBe('5m');
    expect(adjustGrouping('1w', days(6))).toBe('1h');
  });

  it('property: what it chooses is never flagged by the rule the selector shows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GROUPINGS),
        fc.integer({ min: MS_PER_HOUR, max: 3000 * MS_PER_DAY }),
        (g, ms) => {
          const range = lasting(ms);
          const chosen = adjustGrouping(g, range);
          expect(groupingProblem(chosen, range)).toBeNull();
          expect(groupingOptions(range).find((o) => o.value === chosen)?.appropriate).toBe(true);
        },
      ),
    );
  });
});

describe('groupingOptions', () => {
  it('lists every grouping with its Spanish label', () => {
    const options = groupingOptions(days(30));
    expect(options.map((o) => o.value)).toEqual([...GROUPINGS]);
    expect(options.map((o) => o.label)).toEqual(GROUPINGS.map((g) => GROUPING_LABELS[g]));
    expect(GROUPING_LABELS['1s']).toBe('1 segundo');
    expect(GROUPING_LABELS['1w']).toBe('1 semana');
  });

  it('marks 30 days: 1d suits (30 points), 1m suits too (the chart pages its candles)', () => {
    const byValue = new Map(groupingOptions(days(30)).map((o) => [o.value, o]));
    expect(byValue.get('1d')).toMatchObject({
      appropriate: true,
      reason: 'Adecuada para 30 días (30 puntos)',
    });
    // 30 × 1,440 minutes, in Spanish digits.
    expect(byValue.get('1m')).toMatchObject({
      appropriate: true,
      reason: 'Adecuada para 30 días (43.200 puntos)',
    });
    expect(byValue.get('1w')).toMatchObject({ appropriate: true });
  });

  it('uses the too-granular message first when a spec rule applies', () => {
    const oneSecond = groupingOptions(days(120)).find((o) => o.value === '1s');
    expect(oneSecond?.reason).toBe(
      'La agrupación 1s puede ser demasiado granular para un rango de 120 días. Se recomienda 1m.',
    );
  });

  it('flags groupings too coarse for the range', () => {
    const byValue = new Map(groupingOptions(lasting(6 * MS_PER_HOUR)).map((o) => [o.value, o]));
    expect(byValue.get('1d')).toMatchObject({
      appropriate: false,
      reason: 'Demasiado amplia: 1 punto para 6 horas (mínimo 2). Se recomienda 15m.',
    });
    expect(byValue.get('1h')).toMatchObject({
      appropriate: true,
      reason: 'Adecuada para 6 horas (6 puntos)',
    });
  });
});
