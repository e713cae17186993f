import { describe, expect, it } from 'vitest';
import {
  describeTradingWindows,
  inTradingWindow,
  lastWindowEnd,
  localInstant,
  type TradingWindow,
} from './trading-windows';

const madrid = 'Europe/Madrid';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
const weekdays: TradingWindow[] = [{ days: [1, 2, 3, 4, 5], start: '09:00', end: '22:00' }];

describe('trading windows', () => {
  it('no windows: always open, nothing ends', () => {
    expect(inTradingWindow(null, at('2026-10-24T03:00:00Z'), madrid)).toBe(true);
    expect(inTradingWindow([], at('2026-10-24T03:00:00Z'), madrid)).toBe(true);
    expect(lastWindowEnd([], at('2026-10-24T03:00:00Z'), madrid)).toBeUndefined();
  });

  it('reads the owner’s wall clock, daylight saving included', () => {
    // Friday 23 October (CEST, UTC+2): 21:59 local is 19:59Z.
    expect(inTradingWindow(weekdays, at('2026-10-23T19:59:00Z'), madrid)).toBe(true);
    expect(inTradingWindow(weekdays, at('2026-10-23T20:00:00Z'), madrid)).toBe(false);
    // Monday 26 October (CET, UTC+1): the same 20:00Z is 21:00, open.
    expect(inTradingWindow(weekdays, at('2026-10-26T20:00:00Z'), madrid)).toBe(true);
    expect(inTradingWindow(weekdays, at('2026-10-26T21:00:00Z'), madrid)).toBe(false);
    // Saturday: closed all day.
    expect(inTradingWindow(weekdays, at('2026-10-24T12:00:00Z'), madrid)).toBe(false);
    // New York on the same Monday (EDT until 1 November): 09:00 is 13:00Z.
    expect(inTradingWindow(weekdays, at('2026-10-26T12:59:00Z'), 'America/New_York')).toBe(false);
    expect(inTradingWindow(weekdays, at('2026-10-26T13:00:00Z'), 'America/New_York')).toBe(true);
  });

  it('the last end is the instant 22:00 read on the clock, before and after the change', () => {
    const daily: TradingWindow[] = [{ days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '22:00' }];
    expect(iso(lastWindowEnd(daily, at('2026-10-24T20:00:00Z'), madrid))).toBe(
      '2026-10-24T20:00:00.000Z',
    );
    // Sunday 20:00Z is 21:00 CET: the last end is still Saturday's.
    expect(iso(lastWindowEnd(daily, at('2026-10-25T20:00:00Z'), madrid))).toBe(
      '2026-10-24T20:00:00.000Z',
    );
    expect(iso(lastWindowEnd(daily, at('2026-10-25T21:00:00Z'), madrid))).toBe(
      '2026-10-25T21:00:00.000Z',
    );
    // Monday morning, weekdays only: Friday's end, three days back.
    expect(iso(lastWindowEnd(weekdays, at('2026-10-26T08:00:00Z'), madrid))).toBe(
      '2026-10-23T20:00:00.000Z',
    );
  });

  it('a window that ends as the next starts does not end there', () => {
    const night: TradingWindow[] = [
      { days: [1], start: '22:00', end: '24:00' },
      { days: [2], start: '00:00', end: '06:00' },
    ];
    // Monday 26 October 22:00 CET → Tuesday 06:00 CET (05:00Z): one end, not midnight.
    expect(inTradingWindow(night, at('2026-10-26T23:30:00Z'), madrid)).toBe(true);
    expect(iso(lastWindowEnd(night, at('2026-10-27T04:00:00Z'), madrid))).toBe(
      '2026-10-20T04:00:00.000Z', // the Tuesday before, still CEST
    );
    expect(iso(lastWindowEnd(night, at('2026-10-27T05:00:00Z'), madrid))).toBe(
      '2026-10-27T05:00:00.000Z',
    );
  });

  it('a minute the clock shows twice is its later instant; one it skips reads after the change', () => {
    // 25 October: 02:30 happens at 00:30Z (CEST) and again at 01:30Z (CET).
    expect(iso(localInstant('2026-10-25', 150, madrid))).toBe('2026-10-25T01:30:00.000Z');
    // 29 March: the clock jumps from 02:00 to 03:00; 02:30 reads as 03:30 CEST (01:30Z).
    expect(iso(localInstant('2026-03-29', 150, madrid))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(localInstant('2026-03-29', 22 * 60, madrid))).toBe('2026-03-29T20:00:00.000Z');
    expect(iso(localInstant('2026-03-28', 24 * 60, madrid))).toBe('2026-03-28T23:00:00.000Z');
  });

  it('says the windows as their owner set them', () => {
    expect(describeTradingWindows([...weekdays, { days: [6], start: '10:00', end: '14:00' }])).toBe(
      'LMXJV 09:00–22:00; S 10:00–14:00',
    );
  });
});
