import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentRange, defaultDateRangeState, useDateStore } from './date-store';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const state = () => useDateStore.getState();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useDateStore.setState(defaultDateRangeState());
});

describe('date store', () => {
  it('defaults to the last 30 days grouped by day', () => {
    expect(state()).toMatchObject({
      timeframe: 'last_30_days',
      customDateRange: null,
      days: 30,
      grouping: '1d',
    });
  });

  it('persists the range state under date-store', () => {
    state().setTimeframe('last_7_days');
    const saved = JSON.parse(localStorage.getItem('date-store') ?? '{}').state;
    expect(saved).toEqual({
      timeframe: 'last_7_days',
      customDateRange: null,
      days: 7,
      grouping: '1d',
    });
  });

  it('falls back to the last 30 days when custom is chosen with no range', () => {
    state().setTimeframe('custom');
    expect(state().timeframe).toBe('custom');
    // 2025-06-15T12:00Z minus 30 × 24 h
    expect(state().customDateRange).toEqual({
      startDate: '2025-05-16T12:00:00.000Z',
      endDate: '2025-06-15T12:00:00.000Z',
    });
    expect(state().days).toBe(30);
  });

  it('keeps an existing custom range when custom is chosen again', () => {
    state().setCustomDateRange({ startDate: '2025-06-01', endDate: '2025-06-10' });
    state().setTimeframe('last_7_days');
    state().setTimeframe('custom');
    expect(state().customDateRange).toEqual({ startDate: '2025-06-01', endDate: '2025-06-10' });
    // 06-01T00:00Z to the end of 06-10 (23:59:59.999Z) is just under 10 days
    expect(Math.ceil(state().days)).toBe(10);
  });

  it('a range change that makes the grouping too granular picks spec §4’s automatic one', () => {
    state().setGrouping('1s');
    expect(state().grouping).toBe('1s'); // allowed: the selector only warns
    state().setTimeframe('last_90_days'); // 90 days is not more than 90: 1s still fits the rule
    expect(state().grouping).toBe('1s');
    state().setCustomDateRange({ startDate: '2025-01-01', endDate: '2025-06-01' }); // ~152 days
    expect(state().grouping).toBe('1d'); // up to 180 days: 1 day
    state().setGrouping('1s');
    state().setTimeframe('all_time'); // 2020-01-01 → 2025-06-15: ~1992 days
    expect(state().grouping).toBe('1w');
    state().setGrouping('1d'); // fine over the range: kept
    expect(state().grouping).toBe('1d');
  });

  it('a range change that makes the grouping too coarse does the same', () => {
    state().setGrouping('1d');
    state().setTimeframe('last_1_hour'); // 1 day over one hour is a single bar
    expect(state().grouping).toBe('5m');
    state().setGrouping('1w');
    state().setTimeframe('last_7_days');
    expect(state().grouping).toBe('1h');
  });

  it('gives dependent queries the range the state covers now', () => {
    expect(currentRange(state())).toEqual({
      startDate: new Date('2025-05-16T12:00:00.000Z'),
      endDate: NOW,
    });
  });

  it('reset returns to the defaults', () => {
    state().setCustomDateRange({ startDate: '2025-06-01', endDate: '2025-06-10' });
    state().setGrouping('1h');
    state().reset();
    expect(state()).toMatchObject({
      timeframe: 'last_30_days',
      customDateRange: null,
      days: 30,
      grouping: '1d',
    });
  });

  it('rehydrates valid saved values and drops invalid ones', async () => {
    localStorage.setItem(
      'date-store',
      JSON.stringify({
        state: { timeframe: 'last_7_days', grouping: '1s', customDateRange: null, days: 99 },
        version: 0,
      }),
    );
    await useDateStore.persist.rehydrate();
    // The saved grouping is kept as chosen; days are recomputed from the timeframe.
    expect(state()).toMatchObject({ timeframe: 'last_7_days', grouping: '1s', days: 7 });

    localStorage.setItem(
      'date-store',
      JSON.stringify({ state: { timeframe: 'forever', grouping: '3d' }, version: 0 }),
    );
    await useDateStore.persist.rehydrate();
    expect(state()).toMatchObject({ timeframe: 'last_7_days', grouping: '1s' });
  });
});
