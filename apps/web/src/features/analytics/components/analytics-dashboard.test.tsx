import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssetAllocationResponse, PnlResponse, VolumeResponse } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { charts, resetCharts } from '../../market-data/testing/fake-lightweight-charts';
import type { AnalyticsParams } from '../api/analytics-request';
import { AnalyticsDashboard } from './analytics-dashboard';

vi.mock('lightweight-charts', async () => ({
  ...(await import('../../market-data/testing/fake-lightweight-charts')),
  LineSeries: 'Line',
}));

const DAY = 86_400_000;
const T = Date.UTC(2025, 10, 1);
const dateRange = { startDate: '2025-10-20T00:00:00.000Z', endDate: '2025-11-19T00:00:00.000Z' };

const PNL: PnlResponse = {
  pnlData: {
    totalPnL: '1234.5',
    roi: 12.3456,
    realized: '1000',
    unrealized: '300',
    fees: '65.5',
    funding: '0',
    totalInvested: '10000',
  },
  performanceStats: {
    winRate: 62.5,
    wins: 5,
    losses: 3,
    closingTrades: 8,
    bestTrade: '400',
    worstTrade: '-120',
    maxDrawdown: '150',
  },
  timeSeriesData: [
    {
      time: T,
      realizedPnl: '500',
      fees: '10',
      funding: '0',
      cumulativePnl: '490',
      tradeCount: 3,
      volume: '3000',
    },
    {
      time: T + DAY,
      realizedPnl: '-200',
      fees: '5',
      funding: '0',
      cumulativePnl: '285',
      tradeCount: 2,
      volume: '1500',
    },
  ],
  dateRange,
  grouping: '1d',
};
const VOLUME: VolumeResponse = {
  volumeData: {
    tradeCount: 42,
    totalVolume: '125000',
    buyVolume: '70000',
    sellVolume: '55000',
    buyCount: 22,
    sellCount: 20,
  },
  dateRange,
};
const item = (asset: string, value: string, pct: number) => ({
  asset,
  totalInvested: '1000',
  totalSold: '500',
  netPosition: '2',
  currentValue: value,
  averageBuyPrice: '100',
  averageSellPrice: '110',
  buyCount: 3,
  sellCount: 1,
  realizedPnl: '10',
  unrealizedPnl: '-5',
  fees: '1',
  funding: '0',
  allocationPercentage: pct,
  totalReturn: '4',
  totalReturnPercentage: 0.4,
});
const ALLOCATION: AssetAllocationResponse = {
  assetAllocation: [item('BTC', '7500', 75), item('ETH', '2500', 25)],
  topAssets: [item('BTC', '7500', 75), item('ETH', '2500', 25)],
  dateRange,
};

const params = (extra: Partial<AnalyticsParams> = {}): AnalyticsParams => ({
  scope: 'private',
  timeframe: 'last_30_days',
  customDateRange: null,
  grouping: '1d',
  ...extra,
});

beforeEach(() => resetCharts());

describe('AnalyticsDashboard', () => {
  it('shows the KPI cards, both charts, the donut, top assets and the table from the API', async () => {
    const api = fakeApi({
      'GET /api/trade-analysis/pnl': json(200, PNL),
      'GET /api/trade-analysis/volume': json(200, VOLUME),
      'GET /api/trade-analysis/asset-allocation': json(200, ALLOCATION),
    });
    renderWithApp(<AnalyticsDashboard params={params({ accountIds: ['a1'] })} />);
    await waitFor(() =>
      expect(screen.getByTestId('kpi-totalPnL')).toHaveAttribute('data-value', '1234.5'),
    );
    expect(screen.getByTestId('kpi-roi')).toHaveAttribute('data-value', '12.3456');
    expect(screen.getByTestId('kpi-winRate')).toHaveTextContent('62,50 %');
    expect(screen.getByTestId('kpi-trades')).toHaveTextContent('42');
    expect(screen.getByTestId('kpi-volume')).toHaveAttribute('data-value', '125000');
    expect(await screen.findByTestId('pnl-chart')).toHaveAttribute('data-points', '2');
    expect(screen.getByTestId('volume-chart')).toHaveAttribute('data-points', '2');
    expect(screen.getByTestId('allocation-donut')).toHaveAttribute('data-slices', '2');
    expect(within(screen.getByTestId('top-assets')).getByText('BTC')).toBeInTheDocument();
    const table = screen.getByTestId('allocation-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Precio medio compra')).toBeInTheDocument();
    // The cumulative line and the per-bucket bars, in seconds
    const lines = charts.flatMap((c) => c.series).filter((s) => s.type === 'Line');
    expect(lines.at(-1)!.setData).toHaveBeenLastCalledWith([
      { time: T / 1000, value: 490 },
      { time: (T + DAY) / 1000, value: 285 },
    ]);
    // GET with timeframe, grouping and the one accountId (spec §7)
    const pnlCall = api.calls.find((c) => c.path === '/api/trade-analysis/pnl')!;
    expect(Object.fromEntries(new URLSearchParams(pnlCall.search))).toEqual({
      timeframe: 'last_30_days',
      grouping: '1d',
      accountId: 'a1',
    });
  });

  it("shows a futures account's funding in the total PnL's card and the table", async () => {
    const withFunding = (i: ReturnType<typeof item>) => ({ ...i, funding: '-3.25' });
    fakeApi({
      'GET /api/trade-analysis/pnl': json(200, {
        ...PNL,
        pnlData: { ...PNL.pnlData, funding: '12.75' },
      }),
      'GET /api/trade-analysis/volume': json(200, VOLUME),
      'GET /api/trade-analysis/asset-allocation': json(200, {
        ...ALLOCATION,
        assetAllocation: ALLOCATION.assetAllocation.map(withFunding),
      }),
    });
    renderWithApp(<AnalyticsDashboard params={params({ accountIds: ['a1'] })} />);
    const card = await screen.findByTestId('kpi-totalPnL');
    await waitFor(() => expect(card).toHaveTextContent('Funding +12,75 US$'));
    const table = await screen.findByTestId('allocation-table');
    expect(within(table).getByRole('columnheader', { name: 'Funding' })).toBeInTheDocument();
    expect(within(table).getAllByText('-3,25 US$')).toHaveLength(2);
  });

  it('says in Spanish, under the figures, which coins have no USD price and what they leave out', async () => {
    const unpriced = [
      { asset: 'BNB', trades: 2, fee: '0.00151' },
      { asset: 'XYZ', trades: 0, fee: '0', position: '4' },
    ];
    fakeApi({
      'GET /api/trade-analysis/pnl': json(200, { ...PNL, unpriced }),
      'GET /api/trade-analysis/volume': json(200, { ...VOLUME, unpriced }),
      'GET /api/trade-analysis/asset-allocation': json(200, { ...ALLOCATION, unpriced }),
    });
    renderWithApp(<AnalyticsDashboard params={params({ accountIds: ['a1'] })} />);
    const note = await screen.findByTestId('unpriced-note');
    expect(note).toHaveTextContent(
      'Sin precio en USD, no se cuenta en estas cifras: BNB (2 operaciones, comisiones 0,00151 BNB) · XYZ (posición 4 XYZ)',
    );
    // The figures themselves are shown.
    expect(screen.getByTestId('kpi-totalPnL')).toHaveAttribute('data-value', '1234.5');
  });

  it('leaves funding out where no account has any', async () => {
    fakeApi({
      'GET /api/trade-analysis/pnl': json(200, PNL),
      'GET /api/trade-analysis/volume': json(200, VOLUME),
      'GET /api/trade-analysis/asset-allocation': json(200, ALLOCATION),
    });
    renderWithApp(<AnalyticsDashboard params={params({ accountIds: ['a1'] })} />);
    const table = await screen.findByTestId('allocation-table');
    expect(within(table).queryByRole('columnheader', { name: 'Funding' })).toBeNull();
    expect(screen.queryByTestId('unpriced-note')).toBeNull();
    expect(screen.getByTestId('kpi-totalPnL')).not.toHaveTextContent('Funding');
  });

  it('POSTs for several accounts and for a custom range', async () => {
    const api = fakeApi({
      'POST /api/trade-analysis/pnl': json(200, PNL),
      'POST /api/trade-analysis/volume': json(200, VOLUME),
      'POST /api/trade-analysis/asset-allocation': json(200, ALLOCATION),
    });
    const customDateRange = { startDate: '2025-09-01', endDate: '2025-09-30' };
    renderWithApp(
      <AnalyticsDashboard
        params={params({ accountIds: ['a1', 'a2'], timeframe: 'custom', customDateRange })}
      />,
    );
    await waitFor(() => expect(api.count('POST', '/api/trade-analysis/volume')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/trade-analysis/volume')!.body).toEqual({
      timeframe: 'custom',
      customDateRange,
      grouping: '1d',
      accountIds: ['a1', 'a2'],
    });
  });

  it("shows the spec's messages when the calls fail", async () => {
    const down = () => new Response('boom', { status: 500 });
    fakeApi({
      'GET /api/trade-analysis/pnl': down,
      'GET /api/trade-analysis/volume': down,
      'GET /api/trade-analysis/asset-allocation': down,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<AnalyticsDashboard params={params()} />);
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3));
    const texts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Error fetching PnL data',
        'Error fetching PnL data for time series',
        'Error fetching asset allocation',
      ]),
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(await screen.findAllByText('Error fetching volume data')).not.toHaveLength(0);
  });
});
