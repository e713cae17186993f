import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountListStore } from '../../features/account-lists';
import {
  EXCHANGES,
  EXCHANGE_KUCOIN,
  aList,
  anAccount,
  pageOf,
} from '../../features/accounts/testing/fixtures';
import type { WaitingOrder } from '@pulso/domain/schemas';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Lazy chunks (pages, the modal) load on first use: slower while the whole suite runs.
configure({ asyncUtilTimeout: 5000 });
// Whole user journeys (typing, several dialogs): more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const spot = anAccount({ name: 'Binance spot', isTestAccount: true });
const fut = anAccount({
  name: 'KuCoin fut',
  accountType: 'future',
  exchangeId: EXCHANGE_KUCOIN.id,
  exchangeCode: 'kucoin',
  exchangeName: 'KuCoin',
  isActive: false,
  credentials: { apiKey: true, secret: true, passphrase: false },
});

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/account/list': json(200, pageOf([spot, fut])),
    'GET /api/exchange/list': json(200, EXCHANGES),
    'GET /api/account-lists': json(200, pageOf([])),
    'GET /api/pending-orders': json(200, { data: [] }),
    ...extra,
  });
}

/** The rows are there (the first render also waits for the page's chunk). */
const ready = () => screen.findByRole('listitem', { name: 'KuCoin fut' }, { timeout: 5000 });

const lastListQuery = (calls: ReturnType<typeof fakeApi>) =>
  new URLSearchParams(calls.calls.filter((c) => c.path === '/api/account/list').at(-1)?.search);

beforeEach(() => {
  useAccountListStore.setState(useAccountListStore.getInitialState(), true);
});

describe('Mis Cuentas', () => {
  it('lists the accounts with their badges, type, exchange, mode and credentials state', async () => {
    api();
    renderApp({ route: '/accounts', token: 'tok' });
    const row = await ready();
    expect(row).toHaveTextContent('Inactiva');
    expect(row).toHaveTextContent('Futuros');
    expect(row).toHaveTextContent('KuCoin');
    expect(row).toHaveTextContent('Papel');
    expect(row).toHaveTextContent('configurada');
    const other = screen.getByRole('listitem', { name: 'Binance spot' });
    expect(other).toHaveTextContent('Test');
    expect(other).toHaveTextContent('Activa');
  });

  it(
    'sends the search, its regex switch, the filters and the sort to the API',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const calls = api();
      renderApp({ route: '/accounts', token: 'tok' });
      await ready();

      await user.type(screen.getByRole('searchbox', { name: 'Buscar cuentas' }), '^bin');
      await user.click(screen.getByRole('button', { name: 'Usar expresión regular' }));
      await waitFor(() => expect(lastListQuery(calls).get('search')).toBe('^bin'));
      expect(lastListQuery(calls).get('regex')).toBe('true');

      await user.click(screen.getByRole('button', { name: 'Filtros' }));
      const filters = screen.getByRole('group', { name: 'Filtros de cuentas' });
      await user.click(within(filters).getByRole('button', { name: 'Futuros' }));
      await user.click(within(filters).getByRole('button', { name: 'KuCoin' }));
      await user.selectOptions(
        within(filters).getByRole('combobox', { name: 'Estado' }),
        'inactive',
      );
      await user.selectOptions(within(filters).getByRole('combobox', { name: 'Rol' }), 'receiver');
      await user.click(within(filters).getByRole('button', { name: 'Solo cuentas de prueba' }));
      await user.type(within(filters).getByRole('spinbutton', { name: 'ROI mínimo (%)' }), '-5');
      await user.type(within(filters).getByRole('spinbutton', { name: 'ROI máximo (%)' }), '20');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'winRate');
      await user.click(screen.getByRole('button', { name: /Orden descendente/ }));

      await waitFor(() => expect(lastListQuery(calls).get('roiMax')).toBe('20'));
      expect(Object.fromEntries(lastListQuery(calls))).toMatchObject({
        page: '1',
        limit: '25',
        search: '^bin',
        regex: 'true',
        types: 'future',
        exchanges: 'kucoin',
        status: 'inactive',
        role: 'receiver',
        isTestAccount: 'true',
        roiMin: '-5',
        roiMax: '20',
        sortBy: 'winRate',
        sortOrder: 'asc',
      });
    },
  );

  it('shows only the selected list’s accounts', async () => {
    const list = aList({ name: 'Spot', accountIds: [spot.id] });
    useAccountListStore.getState().setLists([list]);
    useAccountListStore.getState().selectList(list);
    const calls = api({ 'GET /api/account-lists': json(200, pageOf([list])) });
    renderApp({ route: '/accounts', token: 'tok' });
    expect(await screen.findByText(/Mostrando la lista «Spot»/)).toBeInTheDocument();
    await waitFor(() => expect(lastListQuery(calls).get('accountListId')).toBe(list.id));
  });

  it(
    'creates an account, then shows the webhook, the secret and the TradingView alert once',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const created = anAccount({
        name: 'Nueva',
        accountType: 'future',
        exchangeId: EXCHANGE_KUCOIN.id,
      });
      const webhook = {
        url: `http://pulso.test/api/trade-receiver/${created.id}`,
        secret: 'whsec_123',
      };
      const calls = api({ 'POST /api/account/create': json(201, { account: created, webhook }) });
      renderApp({ route: '/accounts', token: 'tok' });
      await ready();

      await user.click(screen.getByRole('button', { name: 'Nueva cuenta' }));
      const form = screen.getByRole('dialog', { name: 'Nueva cuenta' });
      await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
      expect(
        within(form).getByText('El nombre debe tener entre 2 y 60 caracteres'),
      ).toBeInTheDocument();
      expect(within(form).getByRole('combobox', { name: 'Exchange' })).toHaveAccessibleDescription(
        'Elige el exchange de la cuenta',
      );

      await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Nueva');
      await user.selectOptions(within(form).getByRole('combobox', { name: 'Exchange' }), 'KuCoin');
      // KuCoin supports spot and futures only.
      const types = within(form).getByRole('combobox', { name: 'Tipo de cuenta' });
      expect(
        within(types)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Elige un tipo', 'Spot', 'Futuros']);
      await user.selectOptions(types, 'future');
      await user.click(within(form).getByRole('radio', { name: /Real/ }));
      await user.type(within(form).getByLabelText('API key'), 'key-1');
      await user.click(within(form).getByRole('checkbox', { name: /Pública/ }));
      await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));

      const dialog = await screen.findByRole('dialog', { name: 'Cuenta «Nueva» creada' });
      expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
      expect(calls.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Nueva',
        exchangeId: EXCHANGE_KUCOIN.id,
        accountType: 'future',
        mode: 'live',
        credentials: { apiKey: 'key-1' },
        isActive: true,
        isPublic: true,
        publicStats: false,
        publicTrades: false,
        isTestAccount: false,
        isEmitter: false,
        isReceiver: false,
      });
      expect(dialog).toHaveTextContent(webhook.url);
      expect(dialog).toHaveTextContent('El secreto solo se muestra ahora');
      const alert = within(dialog).getByLabelText('Mensaje de la alerta de TradingView');
      expect(JSON.parse(alert.textContent ?? '')).toMatchObject({
        accountId: created.id,
        symbol: '{{ticker}}',
        secret: 'whsec_123',
      });
    },
  );

  it('edits an account: credentials said to be set, and cleared on request', async () => {
    const user = userEvent.setup();
    const calls = api({
      [`PATCH /api/account/update/${fut.id}`]: json(200, {
        ...fut,
        credentials: { apiKey: false, secret: false, passphrase: false },
      }),
    });
    renderApp({ route: '/accounts', token: 'tok' });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Editar KuCoin fut' }));
    const form = screen.getByRole('dialog', { name: 'Editar KuCoin fut' });
    expect(form).toHaveTextContent('API key: configurada');
    expect(form).toHaveTextContent('Passphrase: sin configurar');
    expect(within(form).queryByLabelText('API key')).toBeNull(); // write-only: no value to show
    await user.click(within(form).getByRole('radio', { name: 'Borrar' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Account updated successfully.')).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ credentials: null });
  });

  it('deletes an account after confirming', async () => {
    const user = userEvent.setup();
    const calls = api({
      [`DELETE /api/account/delete/${spot.id}`]: new Response(null, { status: 204 }),
    });
    renderApp({ route: '/accounts', token: 'tok' });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Eliminar Binance spot' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar «Binance spot»?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar cuenta' }));
    expect(await screen.findByText('Account deleted successfully.')).toBeInTheDocument();
    expect(calls.count('DELETE', `/api/account/delete/${spot.id}`)).toBe(1);
  });

  it('shows what waits for approval across the accounts, and decides it there (issue 37)', async () => {
    const user = userEvent.setup();
    const order = (id: string, account: typeof spot, contracts: string): WaitingOrder => ({
      id,
      accountId: account.id,
      accountName: account.name,
      signalId: '00000000-0000-4000-8000-00000000000' + id.slice(-1),
      source: 'webhook',
      symbol: 'BTCUSDT',
      side: 'buy',
      contracts,
      close: '50000',
      createdAt: '2026-11-29T10:00:00.000Z',
      expiresAt: '2026-11-29T10:30:00.000Z',
      state: 'pending',
      decidedAt: null,
      approvedSignalId: null,
    });
    let waiting = [
      order('00000000-0000-4000-8000-0000000000a1', spot, '0.25'),
      order('00000000-0000-4000-8000-0000000000a2', fut, '0.5'),
    ];
    const calls = api({
      'GET /api/pending-orders': () => json(200, { data: waiting }),
      'POST /api/pending-orders/00000000-0000-4000-8000-0000000000a2/reject': () => {
        waiting = waiting.slice(0, 1);
        return json(200, {
          ...order('00000000-0000-4000-8000-0000000000a2', fut, '0.5'),
          state: 'rejected',
        });
      },
    });
    renderApp({ route: '/accounts', token: 'tok' });
    const panel = await screen.findByRole('region', { name: '2 órdenes esperan tu aprobación' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Binance spot',
      'KuCoin fut',
    ]);
    expect(items[1]).toHaveTextContent('Compra 0,5 BTCUSDT');
    await user.click(within(items[1]!).getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByRole('region', { name: '1 orden espera tu aprobación' }),
    ).toBeInTheDocument();
    expect(
      calls.count('POST', '/api/pending-orders/00000000-0000-4000-8000-0000000000a2/reject'),
    ).toBe(1);
  });
});
