import { useCallback } from 'react';
import {
  DEFAULT_EXCHANGE,
  isExchangeCode,
  isSupportedSymbol,
  normalizeSymbol,
  type ExchangeCode,
  type SupportedSymbol,
} from '@pulso/domain/core';
import { useAddressParams } from '../../../lib/use-address-params';

export const DEFAULT_SYMBOL: SupportedSymbol = 'BTCUSDT';

/**
 * The symbol and exchange on screen live in the URL (?symbol=ETHUSDT&exchange=bybit): a chart can
 * be shared or bookmarked, and the back button undoes a switch.
 */
export function useMarketSelection() {
  const [params, write] = useAddressParams();
  const rawSymbol = normalizeSymbol(params.get('symbol') ?? '');
  const rawExchange = params.get('exchange') ?? '';
  const symbol: SupportedSymbol = isSupportedSymbol(rawSymbol) ? rawSymbol : DEFAULT_SYMBOL;
  const exchange: ExchangeCode = isExchangeCode(rawExchange) ? rawExchange : DEFAULT_EXCHANGE;

  const select = useCallback(
    (change: { symbol?: SupportedSymbol; exchange?: ExchangeCode }) =>
      write(
        (latest) => {
          const next = new URLSearchParams(latest);
          if (change.symbol) next.set('symbol', change.symbol);
          if (change.exchange) next.set('exchange', change.exchange);
          return next;
        },
        { replace: false },
      ),
    [write],
  );
  return { symbol, exchange, select };
}
