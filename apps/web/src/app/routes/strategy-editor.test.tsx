import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backtestReview, STRATEGY_TEMPLATES } from '@pulso/domain/core';
import type { BacktestResponse, Strategy } from '@pulso/domain/schemas';
import {
  resetCharts,
  markerSets,
} from '../../features/market-data/testing/fake-lightweight-charts';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import StrategyEditorPage from './strategy-editor';

vi.mock('lightweight-charts', async () => ({
  ...(await import('../../features/market-data/testing/fake-lightweight-charts')),
  LineSeries: 'Line',
}));
// jsdom cannot lay out CodeMirror; the browser test drives the real editor.
vi.mock('../../features/strategies/components/code-editor', () => ({
  CodeEditor: ({
    value,
    onChange,
    label,
  }: {
    value: string;
    onChange: (v: string) => void;
    label: string;
  }) => <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />,
}));

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 4, 1);
const candles = Array.from({ length: 5 }, (_, i) => ({
  openTime: T0 + i * HOUR,
  open: 100,
  high: 101,
  low: 99,
  close: 100 + i,
  volume: 1,
}));
const result = {
  symbol: 'BTCUSDT',
  exchange: 'binance',
  grouping: '1h',
  startDate: T0,
  endDate: T0 + 5 * HOUR,
  simulated: true,
  candles,
  skipped: [{ timestamp: T0 + HOUR, reason: 'La cuenta ya tiene la posición objetivo' }],
  trades: [
    {
      action: 'buy',
      price: 100,
      timestamp: T0,
      quantity: 0.5,
      fee: 0.1,
      realizedPnl: 0,
      positionAfter: 1,
      averagePriceAfter: 100,
      closing: false,
    },
    {
      action: 'sell',
      price: 103,
      timestamp: T0 + 3 * HOUR,
      quantity: 0.5,
      fee: 0.1,
      realizedPnl: 12345.5,
      positionAfter: 0,
      averagePriceAfter: 0,
      closing: true,
      kind: 'take_profit',
      reason: 'Objetivo alcanzado',
    },
  ],
  equityCurve: candles.map((c, i) => ({ time: c.openTime, equity: 1000 + i })),
  metrics: {
    startingCapital: 1000,
    finalEquity: 1002.8,
    totalPnL: 2.8,
    roi: 2.8,
    returnPct: 0.28,
    realizedPnL: 3,
    unrealizedPnL: 0,
    fees: 0.2,
    totalInvested: 100,
    tradeCount: 2,
    totalVolume: 203,
    closingTrades: 1,
    wins: 1,
    losses: 0,
    winRate: 100,
    maxDrawdown: 1.5,
    maxDrawdownPct: 0.15,
    profitFactor: null,
    sharpe: 1.23,
    openPosition: 0,
    markPrice: 104,
  },
  logs: ['hola'],
  durationMs: 12,
} as Omit<BacktestResponse, 'statistics' | 'risk'> as BacktestResponse;
// What the server adds (issue 38), from the same fills: one round trip, +1,5 less 0,2 in fees.
Object.assign(
  result,
  backtestReview(result.trades, { startingCapital: 1000, startMs: T0, endMs: T0 + 5 * HOUR - 1 }),
);
const saved: Strategy = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'RSI 14 (30/70)',
  description: null,
  code: STRATEGY_TEMPLATES[1]!.code,
  symbol: 'BTCUSDT',
  exchange: 'binance',
  grouping: '1h',
  deployments: 0,
  createdAt: '2025-05-01T00:00:00Z',
  updatedAt: '2025-05-01T00:00:00Z',
};

function renderEditor(route = '/strategies/new') {
  return renderWithApp(
    <Routes>
      <Route path="/strategies/new" element={<StrategyEditorPage />} />
      <Route path="/strategies/:id" element={<StrategyEditorPage />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => resetCharts());

describe('strategy editor', () => {
  it('shows the spec messages inline as the code is typed', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/strategy/validate': json(200, { valid: true, error: null }) });
    renderEditor();
    const code = await screen.findByLabelText('Código de la estrategia');
    await user.clear(code);
    expect(await screen.findByTestId('code-error')).toHaveTextContent(
      'Strategy code cannot be empty',
    );
    await user.type(code, 'null');
    expect(screen.getByTestId('code-error')).toHaveTextContent(
      'Strategy code is invalid (contains null/undefined as string)',
    );
    await user.clear(code);
    await user.type(code, 'function nope() {{}');
    expect(screen.getByTestId('code-error')).toHaveTextContent(
      'Code must contain a function named "strategy"',
    );
  });

  it("shows the engine's syntax error", async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/strategy/validate': json(200, {
        valid: false,
        error: 'Syntax error: unexpected token',
      }),
    });
    renderEditor();
    const code = await screen.findByLabelText('Código de la estrategia');
    await user.clear(code);
    await user.type(code, 'function strategy( {{');
    expect(await screen.findByText('Syntax error: unexpected token')).toBeInTheDocument();
  });

  it('picks a template, backtests it: markers, equity curve and metrics', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/strategy/validate': json(200, { valid: true, error: null }),
      'POST /api/strategy/backtest': json(200, result),
    });
    renderEditor();
    await user.selectOptions(await screen.findByLabelText('Plantilla'), 'rsi');
    expect(screen.getByLabelText('Código de la estrategia')).toHaveValue(
      STRATEGY_TEMPLATES[1]!.code,
    );
    expect(screen.getByLabelText('Nombre')).toHaveValue('RSI 14 (30/70)');
    await user.click(screen.getByRole('button', { name: 'Ejecutar backtest' }));

    const metrics = await screen.findByLabelText('Métricas del backtest');
    expect(metrics).toHaveTextContent('Sharpe');
    expect(metrics).toHaveTextContent('1,23');
    expect(metrics).toHaveTextContent('∞');
    expect(screen.getByTestId('equity-chart')).toHaveAttribute('data-points', '5');
    // The trades table in the es-ES number format, newest first.
    const sell = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(sell).toHaveTextContent('0,5');
    expect(sell).toHaveTextContent('12.345,50');
    // Which order filled (the strategy's market order, or a working order), and what did nothing.
    expect(sell).toHaveTextContent('Take-profit');
    expect(within(screen.getByRole('table')).getAllByRole('row')[2]).toHaveTextContent('Mercado');
    expect(screen.getByText('Órdenes sin efecto (1)')).toBeInTheDocument();
    // Read like a live account's review: the round trip's statistics and the period's risk.
    const review = screen.getByRole('region', { name: 'Revisión del backtest' });
    expect(review.querySelector('[data-stat="trips"] dd')).toHaveTextContent('1');
    expect(review.querySelector('[data-stat="netPnl"] dd')).toHaveTextContent('+1,30 US$');
    expect(within(review).getByText('Riesgo del periodo')).toBeInTheDocument();
    expect(review).toHaveTextContent('capital de referencia de 1000,00 US$');
    // The capital is the backtest's own: no field to change it here.
    expect(within(review).queryByLabelText('Capital (US$)')).toBeNull();
    expect(screen.getByTestId('price-chart')).toHaveAttribute('data-candles', '5');
    await waitFor(() => expect(markerSets.at(-1)).toBeDefined());
    const body = api.calls.find((c) => c.path === '/api/strategy/backtest')!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      code: STRATEGY_TEMPLATES[1]!.code,
      symbol: 'BTCUSDT',
      exchange: 'binance',
      grouping: '1h',
      startingCapital: 10000,
    });
  });

  it('shows a backtest failure beside the code', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/strategy/validate': json(200, { valid: true, error: null }),
      'POST /api/strategy/backtest': json(400, {
        error: 'Strategy execution timed out after 30 seconds',
        code: 'VALIDATION',
      }),
    });
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Ejecutar backtest' }));
    expect(await screen.findByTestId('code-error')).toHaveTextContent(
      'Strategy execution timed out after 30 seconds',
    );
  });

  it('deploys a saved strategy to one of the accounts', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET /api/strategy/${saved.id}`]: json(200, saved),
      'POST /api/strategy/validate': json(200, { valid: true, error: null }),
      'GET /api/account/list': json(200, {
        data: [{ id: 'acc-1', name: 'Paper BTC', exchangeName: 'Binance', isActive: true }],
        pagination: { page: 1, totalPages: 1, total: 1, limit: 100 },
      }),
      'POST /api/strategy-deployment/deploy': json(201, {
        message: 'Strategy deployed successfully',
        deployment: {},
      }),
    });
    renderEditor(`/strategies/${saved.id}`);
    await user.click(await screen.findByRole('button', { name: 'Desplegar' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Paper BTC · Binance' });
    await user.click(within(dialog).getByRole('button', { name: 'Desplegar' }));
    expect(await screen.findByText('Strategy deployed successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/deploy'))?.body).toEqual({
      strategyId: saved.id,
      accountId: 'acc-1',
    });
  });
});
