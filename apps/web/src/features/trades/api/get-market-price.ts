import { MESSAGES, type Candle } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';

const FIVE_MINUTES_MS = 5 * 60_000;

/**
 * The last traded price of a symbol: the close of its newest one-minute candle
 * (GET /crypto-price/ohlc, no token). The emit form sends it when no close is given.
 */
export async function getMarketPrice(symbol: string, exchange: string): Promise<string> {
  const start = new Date(Date.now() - FIVE_MINUTES_MS).toISOString();
  const body = await apiFetch<{ data?: Candle[] }>('/crypto-price/ohlc', {
    query: { symbol, exchange, grouping: '1m', start },
    auth: false,
    defaultMessage: MESSAGES.errors.prices.fetchOhlc,
    silent: true,
  });
  const last = body?.data?.at(-1);
  if (!last || !(Number(last.close) > 0)) throw new Error(MESSAGES.errors.prices.invalidResponse);
  return String(last.close);
}
