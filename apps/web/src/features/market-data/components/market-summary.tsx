import { useTranslation } from 'react-i18next';
import {
  EXCHANGE_NAMES,
  formatCompact,
  formatNumber,
  formatPercent,
  parseSymbol,
  priceDisplayDecimals,
  type Candle,
  type ExchangeCode,
  type SupportedCoin,
  type SupportedSymbol,
} from '@pulso/domain/core';
import { useIntlLocale } from '../../../lib/intl-locale';
import { COIN_NAMES, pairLabel } from '../lib/market-names';

interface MarketSummaryProps {
  symbol: SupportedSymbol;
  exchange: ExchangeCode;
  candles: readonly Candle[];
  simulated: boolean;
  stale: boolean;
  live: boolean;
}

/** The pair, its last price and the range's change, high, low and volume; the data's origin. */
export function MarketSummary({
  symbol,
  exchange,
  candles,
  simulated,
  stale,
  live,
}: MarketSummaryProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { base } = parseSymbol(symbol);
  const first = candles[0];
  const last = candles[candles.length - 1];
  const decimals = priceDisplayDecimals(last?.close ?? Number.NaN);
  const change = first && last ? ((last.close - first.open) / first.open) * 100 : Number.NaN;
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  for (const c of candles) {
    high = Math.max(high, c.high);
    low = Math.min(low, c.low);
    volume += c.volume;
  }
  const up = change >= 0;
  const stats = [
    ['high', formatNumber(high, decimals, locale)],
    ['low', formatNumber(low, decimals, locale)],
    [
      'volume',
      Number.isFinite(volume) && candles.length
        ? `${formatCompact(volume, 1, locale)} ${base}`
        : '—',
    ],
  ] as const;

  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5 dark:border-white/5">
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-emerald-400/20 to-teal-500/20 text-[11px] font-bold text-emerald-700 ring-1 ring-emerald-500/30 dark:text-emerald-300"
        >
          {base.slice(0, 4)}
        </span>
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base font-semibold text-slate-900 dark:text-white">
            <span>{pairLabel(symbol)}</span>
            <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
              {COIN_NAMES[base as SupportedCoin]} · {EXCHANGE_NAMES[exchange]}
            </span>
            {simulated ? (
              <span className="rounded-full border border-amber-500/40 bg-amber-500/10 px-2 py-0.5 text-[10px] font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-300">
                {t('markets.simulated')}
              </span>
            ) : null}
            {stale ? (
              <span
                title={t('markets.staleHint')}
                className="rounded-full border border-rose-500/40 bg-rose-500/10 px-2 py-0.5 text-[10px] font-semibold uppercase tracking-wide text-rose-700 dark:text-rose-300"
              >
                {t('markets.stale')}
              </span>
            ) : null}
          </h2>
          <p className="mt-0.5 flex items-baseline gap-2 font-mono tabular-nums">
            <span
              data-testid="last-price"
              className={`text-xl font-semibold ${up ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400'}`}
            >
              {last ? formatNumber(last.close, decimals, locale) : '—'}
            </span>
            <span
              className={`text-sm ${up ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400'}`}
            >
              {formatPercent(change, { signed: true, locale })}
            </span>
            {live ? (
              <span className="inline-flex items-center gap-1.5 font-sans text-[11px] text-slate-500 dark:text-slate-400">
                <span
                  aria-hidden="true"
                  className="size-1.5 animate-pulse rounded-full bg-emerald-500"
                />
                {t('markets.live')}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-xs sm:flex sm:gap-6">
        {stats.map(([key, value]) => (
          <div key={key} className="min-w-0">
            <dt className="text-slate-500 dark:text-slate-400">{t(`markets.stats.${key}`)}</dt>
            <dd className="mt-0.5 whitespace-nowrap font-mono font-medium tabular-nums text-slate-800 dark:text-slate-200">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
