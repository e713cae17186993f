import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUPINGS } from './constants';
import type { Grouping } from './constants';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './date-range';
import type { DateRange } from './date-range';
import {
  GROUPING_LABELS,
  MAX_CANDLES,
  adjustGrouping,
  autoGrouping,
  bucketCount,
  groupingOptions,
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

  it('property: the automatic grouping is never too granular', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 * MS_PER_DAY }), (ms) => {
        const range = lasting(ms);
        expect(adjustGrouping(autoGrouping(range), range)).toBe(autoGrouping(range));
      }),
    );
  });
});

describe('adjustGrouping', () => {
  it('replaces a too-granular grouping and keeps the rest', () => {
    expect(adjustGrouping('1s', days(91))).toBe('1m');
    expect(adjustGrouping('1s', days(90))).toBe('1s');
    expect(adjustGrouping('15m', days(800))).toBe('1h');
    expect(adjustGrouping('1d', days(800))).toBe('1d');
  });

  it('property: the adjusted grouping is never too granular', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GROUPINGS),
        fc.integer({ min: 0, max: 3000 * MS_PER_DAY }),
        (g, ms) => {
          const range = lasting(ms);
          expect(groupingTooGranular(adjustGrouping(g, range), ms / MS_PER_DAY)).toBeNull();
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

  it('marks 30 days: 1d suits (30 points), 1m is too many, 1w suits with 5 points', () => {
    const byValue = new Map(groupingOptions(days(30)).map((o) => [o.value, o]));
    expect(byValue.get('1d')).toMatchObject({
      appropriate: true,
      reason: 'Adecuada para 30 días (30 puntos)',
    });
    expect(byValue.get('1m')).toMatchObject({
      appropriate: false,
      reason: 'Demasiado granular: 43200 puntos para 30 días (máximo 5000)',
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
      reason: 'Demasiado amplia: 1 punto para 6 horas (mínimo 2)',
    });
    expect(byValue.get('1h')).toMatchObject({
      appropriate: true,
      reason: 'Adecuada para 6 horas (6 puntos)',
    });
  });

  it('puts the MAX_CANDLES boundary exactly at 5000 buckets', () => {
    const atMax = groupingOptions(lasting(MAX_CANDLES * MS_PER_MINUTE)).find(
      (o) => o.value === '1m',
    );
    expect(atMax?.appropriate).toBe(true);
    const over = groupingOptions(lasting(MAX_CANDLES * MS_PER_MINUTE + 1)).find(
      (o) => o.value === '1m',
    );
    expect(over?.appropriate).toBe(false);
    expect(bucketCount('1m', lasting(MAX_CANDLES * MS_PER_MINUTE + 1))).toBe(5001);
  });
});
