import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '@pulso/domain/core';
import { useDateStore } from '../../features/date-range';
import {
  currentChart,
  resetCharts,
} from '../../features/market-data/testing/fake-lightweight-charts';
import { renderApp } from '../../test/render-app';

vi.mock(
  'lightweight-charts',
  () => import('../../features/market-data/testing/fake-lightweight-charts'),
);

const DAY = 86_400_000;
const NOW = Date.parse('2025-11-19T15:42:17Z');
const TODAY = Date.parse('2025-11-19T00:00:00Z');

const candle = (openTime: number, close: number): Candle => ({
  openTime,
  open: close - 10,
  high: close + 5,
  low: close - 15,
  close,
  volume: 3,
});
const MONTH = Array.from({ length: 31 }, (_, i) =>
  candle(TODAY - (30 - i) * DAY, 100_000 + i * 100),
);

type Answer = (url: URL) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The network: GET /api/crypto-price/ohlc answered by `answer`; anything else a JSON 404. */
function stubApi(answer: Answer) {
  const ohlc: Array<{ url: URL; headers: Record<string, string> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://pulso.test');
      if (url.pathname !== '/api/crypto-price/ohlc')
        return json(404, { error: 'Not here', code: 'NOT_FOUND' });
      ohlc.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
      return answer(url);
    }),
  );
  return ohlc;
}

async function openMarkets(route = '/markets', token: string | null = null) {
  renderApp({ route, token });
  return screen.findByRole('heading', { level: 1, name: 'Mercados' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  resetCharts();
});
afterEach(() => vi.useRealTimers());

describe('markets page', () => {
  it('charts BTC/USDT on binance over the shared range, without a token, marked simulated', async () => {
    const ohlc = stubApi(() => json(200, { data: MONTH, simulated: true }));
    await openMarkets('/markets', 'a-session-token');
    const chart = await screen.findByRole('img', { name: 'Gráfico de velas de BTC/USDT' });
    expect(chart).toHaveAttribute('data-candles', '31');
    expect(screen.getByText('Datos simulados')).toBeInTheDocument();
    const { url, headers } = ohlc[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      symbol: 'BTCUSDT',
      exchange: 'binance',
      grouping: '1d',
      start: '2025-10-20T00:00:00.000Z', // 30 days back, at 00:00Z (spec §7)
    });
    expect(headers.Authorization).toBeUndefined();
    expect(screen.getByTestId('last-price')).toHaveTextContent('103.000,00');
  });

  it('reloads when the symbol, the exchange or the grouping changes', async () => {
    const user = userEvent.setup();
    const ohlc = stubApi(() => json(200, { data: MONTH, simulated: true }));
    await openMarkets();
    await screen.findByRole('img', { name: /BTC\/USDT/ });
    await user.selectOptions(screen.getByLabelText('Par'), 'ETHUSDC');
    await screen.findByRole('img', { name: 'Gráfico de velas de ETH/USDC' });
    await user.click(screen.getByRole('radio', { name: 'Bybit' }));
    await waitFor(() => expect(ohlc.at(-1)!.url.searchParams.get('exchange')).toBe('bybit'));
    act(() => useDateStore.getState().setGrouping('4h'));
    await waitFor(() => expect(ohlc.at(-1)!.url.searchParams.get('grouping')).toBe('4h'));
    expect(ohlc.map((r) => r.url.searchParams.get('symbol'))).toContain('ETHUSDC');
    expect(screen.getByRole('radio', { name: 'Bybit' })).toBeChecked();
  });

  it('takes the symbol and exchange from the address', async () => {
    const ohlc = stubApi(() => json(200, { data: MONTH, simulated: false }));
    await openMarkets('/markets?symbol=sol/usdt&exchange=kucoin');
    await screen.findByRole('img', { name: 'Gráfico de velas de SOL/USDT' });
    expect(ohlc[0]!.url.searchParams.get('exchange')).toBe('kucoin');
    expect(screen.queryByText('Datos simulados')).toBeNull();
  });

  it("says 'Error fetching OHLC data' when the call fails without a message", async () => {
    stubApi(() => new Response('upstream crashed', { status: 500 }));
    await openMarkets();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Error fetching OHLC data')).toBeInTheDocument();
  });

  it("says 'Invalid response format' when the data is not an array", async () => {
    stubApi(() => json(200, { data: { candles: [] }, simulated: true }));
    await openMarkets();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid response format')).toBeInTheDocument();
  });

  it('shows an empty state when the range has no candles', async () => {
    stubApi(() => json(200, { data: [], simulated: true }));
    await openMarkets();
    expect(await screen.findByText('Sin velas en este periodo')).toBeInTheDocument();
  });

  it('draws the newest page of a long range, and loads older candles as the user scrolls back', async () => {
    // The server answers 16 candles at a time, newest first, as it pages a range past its limit.
    const ohlc = stubApi((url) => {
      const end = url.searchParams.get('end');
      return end
        ? json(200, { data: MONTH.slice(0, 15), simulated: true })
        : json(200, { data: MONTH.slice(15), simulated: true, more: true });
    });
    await openMarkets();
    const chart = await screen.findByTestId('price-chart');
    await waitFor(() => expect(chart).toHaveAttribute('data-candles', '16'));
    // Looking at candles 2–14 of the 16 shown, near the oldest: the page before is asked for.
    act(() => currentChart().scroll(2, 14));
    await waitFor(() => expect(chart).toHaveAttribute('data-candles', '31'));
    const pagesBack = () => ohlc.filter((r) => r.url.searchParams.has('end'));
    const asked = pagesBack()[0]!.url.searchParams;
    expect(asked.get('end')).toBe(new Date(MONTH[15]!.openTime - 1).toISOString());
    expect(asked.get('start')).toBe(ohlc[0]!.url.searchParams.get('start'));
    // The view stays on the same candles (shifted by the 15 added before them).
    expect(currentChart().visibleRanges[0]).toEqual({ from: 17, to: 29 });
    // Every candle of the month, once, in order.
    const bars = currentChart().series[0]!.setData.mock.lastCall![0] as Array<{ time: number }>;
    expect(bars.map((b) => b.time * 1000)).toEqual(MONTH.map((c) => c.openTime));
    // No older page: scrolling back again asks for nothing more.
    act(() => currentChart().scroll(0, 12));
    expect(pagesBack()).toHaveLength(1);
  });

  it('moves the newest candle without reloading the range', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      now: NOW,
      shouldAdvanceTime: true,
    });
    let close = 103_000;
    const ohlc = stubApi((url) => {
      const start = Date.parse(url.searchParams.get('start')!);
      // The live poll asks from the newest candle on.
      return start === TODAY
        ? json(200, { data: [candle(TODAY, (close += 50))], simulated: true })
        : json(200, { data: MONTH, simulated: true });
    });
    await openMarkets();
    const chart = await screen.findByRole('img', { name: /BTC\/USDT/ });
    await waitFor(() => expect(chart).toHaveAttribute('data-last-close', '103050'));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(chart).toHaveAttribute('data-last-close', '103100'));
    expect(chart).toHaveAttribute('data-candles', '31');
    const ranges = ohlc.filter(
      (r) => r.url.searchParams.get('start') === '2025-10-20T00:00:00.000Z',
    );
    expect(ranges).toHaveLength(1);
  });
});
