/**
 * jsdom has no canvas: tests replace lightweight-charts with this recorder
 * (`vi.mock('lightweight-charts', () => import('../testing/fake-lightweight-charts'))`) and
 * assert on what the chart was told to draw.
 */
import { vi } from 'vitest';

function fakeSeries(type: string, options: Record<string, unknown> = {}) {
  return { type, options, setData: vi.fn(), update: vi.fn(), applyOptions: vi.fn() };
}
export type FakeSeries = ReturnType<typeof fakeSeries>;

export interface FakeChart {
  series: FakeSeries[];
  applyOptions: ReturnType<typeof vi.fn>;
  hover(time: number | undefined): void;
  /** The user scrolls: the visible logical range becomes [from, to]. */
  scroll(from: number, to: number): void;
  /** What the chart was told to show, last first. */
  visibleRanges: Array<{ from: number; to: number }>;
  removed: boolean;
  /** The element the chart draws into: it must stay in the page while the chart lives. */
  container: HTMLElement | undefined;
}

export const charts: FakeChart[] = [];
export const markerSets: Array<ReturnType<typeof vi.fn>> = [];

export const CandlestickSeries = 'Candlestick';
export const HistogramSeries = 'Histogram';
export const LineSeries = 'Line';
export const ColorType = { Solid: 'solid' };
export const CrosshairMode = { Normal: 0 };
export const LineStyle = { Solid: 0, Dotted: 1, Dashed: 2 };

export function createChart(container?: HTMLElement) {
  const listeners = new Set<(param: { time?: number }) => void>();
  const rangeListeners = new Set<(range: { from: number; to: number } | null) => void>();
  let visible: { from: number; to: number } | null = null;
  const record: FakeChart = {
    series: [],
    applyOptions: vi.fn(),
    hover: (time) => listeners.forEach((l) => l({ time })),
    scroll: (from, to) => {
      visible = { from, to };
      rangeListeners.forEach((l) => l(visible));
    },
    visibleRanges: [],
    removed: false,
    container,
  };
  charts.push(record);
  return {
    addSeries: (type: string, options?: Record<string, unknown>) => {
      const series = fakeSeries(type, options);
      record.series.push(series);
      return series;
    },
    priceScale: () => ({ applyOptions: vi.fn() }),
    timeScale: () => ({
      fitContent: vi.fn(),
      getVisibleLogicalRange: () => visible,
      setVisibleLogicalRange: (range: { from: number; to: number }) => {
        visible = range;
        record.visibleRanges.unshift(range);
      },
      subscribeVisibleLogicalRangeChange: (l: (r: { from: number; to: number } | null) => void) =>
        rangeListeners.add(l),
      unsubscribeVisibleLogicalRangeChange: (l: (r: { from: number; to: number } | null) => void) =>
        rangeListeners.delete(l),
    }),
    applyOptions: record.applyOptions,
    subscribeCrosshairMove: (l: (param: { time?: number }) => void) => listeners.add(l),
    unsubscribeCrosshairMove: (l: (param: { time?: number }) => void) => listeners.delete(l),
    remove: () => {
      record.removed = true;
    },
  };
}

/** The options each markers plugin was created with (autoScale…), in creation order. */
export const markerOptions: unknown[] = [];

export function createSeriesMarkers(_series: unknown, markers: unknown[], options?: unknown) {
  markerOptions.push(options);
  const setMarkers = vi.fn();
  setMarkers(markers);
  markerSets.push(setMarkers);
  return { setMarkers };
}

/** The live chart (StrictMode mounts twice; the first one is removed). */
export function currentChart(): FakeChart {
  const live = charts.filter((c) => !c.removed);
  return live[live.length - 1]!;
}

export function resetCharts(): void {
  charts.length = 0;
  markerSets.length = 0;
  markerOptions.length = 0;
}
