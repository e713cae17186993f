import { describe, expect, it } from 'vitest';
import { DAY_MS as DAY, HOUR_MS as HOUR, periodFor, plan } from './analytics-plan';

describe('analytics plan', () => {
  it('plans a range into raw edges, whole hours, days and Monday weeks', () => {
    const WEEK = 7 * DAY;
    const w0 = Date.UTC(2026, 2, 9); // a week boundary: weeks start on Monday (2026-03-09)
    expect(new Date(w0).getUTCDay()).toBe(1);
    const start = w0 - 2 * DAY - 23 * HOUR - 30 * 60_000; // 2 days, 23.5 hours before it
    const end = w0 + 2 * WEEK + DAY + 2 * HOUR + 60_000;
    expect(plan(start, end, WEEK)).toEqual({
      edges: [
        { fromMs: start, toMs: start + 30 * 60_000 },
        { fromMs: end - 60_000, toMs: end },
      ],
      rollups: [
        { periodMs: HOUR, fromMs: start + 30 * 60_000, toMs: w0 - 2 * DAY },
        { periodMs: HOUR, fromMs: w0 + 2 * WEEK + DAY, toMs: end - 60_000 },
        { periodMs: DAY, fromMs: w0 - 2 * DAY, toMs: w0 },
        { periodMs: DAY, fromMs: w0 + 2 * WEEK, toMs: w0 + 2 * WEEK + DAY },
        { periodMs: WEEK, fromMs: w0, toMs: w0 + 2 * WEEK },
      ],
    });
    // 1h grouping: hours only; sub-hour: all raw
    expect(plan(start, end, periodFor(HOUR)).rollups).toEqual([
      { periodMs: HOUR, fromMs: start + 30 * 60_000, toMs: end - 60_000 },
    ]);
    expect(plan(start, end, periodFor(15 * 60_000))).toEqual({
      edges: [{ fromMs: start, toMs: end }],
      rollups: [],
    });
    expect([HOUR, 4 * HOUR, DAY, WEEK, 60_000].map(periodFor)).toEqual([HOUR, HOUR, DAY, WEEK, 0]);
  });
});
