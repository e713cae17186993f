import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { generateOrderId, ORDER_ID_PATTERN } from '../lib/order-id';
import { EmitTradeForm } from './emit-trade-form';

const ACCOUNT = '00000000-0000-4000-8000-0000000000aa';
const path = `/api/trade-receiver/${ACCOUNT}`;

async function fill(contracts: string, close?: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Símbolo'), 'ETHUSDT');
  await user.selectOptions(screen.getByLabelText('Acción'), 'sell');
  await user.type(screen.getByLabelText('Contratos'), contracts);
  if (close) await user.type(screen.getByLabelText('Precio (close)'), close);
  await user.click(screen.getByRole('button', { name: 'Emitir trade' }));
}

describe('order ids (spec §3: prefix, time, index, random part)', () => {
  it('reads pulso-<time>-<index>-<random>', () => {
    expect(generateOrderId(1767225600000, 3)).toMatch(/^pulso-1767225600000-3-[0-9a-z]{6}$/);
    const a = generateOrderId();
    const b = generateOrderId();
    expect(a).toMatch(ORDER_ID_PATTERN);
    expect(Number(b.split('-')[2])).toBe(Number(a.split('-')[2]) + 1);
    expect(a).not.toBe(b);
  });
});

describe('emit trade form', () => {
  it("posts the receiver payload with the bearer token and says 'Trade emitted successfully!'", async () => {
    const api = fakeApi({
      [`POST ${path}`]: json(202, { receiverLogId: 'log-1', signalId: 'sig-1' }),
    });
    const onEmitted = vi.fn();
    renderWithApp(<EmitTradeForm accountId={ACCOUNT} exchange="kucoin" onEmitted={onEmitted} />);
    await fill('1.5', '3000.25');
    expect(await screen.findByText('Trade emitted successfully!')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === path)!;
    expect(call.body).toMatchObject({
      accountId: ACCOUNT,
      symbol: 'ETHUSDT',
      exchange: 'kucoin',
      action: 'sell',
      contracts: '1.5',
      close: '3000.25',
      time: expect.any(Number),
    });
    const orderId = (call.body as { order_id: string }).order_id;
    expect(orderId).toMatch(ORDER_ID_PATTERN);
    expect(onEmitted).toHaveBeenCalledWith({ receiverLogId: 'log-1', signalId: 'sig-1', orderId });
    const fetchMock = vi.mocked(fetch);
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path))![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it("offers the account's exchange only (issue 39: no other exchange to pick)", () => {
    fakeApi({});
    renderWithApp(<EmitTradeForm accountId={ACCOUNT} exchange="kucoin" onEmitted={() => {}} />);
    const select = screen.getByLabelText('Exchange');
    expect(select).toBeDisabled();
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['kucoin']);
  });

  it('without a close, sends the market price (the newest one-minute candle)', async () => {
    const api = fakeApi({
      'GET /api/crypto-price/ohlc': json(200, {
        data: [
          { openTime: 1, open: 1, high: 1, low: 1, close: 3001, volume: 1 },
          { openTime: 2, open: 1, high: 1, low: 1, close: 3002.5, volume: 1 },
        ],
        simulated: true,
      }),
      [`POST ${path}`]: json(202, { receiverLogId: 'log-2', signalId: 'sig-2' }),
    });
    renderWithApp(<EmitTradeForm accountId={ACCOUNT} exchange="binance" onEmitted={() => {}} />);
    await fill('2');
    expect(await screen.findByText('Trade emitted successfully!')).toBeInTheDocument();
    const ohlc = api.calls.find((c) => c.path === '/api/crypto-price/ohlc')!;
    expect(ohlc.search).toContain('symbol=ETHUSDT');
    expect(ohlc.search).toContain('exchange=binance');
    expect(api.calls.find((c) => c.path === path)!.body).toMatchObject({ close: '3002.5' });
  });

  it("says 'Failed to emit trade. Please try again.' whatever the server answered", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ [`POST ${path}`]: json(400, { error: 'Invalid payload', code: 'X' }) });
    renderWithApp(<EmitTradeForm accountId={ACCOUNT} exchange="binance" onEmitted={() => {}} />);
    await fill('1', '10');
    expect(await screen.findByText('Failed to emit trade. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid payload')).toBeNull();
  });

  it('refuses a non-positive size without calling the server', async () => {
    const api = fakeApi({});
    renderWithApp(<EmitTradeForm accountId={ACCOUNT} exchange="binance" onEmitted={() => {}} />);
    await fill('0', '-1');
    expect(await screen.findAllByText('Debe ser un número positivo')).toHaveLength(2);
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});

describe('emit trade form: más opciones (issue 36)', () => {
  const TODAY_KEYS = [
    'accountId',
    'symbol',
    'exchange',
    'time',
    'action',
    'contracts',
    'order_id',
    'close',
  ];

  /**
   * A buy of 1 at `close` with "Más opciones" open, then each extra in order: label → the text
   * typed, or true for a checkbox to tick.
   */
  async function buy(close: string, extras: Record<string, string | true>) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contratos'), '1');
    await user.type(screen.getByLabelText('Precio (close)'), close);
    await user.click(screen.getByRole('button', { name: 'Más opciones' }));
    for (const [label, step] of Object.entries(extras)) {
      if (step === true) await user.click(screen.getByLabelText(label));
      else await user.type(screen.getByLabelText(label), step);
    }
    await user.click(screen.getByRole('button', { name: 'Emitir trade' }));
  }

  const emitted = () => json(202, { receiverLogId: 'log-1', signalId: 'sig-1' });
  const render = () =>
    renderWithApp(<EmitTradeForm accountId={ACCOUNT} exchange="binance" onEmitted={() => {}} />);

  it("sends exactly today's keys while the options stay closed", async () => {
    const api = fakeApi({ [`POST ${path}`]: emitted() });
    render();
    await fill('1.5', '3000.25');
    await screen.findByText('Trade emitted successfully!');
    expect(Object.keys(api.calls.find((c) => c.path === path)!.body as object)).toEqual(TODAY_KEYS);
  });

  it('opened but untouched, the options add no key', async () => {
    const api = fakeApi({ [`POST ${path}`]: emitted() });
    render();
    await buy('50000', {});
    await waitFor(() => expect(api.calls.some((c) => c.path === path)).toBe(true));
    const body = api.calls.find((c) => c.path === path)!.body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(TODAY_KEYS);
    expect(body).toMatchObject({ action: 'buy', contracts: '1', close: '50000' });
  });

  it('a buy with a stop at 49.000 and two targets sends the list, 50 % each, and breakeven', async () => {
    const api = fakeApi({ [`POST ${path}`]: emitted() });
    render();
    await buy('50000', {
      'Stop-loss (precio)': '49.000',
      'Take-profit 1 (precio)': '51000',
      'Take-profit 2 (precio)': '52.500,5',
      'Mover el stop a la entrada tras el primer objetivo': true,
    });
    await screen.findByText('Trade emitted successfully!');
    const body = api.calls.filter((c) => c.path === path).at(-1)!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      action: 'buy',
      close: '50000',
      stop_loss: '49000',
      take_profit: [
        { price: '51000', share: '50' },
        { price: '52500.5', share: '50' },
      ],
      breakeven: true,
    });
    expect(body).not.toHaveProperty('order_type');
    expect(api.calls.filter((c) => c.path === path)).toHaveLength(1);
  });

  it("refuses a buy's stop above its price beside the stop, without calling the server", async () => {
    const api = fakeApi({});
    render();
    expect(
      screen.queryByLabelText('Mover el stop a la entrada tras el primer objetivo'),
    ).toBeNull();
    await buy('50000', { 'Stop-loss (precio)': '51000' });
    expect(
      await screen.findByText(
        'El stop-loss de una compra debe quedar por debajo del precio (50.000)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Stop-loss (precio)')).toHaveAttribute('aria-invalid', 'true');
    // No target: breakeven cannot be asked for.
    expect(
      screen.getByLabelText('Mover el stop a la entrada tras el primer objetivo'),
    ).toBeDisabled();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });

  it('reads es-ES typing: "49000,5" is sent as "49000.5", with one target as a price', async () => {
    const api = fakeApi({ [`POST ${path}`]: emitted() });
    render();
    await buy('49000,5', {
      'Orden límite': true,
      'Precio límite': '49000,5',
      'Take-profit 1 (precio)': '50.000,25',
    });
    await screen.findByText('Trade emitted successfully!');
    expect(api.calls.find((c) => c.path === path)!.body).toMatchObject({
      close: '49000.5',
      order_type: 'limit',
      limit_price: '49000.5',
      take_profit: '50000.25',
    });
  });

  it("shows the server's refusal of a field beside it, and the one emit message in the toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      [`POST ${path}`]: json(400, {
        error: 'Invalid payload',
        code: 'VALIDATION',
        issues: [{ path: ['stop_loss'], message: 'El campo stop_loss no vale aquí' }],
      }),
    });
    render();
    await buy('50000', { 'Stop-loss (precio)': '49000' });
    expect(await screen.findByText('Failed to emit trade. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('El campo stop_loss no vale aquí')).toBeInTheDocument();
  });
});
