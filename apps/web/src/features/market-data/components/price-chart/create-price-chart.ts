/**
 * The candle + volume chart, framework-free (the React component wraps it; the benchmark drives
 * it directly). Live updates touch only the newest bars; anything else redraws the series.
 */
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  LineStyle,
  createChart,
  createSeriesMarkers,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle, Theme } from '@pulso/domain/core';
import { chartLocalization } from '../../../../lib/chart-localization';
import { CHART_PALETTES, type ChartPalette } from '../../../../lib/chart-palette';

/** A trade to pin on the chart (the analytics page marks its buys and sells). */
export interface TradeMarker {
  /** Epoch ms; the marker sits on the candle holding it. */
  time: number;
  side: 'buy' | 'sell';
  /** Shown beside the arrow; 'C' / 'V' by default (compra, venta). */
  label?: string;
}

export interface PriceChartHandle {
  setCandles(candles: readonly Candle[]): void;
  setMarkers(markers: readonly TradeMarker[]): void;
  setTheme(theme: Theme): void;
  /** Axis detail: seconds for sub-minute candles, times for intraday ones. */
  setInterval(intervalMs: number): void;
  setPriceDecimals(decimals: number): void;
  /** The Intl locale of the axis and crosshair labels (the interface language's). */
  setLocale(locale: string): void;
  /** The candle under the crosshair, or null when the pointer leaves. */
  onHover(listener: (candle: Candle | null) => void): () => void;
  /** Called when the view comes near the oldest candle shown (time to load older ones). */
  onNearStart(listener: () => void): () => void;
  destroy(): void;
}

const toTime = (ms: number) => (ms / 1000) as UTCTimestamp;
/** Within this many bars of the oldest candle, the chart asks for older ones. */
const NEAR_START_BARS = 50;

export function createPriceChart(
  container: HTMLElement,
  theme: Theme,
  locale = 'es-ES',
): PriceChartHandle {
  // What the labels depend on; each setter changes one and re-applies them all.
  const labels = { locale, priceDecimals: 2, bucketMs: 0, nonNegative: true };
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    crosshair: {
      mode: CrosshairMode.Normal,
      vertLine: { style: LineStyle.Dashed, labelBackgroundColor: '#334155' },
      horzLine: { style: LineStyle.Dashed, labelBackgroundColor: '#334155' },
    },
    rightPriceScale: { scaleMargins: { top: 0.08, bottom: 0.24 } },
    timeScale: { rightOffset: 6, barSpacing: 8, minBarSpacing: 0.5 },
    localization: chartLocalization(labels),
  });
  const applyLabels = () => chart.applyOptions({ localization: chartLocalization(labels) });
  const candles: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
    priceLineStyle: LineStyle.Dotted,
  });
  // Volume on its own overlay scale along the bottom fifth of the pane.
  const volume: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
  let markersApi: ISeriesMarkersPluginApi<Time> | undefined;

  let palette: ChartPalette = CHART_PALETTES[theme];
  let shown: readonly Candle[] = [];
  const byTime = new Map<number, Candle>();

  const bar = (c: Candle): CandlestickData<Time> => ({
    time: toTime(c.openTime),
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
  });
  const volumeBar = (c: Candle): HistogramData<Time> => ({
    time: toTime(c.openTime),
    value: c.volume,
    color: c.close >= c.open ? palette.volumeUp : palette.volumeDown,
  });

  function applyPalette() {
    chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: palette.text,
        fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
        fontSize: 11,
        attributionLogo: false,
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border },
    });
    candles.applyOptions({
      upColor: palette.up,
      downColor: palette.down,
      borderUpColor: palette.up,
      borderDownColor: palette.down,
      wickUpColor: palette.up,
      wickDownColor: palette.down,
    });
  }
  applyPalette();

  /** How many candles `next` adds before `shown` (older ones loaded), or 0. */
  function prepended(next: readonly Candle[]): number {
    const added = next.length - shown.length;
    if (shown.length === 0 || added <= 0) return 0;
    return next[added]?.openTime === shown[0]!.openTime ? added : 0;
  }

  /** True when `next` is `shown` with its newest candle updated and maybe a few appended. */
  function continues(next: readonly Candle[]): boolean {
    const n = shown.length;
    if (n < 2 || next.length < n || next.length - n > 50) return false;
    // Query results share unchanged candles by reference, so identity is a cheap, exact test.
    return next[0] === shown[0] && next[n - 2] === shown[n - 2];
  }

  const handle: PriceChartHandle = {
    setCandles(next) {
      if (continues(next)) {
        for (let i = shown.length - 1; i < next.length; i++) {
          candles.update(bar(next[i]!));
          volume.update(volumeBar(next[i]!));
          byTime.set(next[i]!.openTime, next[i]!);
        }
      } else {
        const older = prepended(next);
        const view = chart.timeScale().getVisibleLogicalRange();
        const fresh = !older && (shown.length === 0 || next[0]?.openTime !== shown[0]?.openTime);
        candles.setData(next.map(bar));
        volume.setData(next.map(volumeBar));
        // Older candles loaded: the view stays on the candles the user was looking at.
        if (older && view) {
          chart.timeScale().setVisibleLogicalRange({
            from: view.from + older,
            to: view.to + older,
          });
        }
        if (fresh) chart.timeScale().fitContent();
        byTime.clear();
        for (const c of next) byTime.set(c.openTime, c);
      }
      shown = next;
    },
    setMarkers(markers) {
      // Many trades in one bar are one marker per side with their count ('C ×18'), not a stack
      // of arrows; and markers never stretch the price scale (autoScale off below).
      const groups = new Map<
        string,
        { time: number; buy: boolean; label: string; count: number }
      >();
      for (const m of markers) {
        const candle = candleHolding(shown, m.time);
        if (!candle) continue;
        const buy = m.side === 'buy';
        const key = `${candle.openTime}:${m.side}`;
        const group = groups.get(key);
        if (group) group.count += 1;
        else {
          groups.set(key, {
            time: candle.openTime,
            buy,
            label: m.label ?? (buy ? 'C' : 'V'),
            count: 1,
          });
        }
      }
      const items = [...groups.values()]
        .map((g): SeriesMarker<Time> => ({
          time: toTime(g.time),
          position: g.buy ? 'belowBar' : 'aboveBar',
          shape: g.buy ? 'arrowUp' : 'arrowDown',
          color: g.buy ? palette.up : palette.down,
          text: g.count > 1 ? `${g.buy ? 'C' : 'V'} ×${g.count}` : g.label,
        }))
        .sort((a, b) => (a.time as number) - (b.time as number));
      if (markersApi) markersApi.setMarkers(items);
      else markersApi = createSeriesMarkers(candles, items, { autoScale: false });
    },
    setTheme(next) {
      palette = CHART_PALETTES[next];
      applyPalette();
      volume.setData(shown.map(volumeBar));
    },
    setInterval(intervalMs) {
      chart.applyOptions({
        timeScale: { timeVisible: intervalMs < 86_400_000, secondsVisible: intervalMs < 60_000 },
      });
      labels.bucketMs = intervalMs;
      applyLabels();
    },
    setPriceDecimals(decimals) {
      candles.applyOptions({
        priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals },
      });
      labels.priceDecimals = decimals;
      applyLabels();
    },
    setLocale(next) {
      labels.locale = next;
      applyLabels();
    },
    onHover(listener) {
      const handler = (param: { time?: Time }) => {
        listener(
          param.time === undefined ? null : (byTime.get((param.time as number) * 1000) ?? null),
        );
      };
      chart.subscribeCrosshairMove(handler);
      return () => chart.unsubscribeCrosshairMove(handler);
    },
    onNearStart(listener) {
      const handler = (range: { from: number } | null) => {
        if (range && shown.length > 0 && range.from < NEAR_START_BARS) listener();
      };
      chart.timeScale().subscribeVisibleLogicalRangeChange(handler);
      return () => chart.timeScale().unsubscribeVisibleLogicalRangeChange(handler);
    },
    destroy() {
      chart.remove();
    },
  };
  return handle;
}

/** The candle whose period holds `time` (candles sorted by open time). */
function candleHolding(candles: readonly Candle[], time: number): Candle | undefined {
  let lo = 0;
  let hi = candles.length - 1;
  let found: Candle | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (candles[mid]!.openTime <= time) {
      found = candles[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
