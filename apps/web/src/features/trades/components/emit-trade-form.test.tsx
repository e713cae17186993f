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
