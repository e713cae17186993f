import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { ExchangeSyncBar } from './exchange-sync-bar';

const status = (over: Record<string, unknown>) => ({
  state: 'never',
  since: null,
  requestedAt: null,
  startedAt: null,
  finishedAt: null,
  lastSuccessAt: null,
  marketsDone: 0,
  marketsTotal: 0,
  tradesImported: 0,
  lastRunTrades: 0,
  fundingImported: 0,
  lastError: null,
  reconciliation: null,
  deleted: { count: 0, latest: [] },
  ...over,
});
const bar = (hasApiKeys = true) => (
  <ExchangeSyncBar accountId="acc-1" exchangeName="Binance" hasApiKeys={hasApiKeys} />
);

describe('the exchange sync says where it stands', () => {
  it('without API keys: how to get them, and no button that could only fail', () => {
    renderWithApp(bar(false));
    expect(screen.getByText(/añade a la cuenta una clave de API con su secreto/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sincronizar ahora' })).not.toBeInTheDocument();
  });

  it('a running sync: its markets and new trades so far, and no second request', async () => {
    fakeApi({
      'GET /api/trade/account/acc-1/sync': json(
        200,
        status({ state: 'running', marketsDone: 2, marketsTotal: 7, lastRunTrades: 1 }),
      ),
    });
    renderWithApp(bar());
    expect(
      await screen.findByText('Sincronizando: 2 de 7 mercados · 1 operación nueva'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sincronizando…' })).toBeDisabled();
  });

  it('a failed sync: the reason, and when it last worked', async () => {
    fakeApi({
      'GET /api/trade/account/acc-1/sync': json(
        200,
        status({
          state: 'failed',
          finishedAt: '2026-11-20T10:00:00.000Z',
          lastSuccessAt: '2026-11-19T10:00:00.000Z',
          lastError: 'El exchange rechazó las credenciales de API: Invalid API-key',
        }),
      ),
    });
    renderWithApp(bar());
    const line = await screen.findByText(/falló: El exchange rechazó las credenciales/);
    expect(line.textContent).toMatch(
      /^La sincronización del 20\/11\/2026, \d+:00:00 falló: .+ Última correcta: 19\/11\/2026, \d+:00:00\.$/,
    );
    expect(screen.getByRole('button', { name: 'Sincronizar ahora' })).toBeEnabled();
  });

  it('a futures account’s sync says how many funding payments it recorded', async () => {
    fakeApi({
      'GET /api/trade/account/acc-1/sync': json(
        200,
        status({
          state: 'done',
          finishedAt: '2026-11-20T10:00:00.000Z',
          lastRunTrades: 120,
          tradesImported: 120,
          fundingImported: 6,
        }),
      ),
    });
    renderWithApp(bar());
    expect(
      await screen.findByText(
        /120 operaciones nuevas · 120 importadas en total · 6 pagos de funding$/,
      ),
    ).toBeVisible();
  });

  it('the exchange’s balances beside the history: each coin that differs, and why it may', async () => {
    fakeApi({
      'GET /api/trade/account/acc-1/sync': json(
        200,
        status({
          state: 'done',
          finishedAt: '2026-11-20T10:00:00.000Z',
          lastRunTrades: 3,
          tradesImported: 1205,
          reconciliation: {
            of: 'balances',
            at: '2026-11-20T10:00:00.000Z',
            assets: [
              { asset: 'BTC', exchange: '0.5', position: '0', fees: '0', difference: '0.5' },
              { asset: 'ETH', exchange: '0.01', position: '0.01', fees: '0', difference: '0' },
            ],
          },
        }),
      ),
    });
    renderWithApp(bar());
    expect(
      await screen.findByText(/3 operaciones nuevas · 1205 importadas en total$/),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Diferencias de saldo' });
    // Only BTC differs; ETH matches and is not listed.
    expect(list.textContent).toBe(
      'BTC: Binance 0,500000 · historial 0,000000 − comisiones 0,000000 · diferencia +0,500000',
    );
    expect(screen.getByText(/depósitos, retiros, transferencias/)).toBeVisible();
  });

  it('a futures account’s positions beside the history: a short it does not explain', async () => {
    fakeApi({
      'GET /api/trade/account/acc-1/sync': json(
        200,
        status({
          state: 'done',
          finishedAt: '2026-11-20T10:00:00.000Z',
          reconciliation: {
            of: 'positions',
            at: '2026-11-20T10:00:00.000Z',
            assets: [
              { asset: 'ETH', exchange: '-0.5', position: '0', fees: '0', difference: '-0.5' },
            ],
          },
        }),
      ),
    });
    renderWithApp(bar());
    const list = await screen.findByRole('list', { name: 'Diferencias de posición' });
    expect(list.textContent).toBe(
      'ETH: Binance -0,500000 · historial 0,000000 · diferencia -0,500000',
    );
    expect(screen.getByText(/abierto antes del periodo sincronizado/)).toBeVisible();
    expect(screen.queryByText(/comisiones/)).not.toBeInTheDocument();
  });

  it('the trades the owner deleted that the exchange still reports, beside the difference they leave', async () => {
    fakeApi({
      'GET /api/trade/account/acc-1/sync': json(
        200,
        status({
          state: 'done',
          finishedAt: '2026-11-20T10:00:00.000Z',
          deleted: {
            count: 1,
            latest: [
              {
                symbol: 'BTC/USDT:USDT',
                side: 'buy',
                amount: '0.01',
                price: '91234.5',
                executedAt: '2026-11-18T09:00:00.000Z',
                deletedAt: '2026-11-19T12:00:00.000Z',
              },
            ],
          },
        }),
      ),
    });
    renderWithApp(bar());
    expect(await screen.findByText('1 operación que borraste sigue en Binance:')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Operaciones borradas' });
    expect(list.textContent).toMatch(
      /compra 0,01 BTC\/USDT:USDT a 91\.234,5 \(borrada el 19\/11\/2026\)/,
    );
    expect(screen.getByText(/No se vuelven a importar/)).toBeVisible();
  });
});
