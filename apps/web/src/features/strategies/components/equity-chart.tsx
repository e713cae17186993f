import { useEffect, useRef } from 'react';
import {
  ColorType,
  LineSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { EquityPoint } from '@pulso/domain/core';
import { chartLocalization } from '../../../lib/chart-localization';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useThemeStore } from '../../theme';

interface EquityChartProps {
  points: readonly EquityPoint[];
  label: string;
}

/** The backtest's equity, candle by candle. */
export function EquityChart({ points, label }: EquityChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const seriesRef = useRef<ISeriesApi<'Line'> | null>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const theme = useThemeStore((state) => state.theme);
  const locale = useIntlLocale();

  useEffect(() => {
    const chart = createChart(containerRef.current!, {
      autoSize: true,
      timeScale: { timeVisible: true },
    });
    chartRef.current = chart;
    seriesRef.current = chart.addSeries(LineSeries, { color: '#10b981', lineWidth: 2 });
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.applyOptions({ localization: chartLocalization({ locale }) });
  }, [locale]);

  useEffect(() => {
    const dark = theme === 'dark';
    chartRef.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: dark ? '#94a3b8' : '#64748b',
        attributionLogo: false,
      },
      grid: {
        vertLines: { color: dark ? 'rgba(148,163,184,0.07)' : 'rgba(15,23,42,0.06)' },
        horzLines: { color: dark ? 'rgba(148,163,184,0.07)' : 'rgba(15,23,42,0.06)' },
      },
    });
  }, [theme]);

  useEffect(() => {
    seriesRef.current?.setData(
      points.map((p) => ({ time: (p.time / 1000) as UTCTimestamp, value: p.equity })),
    );
    chartRef.current?.timeScale().fitContent();
  }, [points]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={label}
      data-testid="equity-chart"
      data-points={points.length}
      className="h-56 w-full"
    />
  );
}
