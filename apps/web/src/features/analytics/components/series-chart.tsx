import { useEffect, useRef } from 'react';
import {
  ColorType,
  HistogramSeries,
  LineSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useTranslation } from 'react-i18next';
import {
  chartLocalization,
  chartTimeVisible,
  paddedAutoscale,
} from '../../../lib/chart-localization';
import { CHART_PALETTES } from '../../../lib/chart-palette';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useThemeStore } from '../../theme';

export interface SeriesPoint {
  /** Epoch ms. */
  time: number;
  value: number;
}

interface SeriesChartProps {
  /** A line (e.g. cumulative PnL), drawn over the bars when both are given. */
  line?: readonly SeriesPoint[];
  /** Bars, green above zero and red below (or all green when `positiveOnly`). */
  bars?: readonly SeriesPoint[];
  label: string;
  testId: string;
  className?: string;
  /** One bar's width (the grouping): daily and weekly buckets are labelled by date alone. */
  bucketMs?: number;
  /** With a line and bars: what each axis reads (bars on the left, the line on the right). */
  axes?: { bars: string; line: string };
}

/**
 * A time series chart in the app's theme: a line, bars, or both, each on its own labelled axis
 * (bars left, line right) so a bar never reads against the line's values.
 */
export function SeriesChart({
  line,
  bars,
  label,
  testId,
  className = 'h-64',
  bucketMs = 0,
  axes,
}: SeriesChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const lineRef = useRef<ISeriesApi<'Line'> | null>(null);
  const barsRef = useRef<ISeriesApi<'Histogram'> | null>(null);
  const theme = useThemeStore((state) => state.theme);
  const locale = useIntlLocale();
  const { t } = useTranslation();
  const hasLine = line !== undefined;
  const hasBars = bars !== undefined;
  const points = (line ?? bars ?? []).length;

  useEffect(() => {
    const chart = createChart(containerRef.current!, {
      autoSize: true,
    });
    chartRef.current = chart;
    if (hasBars) {
      // With a line, the bars read on the left axis and the line on the right one.
      barsRef.current = chart.addSeries(HistogramSeries, {
        priceScaleId: hasLine ? 'left' : 'right',
        priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
        autoscaleInfoProvider: paddedAutoscale({ includeZero: true }),
        priceLineVisible: !hasLine,
      });
      if (hasLine) chart.applyOptions({ leftPriceScale: { visible: true } });
    }
    if (hasLine) {
      lineRef.current = chart.addSeries(LineSeries, {
        priceScaleId: 'right',
        color: '#10b981',
        lineWidth: 2,
        autoscaleInfoProvider: paddedAutoscale(),
      });
    }
    return () => {
      chart.remove();
      chartRef.current = null;
      lineRef.current = null;
      barsRef.current = null;
    };
  }, [hasLine, hasBars]);

  useEffect(() => {
    chartRef.current?.applyOptions({
      localization: chartLocalization({ locale, bucketMs }),
      timeScale: { timeVisible: chartTimeVisible(bucketMs) },
    });
  }, [locale, bucketMs, hasLine, hasBars]);

  useEffect(() => {
    const palette = CHART_PALETTES[theme];
    chartRef.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: palette.text,
        attributionLogo: false,
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { borderColor: palette.border },
      leftPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border },
    });
  }, [theme]);

  useEffect(() => {
    const palette = CHART_PALETTES[theme];
    lineRef.current?.setData(
      (line ?? []).map((p) => ({ time: (p.time / 1000) as UTCTimestamp, value: p.value })),
    );
    barsRef.current?.setData(
      (bars ?? []).map((p) => ({
        time: (p.time / 1000) as UTCTimestamp,
        value: p.value,
        color: p.value < 0 ? palette.down : palette.up,
      })),
    );
    chartRef.current?.timeScale().fitContent();
  }, [line, bars, theme]);

  // Without points, the chart's frame says why instead of showing bare axes.
  const box = (
    <div className={`relative w-full ${className}`}>
      <div
        ref={containerRef}
        role="img"
        aria-label={label}
        data-testid={testId}
        data-points={points}
        className={`absolute inset-0 ${points === 0 ? 'invisible' : ''}`}
      />
      {points === 0 ? (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-500 dark:text-slate-400">
          {t('analytics.noTrades')}
        </p>
      ) : null}
    </div>
  );
  // One shape whether the axes are named or not: the chart lives in the container's node, so
  // the node must not be remounted when the points arrive (an empty range, then one with
  // trades, left the chart drawing into a detached node: a blank panel).
  return (
    <div>
      {axes && hasLine && hasBars && points > 0 ? (
        <p
          data-testid={`${testId}-axes`}
          className="mb-2 flex justify-between gap-4 text-xs text-slate-500 dark:text-slate-400"
        >
          <span>
            <span aria-hidden="true">← </span>
            {axes.bars}
          </span>
          <span className="text-right">
            {axes.line}
            <span aria-hidden="true"> →</span>
          </span>
        </p>
      ) : null}
      {box}
    </div>
  );
}
