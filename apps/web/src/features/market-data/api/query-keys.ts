import type { ExchangeCode, Grouping, SupportedSymbol } from '@pulso/domain/core';

export interface OhlcParams {
  symbol: SupportedSymbol;
  exchange: ExchangeCode;
  grouping: Grouping;
  /** ISO date-time. */
  start: string;
  end?: string;
}

/** Spec §3 cache namespace 'cryptoPrice'; every price query key starts with it. */
export const cryptoPriceKeys = {
  all: ['cryptoPrice'] as const,
  ohlc: (params: OhlcParams) => [...cryptoPriceKeys.all, 'ohlc', params] as const,
  /** The newest candles polled on top of an ohlc query. */
  live: (params: OhlcParams) => [...cryptoPriceKeys.all, 'ohlc', 'live', params] as const,
};
