import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '@pulso/domain/core';
import { useThemeStore } from '../../../theme';
import {
  currentChart,
  markerOptions,
  markerSets,
  resetCharts,
} from '../../testing/fake-lightweight-charts';
import { changeLanguage } from '../../../../lib/i18n';
import { PriceChart } from './price-chart';

vi.mock('lightweight-charts', () => import('../../testing/fake-lightweight-charts'));

const HOUR = 3_600_000;
const T0 = Date.parse('2025-11-19T00:00:00Z');
const candle = (i: number, open: number, close: number): Candle => ({
  openTime: T0 + i * HOUR,
  open,
  high: Math.max(open, close) + 1,
  low: Math.min(open, close) - 1,
  close,
  volume: 10 + i,
});
const CANDLES = [candle(0, 100, 102), candle(1, 102, 101), candle(2, 101, 105)];

const series = () => {
  const [candles, volume] = currentChart().series;
  return { candles: candles!, volume: volume! };
};

beforeEach(() => resetCharts());

describe('PriceChart', () => {
  it('draws the candles and their volume, in seconds, coloured by direction', () => {
    render(<PriceChart candles={CANDLES} intervalMs={HOUR} label="Gráfico" />);
    expect(screen.getByRole('img', { name: 'Gráfico' })).toHaveAttribute('data-candles', '3');
    const { candles, volume } = series();
    expect(candles.setData).toHaveBeenLastCalledWith([
      { time: T0 / 1000, open: 100, high: 103, low: 99, close: 102 },
      { time: T0 / 1000 + 3600, open: 102, high: 103, low: 100, close: 101 },
      { time: T0 / 1000 + 7200, open: 101, high: 106, low: 100, close: 105 },
    ]);
    const bars = volume.setData.mock.lastCall![0] as Array<{ value: number; color: string }>;
    expect(bars.map((b) => b.value)).toEqual([10, 11, 12]);
    expect(bars[0]!.color).not.toBe(bars[1]!.color);
  });

  it('updates only the newest candles when the live tail moves', () => {
    const view = render(<PriceChart candles={CANDLES} intervalMs={HOUR} label="Gráfico" />);
    const { candles } = series();
    candles.setData.mockClear();
    const next = [
      ...CANDLES.slice(0, 2),
      { ...CANDLES[2]!, close: 107, high: 108 },
      candle(3, 107, 106),
    ];
    view.rerender(<PriceChart candles={next} intervalMs={HOUR} label="Gráfico" />);
    expect(candles.setData).not.toHaveBeenCalled();
    expect(candles.update.mock.calls.map(([bar]) => bar)).toEqual([
      { time: T0 / 1000 + 7200, open: 101, high: 108, low: 100, close: 107 },
      { time: T0 / 1000 + 10800, open: 107, high: 108, low: 105, close: 106 },
    ]);
  });

  it('redraws everything for another series', () => {
    const view = render(<PriceChart candles={CANDLES} intervalMs={HOUR} label="Gráfico" />);
    const other = CANDLES.map((c) => ({ ...c, close: c.close * 2 }));
    view.rerender(<PriceChart candles={other} intervalMs={HOUR} label="Gráfico" />);
    expect(series().candles.setData).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ close: 210 })]),
    );
  });

  it('pins buy and sell markers on the candles holding them', () => {
    render(
      <PriceChart
        candles={CANDLES}
        intervalMs={HOUR}
        label="Gráfico"
        markers={[
          { time: T0 + 2 * HOUR + 1_234, side: 'sell' },
          { time: T0 + 30 * 60_000, side: 'buy', label: 'B 0.5' },
          { time: T0 - HOUR, side: 'buy' }, // before the first candle: not shown
        ]}
      />,
    );
    expect(markerSets.at(-1)!.mock.lastCall![0]).toEqual([
      expect.objectContaining({
        time: T0 / 1000,
        position: 'belowBar',
        shape: 'arrowUp',
        text: 'B 0.5',
      }),
      expect.objectContaining({
        time: T0 / 1000 + 7200,
        position: 'aboveBar',
        shape: 'arrowDown',
        text: 'V',
      }),
    ]);
  });

  it('groups many trades in one bar with their count, and markers never move the price scale', () => {
    const buys = Array.from({ length: 18 }, (_, i) => ({
      time: T0 + HOUR + i * 60_000,
      side: 'buy' as const,
    }));
    render(
      <PriceChart
        candles={CANDLES}
        intervalMs={HOUR}
        label="Gráfico"
        markers={[...buys, { time: T0 + HOUR + 5, side: 'sell' }]}
      />,
    );
    expect(markerSets.at(-1)!.mock.lastCall![0]).toEqual([
      expect.objectContaining({ time: T0 / 1000 + 3600, position: 'belowBar', text: 'C ×18' }),
      expect.objectContaining({ time: T0 / 1000 + 3600, position: 'aboveBar', text: 'V' }),
    ]);
    expect(markerOptions.length).toBeGreaterThan(0);
    for (const options of markerOptions) expect(options).toMatchObject({ autoScale: false });
  });

  it('shows the newest candle in the legend, and the hovered one under the crosshair', () => {
    render(<PriceChart candles={CANDLES} intervalMs={HOUR} label="Gráfico" />);
    const legend = screen.getByTestId('chart-legend');
    // 105 against the previous close 101: +3,96 %
    expect(legend).toHaveTextContent('2025-11-19 02:00:00 UTC');
    expect(legend).toHaveTextContent('C 105,00');
    expect(legend).toHaveTextContent('+3,96 %');
    act(() => currentChart().hover(T0 / 1000 + 3600));
    // 101 against 102: −0,98 %
    expect(legend).toHaveTextContent('2025-11-19 01:00:00 UTC');
    expect(legend).toHaveTextContent('-0,98 %');
    act(() => currentChart().hover(undefined));
    expect(legend).toHaveTextContent('C 105,00');
  });

  it('follows the theme', () => {
    render(<PriceChart candles={CANDLES} intervalMs={HOUR} label="Gráfico" />);
    const chart = currentChart();
    chart.applyOptions.mockClear();
    act(() => useThemeStore.getState().setTheme('light'));
    expect(chart.applyOptions).toHaveBeenCalledWith(
      expect.objectContaining({ layout: expect.objectContaining({ textColor: '#64748b' }) }),
    );
  });
});

describe('PriceChart numbers follow the interface language', () => {
  const lastLocalization = () => {
    const calls = currentChart().applyOptions.mock.calls as [
      { localization?: { priceFormatter?: (p: number) => string } },
    ][];
    return calls
      .map(([options]) => options.localization)
      .filter(Boolean)
      .at(-1)!;
  };
  const big = [candle(0, 12_340, 12_345.5)];

  it('axis and legend in es-ES, then en-US after switching to English', async () => {
    render(<PriceChart candles={big} intervalMs={HOUR} label="Gráfico" />);
    expect(lastLocalization().priceFormatter!(12_345.5)).toBe('12.345,50');
    expect(screen.getByTestId('chart-legend')).toHaveTextContent('12.345,50');
    await act(() => changeLanguage('en'));
    try {
      expect(lastLocalization().priceFormatter!(12_345.5)).toBe('12,345.50');
      expect(screen.getByTestId('chart-legend')).toHaveTextContent('12,345.50');
    } finally {
      await act(() => changeLanguage('es'));
    }
  });
});
