import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keysFor } from '../../../app/live/live-keys';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aWorkingOrder } from '../testing/fixtures';
import { WorkingOrdersCard } from './working-orders-card';

configure({ asyncUtilTimeout: 5000 });

const accountId = '00000000-0000-4000-8000-0000000000aa';
const ORDERS = `/api/accounts/${accountId}/orders`;

const limit = aWorkingOrder({ id: 'o-limit' });
const stopLoss = aWorkingOrder({
  id: 'o-stop',
  kind: 'stop_loss',
  side: 'sell',
  quantity: '1.250000000000000000',
  triggerPrice: '58000.500000000000000000',
  group: 'grp-1',
  status: 'triggered',
  expiresAt: '2026-12-01T18:00:00.000Z',
});
const takeProfit = aWorkingOrder({
  id: 'o-tp',
  kind: 'take_profit',
  side: 'sell',
  symbol: 'ETHUSDT',
  quantity: '3.000000000000000000',
  triggerPrice: '4250.750000000000000000',
  group: 'grp-1',
  breakeven: true,
});
const trailing = aWorkingOrder({
  id: 'o-trail',
  kind: 'trailing_stop',
  side: 'sell',
  quantity: '0.010000000000000000',
  triggerPrice: '61234.500000000000000000',
  trail: {
    distance: '250.500000000000000000',
    distancePercent: null,
    activationPrice: null,
    activated: true,
    extreme: '61485.000000000000000000',
  },
});
const stopLimit = aWorkingOrder({
  id: 'o-sl',
  kind: 'stop_limit',
  quantity: '2.000000000000000000',
  triggerPrice: '62000.000000000000000000',
  limitPrice: '62100.000000000000000000',
});

function show() {
  return renderWithApp(<WorkingOrdersCard accountId={accountId} />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Órdenes abiertas', () => {
  it('lists the orders with Spanish labels and es-ES numbers', async () => {
    fakeApi({
      [`GET ${ORDERS}`]: json(200, { items: [limit, stopLoss, takeProfit, trailing, stopLimit] }),
    });
    show();
    expect(screen.getByRole('heading', { name: 'Órdenes abiertas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Órdenes abiertas de la cuenta' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Tipo',
      'Lado',
      'Símbolo',
      'Cantidad',
      'Precio',
      'Grupo',
      'Estado',
      'Creada',
      'Vence',
      'Acciones',
    ]);
    const row = (id: string) => table.querySelector<HTMLElement>(`[data-order-id="${id}"]`)!;

    // 0.5 BTC at 60 000, exact and without the stored zeros.
    const limitRow = within(row('o-limit'));
    expect(limitRow.getByText('Límite')).toBeInTheDocument();
    expect(limitRow.getByText('Compra')).toBeInTheDocument();
    expect(limitRow.getByText('BTCUSDT')).toBeInTheDocument();
    expect(limitRow.getByText('0,5')).toBeInTheDocument();
    expect(limitRow.getByText('60.000')).toBeInTheDocument();
    expect(limitRow.getByText('Abierta')).toBeInTheDocument();
    expect(limitRow.getByText('Sin vencimiento')).toBeInTheDocument();
    // es-ES short date and time, in the reader's time zone.
    const created = new Date(limit.createdAt).toLocaleString('es-ES', {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    expect(created).toMatch(/^27\/11\/26, \d\d:30$/);
    expect(limitRow.getByText(created)).toBeInTheDocument();

    const stopRow = within(row('o-stop'));
    expect(stopRow.getByText('Stop-loss')).toBeInTheDocument();
    expect(stopRow.getByText('Venta')).toBeInTheDocument();
    expect(stopRow.getByText('1,25')).toBeInTheDocument();
    expect(stopRow.getByText('58.000,5')).toBeInTheDocument();
    expect(stopRow.getByText('Activada')).toBeInTheDocument();
    expect(stopRow.getByText('Grupo 1')).toBeInTheDocument();
    expect(stopRow.queryByText('→ breakeven')).toBeNull();

    const tpRow = within(row('o-tp'));
    expect(tpRow.getByText('Take-profit')).toBeInTheDocument();
    expect(tpRow.getByText('4250,75')).toBeInTheDocument();
    expect(tpRow.getByText('Grupo 1')).toBeInTheDocument();
    expect(tpRow.getByText('→ breakeven')).toBeInTheDocument();

    const trailRow = within(row('o-trail'));
    expect(trailRow.getByText('Trailing stop')).toBeInTheDocument();
    expect(trailRow.getByText('0,01')).toBeInTheDocument();
    expect(trailRow.getByText('stop actual 61.234,5 (distancia 250,5)')).toBeInTheDocument();

    const stopLimitRow = within(row('o-sl'));
    expect(stopLimitRow.getByText('Stop límite')).toBeInTheDocument();
    expect(stopLimitRow.getByText('stop 62.000 · límite 62.100')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Cancelar todas' })).toBeInTheDocument();
  });

  it('a trailing stop by percentage, waiting for its activation price', async () => {
    fakeApi({
      [`GET ${ORDERS}`]: json(200, {
        items: [
          aWorkingOrder({
            id: 'o-wait',
            kind: 'trailing_stop',
            side: 'sell',
            triggerPrice: null,
            trail: {
              distance: null,
              distancePercent: '1.5',
              activationPrice: '65000',
              activated: false,
              extreme: null,
            },
          }),
        ],
      }),
    });
    show();
    expect(await screen.findByText('distancia 1,5 %, se activa a 65.000')).toBeInTheDocument();
  });

  it('cancels one order after a confirmation, then refetches', async () => {
    let listed = [limit, stopLoss];
    const api = fakeApi({
      [`GET ${ORDERS}`]: () => json(200, { items: listed }),
      [`DELETE ${ORDERS}/o-limit`]: () => {
        listed = [stopLoss];
        return json(200, { cancelled: 1 });
      },
    });
    const user = userEvent.setup();
    show();
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancelar la orden Límite de compra de 0,5 BTCUSDT',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar la orden?' });
    expect(dialog).toHaveTextContent(
      'Se cancelará la orden Límite de compra de 0,5 BTCUSDT (60.000). No se puede deshacer.',
    );
    expect(api.count('DELETE', `${ORDERS}/o-limit`)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar orden' }));

    expect(await screen.findByText('Orden cancelada')).toBeInTheDocument();
    expect(api.count('DELETE', `${ORDERS}/o-limit`)).toBe(1);
    await waitFor(() => expect(document.querySelector('[data-order-id="o-limit"]')).toBeNull());
    expect(api.count('GET', ORDERS)).toBe(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("the safe answer keeps the order; a refusal shows the server's message", async () => {
    const api = fakeApi({
      [`GET ${ORDERS}`]: json(200, { items: [limit] }),
      [`DELETE ${ORDERS}/o-limit`]: json(404, {
        error: 'Orden no encontrada',
        code: 'NOT_FOUND',
      }),
    });
    const user = userEvent.setup();
    show();
    const cancel = await screen.findByRole('button', {
      name: 'Cancelar la orden Límite de compra de 0,5 BTCUSDT',
    });
    await user.click(cancel);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.count('DELETE', `${ORDERS}/o-limit`)).toBe(0);

    await user.click(cancel);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar orden' }),
    );
    expect(await screen.findByText('Orden no encontrada')).toBeInTheDocument();
    expect(api.count('DELETE', `${ORDERS}/o-limit`)).toBe(1);
    // The order may have left meanwhile: the list is asked again.
    await waitFor(() => expect(api.count('GET', ORDERS)).toBe(2));
  });

  it('cancels every order at once', async () => {
    let listed = [limit, stopLoss, takeProfit];
    const api = fakeApi({
      [`GET ${ORDERS}`]: () => json(200, { items: listed }),
      [`DELETE ${ORDERS}`]: () => {
        listed = [];
        return json(200, { cancelled: 3 });
      },
    });
    const user = userEvent.setup();
    show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Cancelar todas' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar todas las órdenes?' });
    expect(dialog).toHaveTextContent('Se cancelarán las 3 órdenes abiertas de la cuenta');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar todas' }));

    expect(await screen.findByText('3 órdenes canceladas')).toBeInTheDocument();
    expect(api.count('DELETE', ORDERS)).toBe(1);
    expect(await screen.findByText('No hay órdenes abiertas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar todas' })).toBeNull();
  });

  it('says when there is none', async () => {
    fakeApi({ [`GET ${ORDERS}`]: json(200, { items: [] }) });
    show();
    expect(await screen.findByText('No hay órdenes abiertas')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar todas' })).toBeNull();
  });

  it("says inline when the list cannot be loaded, with the server's message", async () => {
    fakeApi({
      [`GET ${ORDERS}`]: json(403, { error: 'No tienes acceso a esta cuenta', code: 'FORBIDDEN' }),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes acceso a esta cuenta');
  });

  it("refetches on the live events of this account's orders and trades, not another's", async () => {
    let listed = [limit];
    const api = fakeApi({ [`GET ${ORDERS}`]: () => json(200, { items: listed }) });
    const { queryClient } = show();
    await screen.findByRole('table');
    const live = async (keys: ReturnType<typeof keysFor>) => {
      for (const queryKey of keys) await queryClient.invalidateQueries({ queryKey });
    };

    await live(keysFor('orders.changed', { accountId: 'another-account' }));
    expect(api.count('GET', ORDERS)).toBe(1);

    listed = [limit, stopLoss];
    await live(keysFor('orders.changed', { accountId }));
    expect(await screen.findByText('Stop-loss')).toBeInTheDocument();
    expect(api.count('GET', ORDERS)).toBe(2);

    listed = [];
    await live(
      keysFor('trade.recorded', {
        accountId,
        tradeId: 't1',
        side: 'sell',
        asset: 'BTC',
        amount: '1.25',
        price: '58000.5',
        at: '2026-11-27T11:00:00.000Z',
      }),
    );
    expect(await screen.findByText('No hay órdenes abiertas')).toBeInTheDocument();
    expect(api.count('GET', ORDERS)).toBe(3);
  });
});
