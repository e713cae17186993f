import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SORT_KEYS,
  ACCOUNT_TYPES,
  ALL_TIME_START,
  ALL_TIME_START_ISO,
  CACHE_NAMESPACES,
  DEFAULT_GROUPING,
  DEFAULT_THEME,
  DEFAULT_TIMEFRAME,
  EXCHANGES,
  GROUPINGS,
  GROUPING_INTERVAL_SECONDS,
  LIMITS,
  MAX_PAGE_LIMIT,
  PAGE_SIZES,
  STABLE_COINS,
  STORAGE_KEYS,
  SUPPORTED_COINS,
  SUPPORTED_SYMBOLS,
  TIMEFRAMES,
  TOAST_SETTINGS,
  groupingIntervalMs,
  isGrouping,
  isStableCoin,
  isSupportedSymbol,
  isTimeframe,
  isAccountSortKey,
} from './constants';

describe('enumerations (spec §3)', () => {
  it('lists the 17 timeframes in spec order', () => {
    expect(TIMEFRAMES).toHaveLength(17);
    expect(TIMEFRAMES[0]).toBe('last_1_hour');
    expect(TIMEFRAMES[4]).toBe('today');
    expect(TIMEFRAMES[15]).toBe('all_time');
    expect(TIMEFRAMES[16]).toBe('custom');
  });

  it('lists exchanges, account types and cache namespaces', () => {
    expect(EXCHANGES).toEqual(['binance', 'kucoin', 'bybit', 'bitget']);
    expect(ACCOUNT_TYPES).toEqual(['spot', 'crossMargin', 'isolatedMargin', 'future']);
    expect(CACHE_NAMESPACES).toHaveLength(9);
    expect(CACHE_NAMESPACES).toContain('tradeAnalysis');
  });

  it('has 20 coins × 2 quotes = 40 symbols, coin-major', () => {
    expect(SUPPORTED_COINS).toHaveLength(20);
    expect(SUPPORTED_COINS[19]).toBe('NEAR');
    expect(SUPPORTED_SYMBOLS).toHaveLength(40);
    expect(SUPPORTED_SYMBOLS.slice(0, 4)).toEqual(['BTCUSDT', 'BTCUSDC', 'ETHUSDT', 'ETHUSDC']);
    expect(SUPPORTED_SYMBOLS.at(-1)).toBe('NEARUSDC');
    expect(new Set(SUPPORTED_SYMBOLS).size).toBe(40);
  });

  it('guards timeframes, groupings and symbols', () => {
    expect(isTimeframe('custom')).toBe(true);
    expect(isTimeframe('last_4_days')).toBe(false);
    expect(isTimeframe(7)).toBe(false);
    expect(isGrouping('1w')).toBe(true);
    expect(isGrouping('3m')).toBe(false);
    expect(isGrouping('toString')).toBe(false);
    expect(isSupportedSymbol('PEPEUSDC')).toBe(true);
    expect(isSupportedSymbol('PEPEBUSD')).toBe(false);
    expect(isSupportedSymbol('btcusdt')).toBe(false);
  });

  it('knows the stable coins, case-insensitively', () => {
    expect(STABLE_COINS).toEqual(['USDT', 'USDC', 'BUSD', 'USD', 'DAI', 'TUSD']);
    expect(isStableCoin('TUSD')).toBe(true);
    expect(isStableCoin('dai')).toBe(true);
    expect(isStableCoin('BTC')).toBe(false);
    expect(isStableCoin('EUR')).toBe(false);
  });
});

describe('grouping intervals (spec §9)', () => {
  it('runs from 1s = 1000 ms to 1w = 604800000 ms', () => {
    expect(groupingIntervalMs('1s')).toBe(1000);
    expect(groupingIntervalMs('30s')).toBe(30_000);
    expect(groupingIntervalMs('2m')).toBe(120_000);
    expect(groupingIntervalMs('4h')).toBe(14_400_000);
    expect(groupingIntervalMs('1d')).toBe(86_400_000);
    expect(groupingIntervalMs('1w')).toBe(604_800_000);
  });

  it('treats an unknown grouping as one hour', () => {
    expect(groupingIntervalMs('3m')).toBe(3_600_000);
    expect(groupingIntervalMs('')).toBe(3_600_000);
    expect(groupingIntervalMs('constructor')).toBe(3_600_000);
  });

  it('has an interval for every grouping, strictly increasing', () => {
    const seconds = GROUPINGS.map((g) => GROUPING_INTERVAL_SECONDS[g]);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    expect(new Set(seconds).size).toBe(GROUPINGS.length);
  });
});

describe('limits and defaults (spec §4, §9)', () => {
  it('has the spec page sizes and limits', () => {
    expect(PAGE_SIZES).toEqual({
      default: 25,
      deployments: 10,
      trades: 20,
      bulk: 100,
      accountLists: 25,
    });
    expect(MAX_PAGE_LIMIT).toBe(100);
    expect(LIMITS.dateRangeMaxDays).toBe(365);
    expect(LIMITS.dateRangeMinDays).toBe(1);
    expect(LIMITS.dateChangeDebounceMs).toBe(500);
    expect(LIMITS.strategyTimeoutMs).toBe(30_000);
    expect(LIMITS.listDescriptionMax).toBe(200);
  });

  it('has the spec defaults', () => {
    expect(ALL_TIME_START.toISOString()).toBe(ALL_TIME_START_ISO);
    expect(ALL_TIME_START_ISO).toBe('2020-01-01T00:00:00.000Z');
    expect(DEFAULT_TIMEFRAME).toBe('last_30_days');
    expect(DEFAULT_GROUPING).toBe('1d');
    expect(DEFAULT_THEME).toBe('dark');
    expect(TOAST_SETTINGS).toMatchObject({
      position: 'top-right',
      autoClose: 5000,
      maxWidthPx: 320,
    });
    expect(STORAGE_KEYS.token).toBe('token-store');
  });
});

describe('isAccountSortKey', () => {
  it('accepts the spec sort keys only', () => {
    expect(ACCOUNT_SORT_KEYS.every(isAccountSortKey)).toBe(true);
    expect(isAccountSortKey('price')).toBe(false);
    expect(isAccountSortKey(undefined)).toBe(false);
  });
});
