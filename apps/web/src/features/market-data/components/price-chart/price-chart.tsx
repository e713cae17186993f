import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceDisplayDecimals, type Candle } from '@pulso/domain/core';
import { useIntlLocale } from '../../../../lib/intl-locale';
import { useThemeStore } from '../../../theme';
import { ChartLegend } from './chart-legend';
import { createPriceChart, type PriceChartHandle, type TradeMarker } from './create-price-chart';

export interface PriceChartProps {
  candles: readonly Candle[];
  /** Buy and sell trades to pin on their candles. */
  markers?: readonly TradeMarker[];
  /** The candles' grouping interval (axis detail). */
  intervalMs: number;
  /** Accessible name, e.g. 'Gráfico de velas BTC/USDT'. */
  label: string;
  /** Sizing; the chart fills the box it is given. */
  className?: string;
  /** The OHLC, change and volume line over the chart (on by default). */
  legend?: boolean;
  /** Called when the user scrolls back to the oldest candle shown: load older ones. */
  onNeedOlder?: () => void;
  /** The candles shown are the previous selection's while the new ones load. */
  loading?: boolean;
}

/**
 * Candles and volume with a crosshair legend, in the app's theme. Reusable: the markets page
 * shows a symbol's market; the account page shows the same with its trades as markers.
 */
export function PriceChart({
  candles,
  markers,
  intervalMs,
  label,
  className = 'h-[420px] sm:h-[520px]',
  legend = true,
  onNeedOlder,
  loading = false,
}: PriceChartProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<PriceChartHandle | null>(null);
  const theme = useThemeStore((state) => state.theme);
  const initialTheme = useRef(theme);
  const [hovered, setHovered] = useState<Candle | null>(null);
  const locale = useIntlLocale();

  useEffect(() => {
    const chart = createPriceChart(containerRef.current!, initialTheme.current);
    chartRef.current = chart;
    const stopHover = chart.onHover(setHovered);
    return () => {
      stopHover();
      chart.destroy();
      chartRef.current = null;
    };
  }, []);

  const needOlder = useRef(onNeedOlder);
  useEffect(() => {
    needOlder.current = onNeedOlder;
  }, [onNeedOlder]);
  useEffect(() => chartRef.current?.onNearStart(() => needOlder.current?.()), []);

  const decimals = priceDisplayDecimals(candles[candles.length - 1]?.close ?? Number.NaN);
  useEffect(() => chartRef.current?.setTheme(theme), [theme]);
  useEffect(() => chartRef.current?.setInterval(intervalMs), [intervalMs]);
  useEffect(() => chartRef.current?.setPriceDecimals(decimals), [decimals]);
  useEffect(() => chartRef.current?.setLocale(locale), [locale]);
  useEffect(() => chartRef.current?.setCandles(candles), [candles]);
  useEffect(() => chartRef.current?.setMarkers(markers ?? []), [markers, candles]);

  const indexByTime = useMemo(() => new Map(candles.map((c, i) => [c.openTime, i])), [candles]);
  const index = hovered ? (indexByTime.get(hovered.openTime) ?? -1) : candles.length - 1;
  const shown = candles[index];
  const last = candles[candles.length - 1];

  // On phones the legend sits above the chart; on wider screens it floats over the top left.
  return (
    <div className={`relative flex flex-col ${className}`}>
      {legend && shown ? (
        <ChartLegend candle={shown} previous={candles[index - 1]} decimals={decimals} />
      ) : null}
      <div className="relative min-h-0 flex-1">
        <div
          ref={containerRef}
          role="img"
          aria-label={label}
          data-testid="price-chart"
          data-candles={candles.length}
          data-interval={intervalMs}
          data-loading={loading}
          data-last-open-time={last?.openTime}
          data-last-close={last?.close}
          className="absolute inset-0"
        />
        {candles.length === 0 && !loading ? (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-500 dark:text-slate-400">
            {t('markets.emptyTitle')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
