import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { currentChart, resetCharts } from '../../market-data/testing/fake-lightweight-charts';
import { SeriesChart, type SeriesPoint } from './series-chart';

vi.mock('lightweight-charts', () => import('../../market-data/testing/fake-lightweight-charts'));

describe('a time series chart', () => {
  it('says why it is empty instead of drawing bare axes', () => {
    renderWithApp(<SeriesChart bars={[]} label="Volumen" testId="volume-chart" />);
    expect(screen.getByText('Sin operaciones en este rango.')).toBeVisible();
    expect(screen.getByTestId('volume-chart')).toHaveAttribute('data-points', '0');
  });

  it('draws its points and no empty note when it has some', () => {
    renderWithApp(
      <SeriesChart bars={[{ time: 0, value: 182.3 }]} label="Volumen" testId="volume-chart" />,
    );
    expect(screen.queryByText('Sin operaciones en este rango.')).toBeNull();
    expect(screen.getByTestId('volume-chart')).toHaveAttribute('data-points', '1');
  });

  it('puts bars and line on their own labelled axes: bars left, the line right', () => {
    resetCharts();
    renderWithApp(
      <SeriesChart
        line={[{ time: 0, value: -9.2 }]}
        bars={[{ time: 0, value: -0.23 }]}
        label="PnL acumulado"
        testId="pnl-chart"
        axes={{ bars: 'Eje izquierdo: barras', line: 'Eje derecho: línea' }}
      />,
    );
    const chart = currentChart();
    const bars = chart.series.find((s) => s.type === 'Histogram')!;
    const line = chart.series.find((s) => s.type !== 'Histogram')!;
    expect(bars.options.priceScaleId).toBe('left');
    expect(line.options.priceScaleId).toBe('right');
    expect(chart.applyOptions).toHaveBeenCalledWith({ leftPriceScale: { visible: true } });
    expect(screen.getByTestId('pnl-chart-axes')).toHaveTextContent(
      '← Eje izquierdo: barrasEje derecho: línea →',
    );
  });

  it('keeps drawing into the page when its first points arrive after an empty range (issue 33)', () => {
    resetCharts();
    let show: (points: SeriesPoint[]) => void = () => {};
    function Harness() {
      const [points, setPoints] = useState<SeriesPoint[]>([]);
      show = setPoints;
      return (
        <SeriesChart
          line={points}
          bars={points}
          label="PnL acumulado"
          testId="pnl-chart"
          axes={{ bars: 'Eje izquierdo: barras', line: 'Eje derecho: línea' }}
        />
      );
    }
    renderWithApp(<Harness />);
    expect(screen.getByText('Sin operaciones en este rango.')).toBeVisible();
    act(() => show([{ time: 0, value: 12.5 }]));
    expect(screen.getByTestId('pnl-chart-axes')).toBeInTheDocument();
    // The chart's element is the one in the page, not one React has since replaced.
    const drawn = currentChart().container;
    expect(drawn?.isConnected).toBe(true);
    expect(drawn).toBe(screen.getByTestId('pnl-chart'));
  });
});
