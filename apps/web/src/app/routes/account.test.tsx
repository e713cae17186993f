import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAccount } from '../../features/accounts/testing/fixtures';
import { aTrade } from '../../features/trades/testing/fixtures';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import AccountPage from './account';

configure({ asyncUtilTimeout: 5000 });

const account = anAccount({ name: 'Spot principal', isEmitter: true });
const tradesPath = `/api/trade/account/${account.id}`;
const trades = [aTrade({ accountId: account.id, orderId: 'tv-1' })];
const page = (data: unknown[]) => ({
  data,
  pagination: { page: 1, totalPages: 1, total: data.length, limit: 20 },
});

function show() {
  return renderWithApp(
    <Routes>
      <Route path="/accounts/:id" element={<AccountPage />} />
    </Routes>,
    { route: `/accounts/${account.id}` },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('account page', () => {
  it("shows the account and its trades from the shared range's start (no end for a relative range)", async () => {
    const api = fakeApi({
      [`GET /api/account/${account.id}`]: json(200, account),
      [`GET ${tradesPath}`]: json(200, page(trades)),
      [`GET /api/accounts/${account.id}/orders`]: json(200, { items: [] }),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Spot principal' })).toBeInTheDocument();
    expect(await screen.findByText('tv-1')).toBeInTheDocument();
    // The owner's view has the open orders card (the public page has none).
    expect(screen.getByRole('heading', { name: 'Órdenes abiertas' })).toBeInTheDocument();
    expect(await screen.findByText('No hay órdenes abiertas')).toBeInTheDocument();
    const search = new URLSearchParams(api.calls.find((c) => c.path === tradesPath)!.search);
    expect(Object.fromEntries(search)).toEqual({
      page: '1',
      limit: '20',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(document.querySelector('[data-slot="account-analytics"]')).not.toBeNull();
  });

  it('filters, sorts and downloads the same selection as CSV', async () => {
    const api = fakeApi({
      [`GET /api/account/${account.id}`]: json(200, account),
      [`GET ${tradesPath}`]: json(200, page(trades)),
      [`GET ${tradesPath}/export.csv`]: new Response('id,accountId\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    show();
    await screen.findByText('tv-1');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'sell');
    await user.selectOptions(screen.getByLabelText('Activo'), 'ETH');
    await user.type(screen.getByLabelText('Buscar'), 'tv');
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => {
      const last = new URLSearchParams(
        api.calls.filter((c) => c.path === tradesPath).at(-1)!.search,
      );
      expect(Object.fromEntries(last)).toMatchObject({
        type: 'sell',
        asset: 'ETH',
        search: 'tv',
        sortBy: 'total',
        sortOrder: 'desc',
        page: '1',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = new URLSearchParams(
      api.calls.find((c) => c.path === `${tradesPath}/export.csv`)!.search,
    );
    expect(Object.fromEntries(csv)).toMatchObject({
      type: 'sell',
      asset: 'ETH',
      search: 'tv',
      sortBy: 'total',
    });
    expect(csv.has('page')).toBe(false);
    expect(createObjectURL).toHaveBeenCalled();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("says 'Failed to fetch account trades Please try again.'", async () => {
    fakeApi({
      [`GET /api/account/${account.id}`]: json(200, account),
      [`GET ${tradesPath}`]: new Response('down', { status: 503 }),
    });
    show();
    expect(
      (await screen.findAllByText('Failed to fetch account trades Please try again.')).length,
    ).toBeGreaterThan(0);
  });

  it('after emitting, follows the signal until its trade is recorded', async () => {
    let polls = 0;
    fakeApi({
      [`GET /api/account/${account.id}`]: json(200, account),
      [`GET ${tradesPath}`]: json(200, page(trades)),
      [`POST /api/trade-receiver/${account.id}`]: json(202, {
        receiverLogId: 'l1',
        signalId: 'sig-1',
      }),
      'GET /api/trade/signal/sig-1': () => {
        polls += 1;
        const done = polls > 1;
        return json(200, {
          signalId: 'sig-1',
          receiverLogId: 'l1',
          accountId: account.id,
          status: done ? 'done' : 'processing',
          error: null,
          // The first poll finds the executed order awaiting recording (retried until it is).
          needsReconciliation: !done,
          steps: [
            { action: 'VALIDATION', status: 'success', durationMs: 2, message: null },
            ...(done
              ? [{ action: 'POST_PROCESSING', status: 'success', durationMs: 5, message: null }]
              : []),
          ],
          trade: done
            ? aTrade({ accountId: account.id, amount: '1', asset: 'BTC', price: '60000' })
            : null,
        });
      },
    });
    const user = userEvent.setup();
    show();
    await screen.findByText('tv-1');
    await user.type(screen.getByLabelText('Contratos'), '1');
    await user.type(screen.getByLabelText('Precio (close)'), '60000');
    await user.click(screen.getByRole('button', { name: 'Emitir trade' }));
    expect(await screen.findByText('Trade emitted successfully!')).toBeInTheDocument();
    const progress = await screen.findByRole('status', { name: 'Estado de la señal' });
    expect(await within(progress).findByText('Procesando')).toBeInTheDocument();
    expect(within(progress).getByRole('alert')).toHaveTextContent(
      /^Por conciliar: la orden se ejecutó/,
    );
    expect(
      await within(progress).findByText('Completado', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(within(progress).queryByRole('alert')).toBeNull();
    expect(within(progress).getByText('Registro del trade')).toBeInTheDocument();
    expect(within(progress).getByText(/Registrado: Compra de 1 BTC/)).toBeInTheDocument();
  });

  it('a signal that fails turns the one "emitted" toast into the failure (never both at once)', async () => {
    let polls = 0;
    fakeApi({
      [`GET /api/account/${account.id}`]: json(200, account),
      [`GET ${tradesPath}`]: json(200, page(trades)),
      [`POST /api/trade-receiver/${account.id}`]: json(202, {
        receiverLogId: 'l2',
        signalId: 'sig-2',
      }),
      'GET /api/trade/signal/sig-2': () => {
        polls += 1;
        const failed = polls > 1;
        return json(200, {
          signalId: 'sig-2',
          receiverLogId: 'l2',
          accountId: account.id,
          status: failed ? 'failed' : 'processing',
          error: failed ? 'Saldo insuficiente' : null,
          needsReconciliation: false,
          steps: [
            {
              action: 'VALIDATION',
              status: failed ? 'failed' : 'success',
              durationMs: 2,
              message: null,
            },
          ],
          trade: null,
        });
      },
    });
    const user = userEvent.setup();
    show();
    await screen.findByText('tv-1');
    await user.type(screen.getByLabelText('Contratos'), '1');
    await user.type(screen.getByLabelText('Precio (close)'), '60000');
    await user.click(screen.getByRole('button', { name: 'Emitir trade' }));
    expect(await screen.findByText('Trade emitted successfully!')).toBeInTheDocument();
    expect(
      await screen.findByText(/^Señal fallida en .*: Saldo insuficiente$/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Trade emitted successfully!')).toBeNull();
    const aboutThisTrade = [...document.querySelectorAll('.Toastify__toast')].filter((el) =>
      /Trade emitted|Señal/.test(el.textContent ?? ''),
    );
    expect(aboutThisTrade).toHaveLength(1);
  });

  it('another user’s account is “not found”', async () => {
    fakeApi({
      [`GET /api/account/${account.id}`]: json(404, {
        error: 'Cuenta no encontrada',
        code: 'NOT_FOUND',
      }),
    });
    show();
    expect(
      await screen.findByRole('heading', { name: 'Cuenta no encontrada' }),
    ).toBeInTheDocument();
  });
});
