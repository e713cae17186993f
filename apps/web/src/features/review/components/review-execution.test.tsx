import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { executionSummary } from '@pulso/domain/core';
import type { ExecutionResponse } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aReview, aRoundTrip, REVIEW_ACCOUNT_ID as accountId } from '../testing/fixtures';
import { ReviewCard } from './review-card';

const EXECUTION = '/api/trade-analysis/review/execution';
const T = Date.parse('2026-11-10T09:30:00Z');

const signals: ExecutionResponse['data'] = [
  {
    signalId: '00000000-0000-4000-8000-00000000000a',
    accountId,
    symbol: 'BTCUSDT',
    side: 'buy',
    source: 'webhook',
    workingOrder: false,
    alertPrice: '50000',
    fillPrice: '50100',
    quantity: '0.01',
    slippageBps: 20,
    alertAtMs: T,
    receivedAtMs: T + 850,
    finishedAtMs: T + 1_250,
    executedAtMs: T + 1_200,
  },
  {
    signalId: '00000000-0000-4000-8000-00000000000b',
    accountId,
    symbol: 'ETHUSDT',
    side: 'sell',
    source: 'webhook',
    workingOrder: true,
    alertPrice: '2000',
    fillPrice: '2001',
    quantity: '1',
    slippageBps: -5,
    alertAtMs: T - 60_000,
    receivedAtMs: T - 59_700,
    finishedAtMs: T - 59_650,
    executedAtMs: T - 59_600,
  },
];

const execution: ExecutionResponse = {
  summary: executionSummary(signals),
  data: signals,
  dateRange: { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T00:00:00.000Z' },
};

function tile(key: string) {
  const el = document.querySelector<HTMLElement>(`[data-stat="${key}"]`)!;
  return [...el.querySelectorAll('dd')].map((d) => d.textContent!.replace(/\s/g, ' '));
}

describe('Calidad de ejecución', () => {
  it('shows the period’s slippage and latencies in es-ES with their N, and each signal on demand', async () => {
    const api = fakeApi({
      'GET /api/trade-analysis/review': json(200, aReview([aRoundTrip()])),
      [`GET ${EXECUTION}`]: json(200, execution),
    });
    renderWithApp(<ReviewCard accountId={accountId} />);
    const section = await screen.findByRole('region', { name: 'Calidad de ejecución' });
    // Median of 20 and −5 by nearest rank: −5 (better than the alert), p95 and worst +20.
    expect(tile('slippage')).toEqual([
      '-5,00 pb',
      'p95 +20,00 pb · peor +20,00 pb',
      'N = 2 · menos de 30 operaciones: orientativo',
    ]);
    expect(tile('atOrBetter')[0]).toBe('50,00 %');
    expect(tile('delivery').slice(0, 2)).toEqual(['300 ms', 'p95 850 ms']);
    expect(tile('processing').slice(0, 2)).toEqual(['50 ms', 'p95 400 ms']);
    expect(tile('alertToFill').slice(0, 2)).toEqual(['400 ms', 'p95 1,2 s']);
    // Asked for this account, in the page's period.
    const asked = api.calls.find((c) => c.path === EXECUTION)!;
    expect(new URLSearchParams(asked.search).get('accountId')).toBe(accountId);

    await userEvent.click(within(section).getByText('Últimas señales ejecutadas (2)'));
    const table = within(section).getByRole('table', {
      name: 'Señales ejecutadas, la más reciente primero',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('BTCUSDT')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('+20,00 pb')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('850 ms')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Orden en espera')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('-5,00 pb')).toBeInTheDocument();
  });

  it('a visitor’s review does not ask for it', async () => {
    const api = fakeApi({
      'GET /api/trade-analysis/public/review': json(200, aReview([aRoundTrip()])),
    });
    renderWithApp(<ReviewCard accountId={accountId} audience="public" />);
    await screen.findByRole('table', { name: /operaciones/i });
    expect(api.count('GET', EXECUTION)).toBe(0);
    expect(screen.queryByRole('region', { name: 'Calidad de ejecución' })).toBeNull();
  });
});
