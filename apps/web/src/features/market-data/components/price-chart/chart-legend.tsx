import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber, formatPercent, type Candle } from '@pulso/domain/core';
import { useIntlLocale } from '../../../../lib/intl-locale';

interface ChartLegendProps {
  candle: Candle;
  /** The candle before, for the change; without it the change is against the open. */
  previous: Candle | undefined;
  decimals: number;
}

/** The crosshair's candle (or the newest): open, high, low, close, change and volume. */
export function ChartLegend({ candle, previous, decimals }: ChartLegendProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const base = previous?.close ?? candle.open;
  const change = base ? ((candle.close - base) / base) * 100 : 0;
  const tone =
    candle.close >= candle.open
      ? 'text-emerald-600 dark:text-emerald-400'
      : 'text-rose-600 dark:text-rose-400';
  const time = new Date(candle.openTime).toISOString().replace('T', ' ').slice(0, 19);
  const fields = [
    ['O', candle.open],
    ['H', candle.high],
    ['L', candle.low],
    ['C', candle.close],
  ] as const;
  return (
    <div
      data-testid="chart-legend"
      className="pointer-events-none z-10 flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-2 pb-1.5 font-mono text-[11px] tabular-nums sm:absolute sm:left-2 sm:top-1.5 sm:max-w-[calc(100%-6rem)] sm:p-0 sm:text-xs"
    >
      <span className="text-slate-500 dark:text-slate-400">{time} UTC</span>
      {fields.map(([key, value]) => (
        <span key={key} className="whitespace-nowrap">
          <span className="text-slate-500 dark:text-slate-400">{t(`markets.legend.${key}`)}</span>{' '}
          <span className={tone}>{formatNumber(value, decimals, locale)}</span>
        </span>
      ))}
      <span
        className={`whitespace-nowrap ${change >= 0 ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400'}`}
      >
        {formatPercent(change, { signed: true, locale })}
      </span>
      <span className="whitespace-nowrap">
        <span className="text-slate-500 dark:text-slate-400">{t('markets.legend.volume')}</span>{' '}
        <span className="text-slate-700 dark:text-slate-300">
          {formatCompact(candle.volume, 2, locale)}
        </span>
      </span>
    </div>
  );
}
