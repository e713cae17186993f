import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_EXCHANGE,
  isExchangeCode,
  isSupportedSymbol,
  normalizeSymbol,
  type ExchangeCode,
  type SupportedSymbol,
} from '@pulso/domain/core';

export const DEFAULT_SYMBOL: SupportedSymbol = 'BTCUSDT';

/**
 * The symbol and exchange on screen live in the URL (?symbol=ETHUSDT&exchange=bybit): a chart can
 * be shared or bookmarked, and the back button undoes a switch.
 */
export function useMarketSelection() {
  const [params, setParams] = useSearchParams();
  const rawSymbol = normalizeSymbol(params.get('symbol') ?? '');
  const rawExchange = params.get('exchange') ?? '';
  const symbol: SupportedSymbol = isSupportedSymbol(rawSymbol) ? rawSymbol : DEFAULT_SYMBOL;
  const exchange: ExchangeCode = isExchangeCode(rawExchange) ? rawExchange : DEFAULT_EXCHANGE;

  const select = useCallback(
    (change: { symbol?: SupportedSymbol; exchange?: ExchangeCode }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.symbol) next.set('symbol', change.symbol);
          if (change.exchange) next.set('exchange', change.exchange);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return { symbol, exchange, select };
}
