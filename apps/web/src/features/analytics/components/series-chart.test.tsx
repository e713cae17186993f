import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { SeriesChart } from './series-chart';

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
});
