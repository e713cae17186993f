import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '@pulso/domain/schemas';
import { anAccount, pageOf } from '../../features/accounts/testing/fixtures';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Lazy chunks (pages, the modal) load on first use: slower while the whole suite runs.
configure({ asyncUtilTimeout: 5000 });
// Whole user journeys (typing, several dialogs): more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const toPublic = (name: string, extra: Partial<PublicAccount> = {}): PublicAccount => {
  const { id, accountType, exchangeId, exchangeCode, exchangeName, isTestAccount, createdAt } =
    anAccount({ name });
  return {
    id,
    name,
    accountType,
    exchangeId,
    exchangeCode,
    exchangeName,
    isTestAccount,
    createdAt,
    publicStats: true,
    publicTrades: false,
    ...extra,
  };
};

describe('Cuentas Públicas', () => {
  it('lists public accounts for a visitor with their figures, filters by type, and opens one', async () => {
    const user = userEvent.setup();
    const shared = toPublic('Compartida');
    const closed = toPublic('Reservada', { publicStats: false });
    const calls = fakeApi({
      'GET /api/account/public/list': ({ url }) =>
        json(200, pageOf(url.searchParams.get('accountType') === 'future' ? [] : [shared, closed])),
      'GET /api/trade-analysis/public/figures': json(200, {
        data: [
          {
            accountId: shared.id,
            totalPnL: '1234.5',
            roi: 12.5,
            winRate: 60,
            tradeCount: 1520,
            totalVolume: '250000',
            maxDrawdown: '310.25',
          },
        ],
      }),
      [`GET /api/account/public/${shared.id}`]: json(200, shared),
    });
    renderApp({ route: '/public/accounts' });
    expect(await screen.findByRole('link', { name: 'Compartida' })).toBeInTheDocument();
    // Figures in Spanish format, asked only for the account that shares them, for the period.
    expect(await screen.findByText('+1234,50 US$')).toBeInTheDocument();
    expect(screen.getByText('+12,50 %')).toBeInTheDocument();
    expect(screen.getByText('60,0 %')).toBeInTheDocument();
    expect(screen.getByText('1520')).toBeInTheDocument();
    expect(screen.getByText('-310,25 US$')).toBeInTheDocument();
    expect(screen.getByText('No comparte estadísticas')).toBeInTheDocument();
    const asked = calls.calls.find((c) => c.path === '/api/trade-analysis/public/figures');
    expect(new URLSearchParams(asked?.search).get('accountIds')).toBe(shared.id);
    expect(screen.queryByText(/llegarán con la analítica/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Futuros' }));
    expect(await screen.findByText('Ninguna cuenta pública de este tipo.')).toBeInTheDocument();
    const last = calls.calls.filter((c) => c.path === '/api/account/public/list').at(-1);
    expect(new URLSearchParams(last?.search).get('accountType')).toBe('future');

    await user.click(screen.getByRole('button', { name: 'Todas' }));
    await user.click(await screen.findByRole('link', { name: 'Compartida' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compartida' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Su dueño no comparte estos datos.')).toBeInTheDocument();
  });

  it('marks the figures of an account with a coin without a USD price, and still shows them', async () => {
    const bnb = toPublic('Comisiones en BNB');
    fakeApi({
      'GET /api/account/public/list': json(200, pageOf([bnb])),
      'GET /api/trade-analysis/public/figures': json(200, {
        data: [
          {
            accountId: bnb.id,
            totalPnL: '22.32',
            roi: 2.15,
            winRate: 100,
            tradeCount: 2,
            totalVolume: '2092.33',
            maxDrawdown: '0',
            unpriced: [{ asset: 'BNB', trades: 2, fee: '0.00151' }],
          },
        ],
      }),
    });
    renderApp({ route: '/public/accounts' });
    const mark = await screen.findByTestId('unpriced-mark');
    expect(mark).toHaveAttribute(
      'title',
      'Sin precio en USD para BNB: estas cifras no lo incluyen',
    );
    // Said in words too, under the name: a phone shows no tooltip (issue 33).
    expect(screen.getByTestId('unpriced-note')).toHaveTextContent(
      '* Sin precio en USD para BNB: estas cifras no lo incluyen',
    );
    // The mark sits on the PnL's own line.
    expect(mark.parentElement).toHaveTextContent(/^\+22,32 US\$\*$/);
    expect(screen.queryByText('No comparte estadísticas')).toBeNull();
  });

  it('sorts by a figure over the period and filters by exchange, kept in the address', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /api/account/public/list': json(200, pageOf([toPublic('Compartida')])),
      'GET /api/trade-analysis/public/figures': json(200, { data: [] }),
    });
    renderApp({ route: '/public/accounts' });
    expect(await screen.findByRole('link', { name: 'Compartida' })).toBeInTheDocument();
    const lastList = () =>
      new URLSearchParams(
        calls.calls.filter((c) => c.path === '/api/account/public/list').at(-1)?.search,
      );
    // Newest first by default, no period sent (the order does not depend on one).
    expect(lastList().get('sortBy')).toBe('createdAt');
    expect(lastList().get('timeframe')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'ROI');
    await waitFor(() => expect(lastList().get('sortBy')).toBe('roi'));
    expect(lastList().get('sortOrder')).toBe('desc');
    expect(lastList().get('timeframe')).toBe('last_30_days');

    await user.click(screen.getByRole('button', { name: 'Orden: Descendente (cambiar)' }));
    await waitFor(() => expect(lastList().get('sortOrder')).toBe('asc'));
    expect(screen.getByRole('button', { name: 'Orden: Ascendente (cambiar)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Exchange'), 'KuCoin');
    await waitFor(() => expect(lastList().get('exchange')).toBe('kucoin'));
    // The other choices stay as they were.
    expect(lastList().get('sortBy')).toBe('roi');
    expect(lastList().get('sortOrder')).toBe('asc');
  });

  it('keeps a choice made before the previous one has rendered', async () => {
    const calls = fakeApi({
      'GET /api/account/public/list': json(200, pageOf([toPublic('Compartida')])),
      'GET /api/trade-analysis/public/figures': json(200, { data: [] }),
    });
    renderApp({ route: '/public/accounts' });
    expect(await screen.findByRole('link', { name: 'Compartida' })).toBeInTheDocument();
    // A quick user: the type, then the exchange, in the same turn (no render in between).
    act(() => {
      screen.getByRole('button', { name: 'Futuros' }).click();
      const exchange = screen.getByLabelText('Exchange');
      (exchange as HTMLSelectElement).value = 'kucoin';
      exchange.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => {
      const last = calls.calls.filter((c) => c.path === '/api/account/public/list').at(-1);
      expect(Object.fromEntries(new URLSearchParams(last?.search))).toMatchObject({
        accountType: 'future',
        exchange: 'kucoin',
      });
    });
    expect(screen.getByRole('button', { name: 'Futuros' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a shared address in the view it names', async () => {
    const calls = fakeApi({
      'GET /api/account/public/list': json(200, pageOf([toPublic('Compartida')])),
      'GET /api/trade-analysis/public/figures': json(200, { data: [] }),
    });
    renderApp({ route: '/public/accounts?exchange=bybit&sort=maxDrawdown&order=desc&page=2' });
    expect(await screen.findByRole('link', { name: 'Compartida' })).toBeInTheDocument();
    const asked = new URLSearchParams(
      calls.calls.find((c) => c.path === '/api/account/public/list')?.search,
    );
    expect(Object.fromEntries(asked)).toMatchObject({
      exchange: 'bybit',
      sortBy: 'maxDrawdown',
      sortOrder: 'desc',
      page: '2',
    });
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('maxDrawdown');
    expect(screen.getByLabelText('Exchange')).toHaveValue('bybit');
  });

  it('says an account is not available when it is private or gone', async () => {
    fakeApi({
      'GET /api/account/public/00000000-0000-4000-8000-00000000dead': json(404, {
        error: 'Account not found',
        code: 'NOT_FOUND',
      }),
    });
    renderApp({ route: '/public/accounts/00000000-0000-4000-8000-00000000dead' });
    await waitFor(() => expect(screen.getByText('Cuenta no disponible')).toBeInTheDocument());
  });
});
