import {
  amountDecimals,
  formatNumber,
  priceDisplayDecimals,
  relativeTime,
} from '@pulso/domain/core';
import type { Trade } from '@pulso/domain/schemas';
import { intlLocale } from '../../../lib/intl-locale';

/** The cells of a trade as shown: amounts with the spec §9 decimals of their asset. */
export function formatTrade(trade: Trade, locale: string) {
  const n = (value: string) => Number(value);
  const price = n(trade.price);
  return {
    amount: formatNumber(n(trade.amount), amountDecimals(trade.asset), locale),
    price: formatNumber(
      price,
      Math.max(amountDecimals(trade.quoteAsset), priceDisplayDecimals(price)),
      locale,
    ),
    total: formatNumber(n(trade.total), amountDecimals(trade.quoteAsset), locale),
    fee: formatNumber(n(trade.fee), amountDecimals(trade.feeAsset), locale),
    realizedPnl: formatNumber(n(trade.realizedPnl), amountDecimals(trade.quoteAsset), locale),
  };
}

/** 'hace 5 minutos' and, for the hover title, the full local date and time. */
export function tradeTimes(createdAt: string, now: Date, language: string) {
  const date = new Date(createdAt);
  return {
    relative: relativeTime(date, now, language === 'es' ? 'es' : 'en'),
    absolute: date.toLocaleString(intlLocale(language)),
  };
}
