import { Decimal } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp, SignedIn } from '../../test/identity';
import type { FakeBinance } from '../market-data/testing';
import type { SignalWorker } from './signals.worker';
import {
  createAccount,
  liveAccount as createLive,
  sendSignal,
  stepsUnder,
  tradesOf,
  liveTestApp,
} from './testing';

// Issue 36: a live account sized by a share of its equity, of its free balance or by risk reads
// those funds from its exchange at VALIDATION, and the client made there places the order.

describe('live sizing by equity, balance and risk (fake Binance at the network edge)', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let exchange: FakeBinance;
  let worker: SignalWorker;

  beforeAll(async () => {
    ({ t, ana, exchange, worker } = await liveTestApp());
  });
  afterAll(() => t.close());

  const liveAccount = (name: string, fields: Record<string, unknown> = {}) =>
    createLive(t, ana, name, fields);

  const balanceReads = () =>
    exchange.requests.filter((r) => /^\/(api\/v3|fapi\/v[23])\/account$/.test(r.url.pathname))
      .length;
  const orderPosts = () =>
    exchange.requests.filter((r) => /\/order$/.test(r.url.pathname) && r.method === 'POST').length;

  async function sized(id: string, payload: Parameters<typeof sendSignal>[2]) {
    const sent = await sendSignal(t, id, payload);
    await worker.drain();
    const steps = await stepsUnder(t, sent.receiverLogId);
    return { steps, validation: steps.find((s) => s.action === 'VALIDATION')! };
  }

  it('spot: a share of equity counts the quote and the base at the market; the order is that share', async () => {
    const id = await liveAccount('Live equity');
    const reads = balanceReads();
    // Equity: 1,000 USDT + 0.5 BTC × 50,000 = 26,000; 2 % of it is 520 USDT, 0.0104 BTC.
    const { steps, validation } = await sized(id, {
      action: 'buy',
      contracts: '0',
      close: '50000',
      intent: { size: { mode: 'equity_pct', value: '2' } },
    });
    expect(steps.map((s) => `${s.action}:${s.status}`)).toEqual([
      'VALIDATION:success',
      'CLIENT_CREATION:success',
      'BALANCE_CHECK:success',
      'ORDER_EXECUTION:success',
      'POST_PROCESSING:success',
    ]);
    expect(validation.metadata).toMatchObject({
      sizing: { mode: 'equity_pct', equity: '26000', budget: '520', rounded: '0.0104' },
    });
    expect(validation.message).toContain('2 % del capital (26.000 USDT) a 50.000 → 0,0104 BTC');
    const [trade] = await tradesOf(t, id);
    expect(new Decimal(trade!.amount).toString()).toBe('0.0104');
    // One read for the sizing, one for BALANCE_CHECK, on the one client made at VALIDATION.
    expect(balanceReads() - reads).toBe(2);
  });

  it('spot: a share of the free balance takes the free quote only', async () => {
    const id = await liveAccount('Live balance');
    const { validation } = await sized(id, {
      action: 'buy',
      contracts: '0',
      close: '50000',
      intent: { size: { mode: 'balance_pct', value: '50' } },
    });
    expect(validation.metadata).toMatchObject({
      sizing: { mode: 'balance_pct', available: '1000', budget: '500', rounded: '0.01' },
    });
    const [trade] = await tradesOf(t, id);
    expect(new Decimal(trade!.amount).toString()).toBe('0.01');
  });

  it('futures: risk as a % of the exchange’s margin balance never loses more than that at the stop', async () => {
    const id = await liveAccount('Live risk', { accountType: 'future' });
    // 1 % of 1,000 USDT at risk, stop 1,000 under the price, fees both ways: 1,099 a coin.
    const { validation } = await sized(id, {
      action: 'buy',
      contracts: '0',
      close: '50000',
      intent: {
        size: { mode: 'risk_pct', value: '1' },
        stop_loss: { price: '49000' },
      },
    });
    expect(validation.status).toBe('success');
    const figures = (validation.metadata as { sizing: Record<string, string> }).sizing;
    expect(figures).toMatchObject({ mode: 'risk_pct', equity: '1000' });
    expect(new Decimal(figures['risk']!).lte(10)).toBe(true);
    const [trade] = await tradesOf(t, id);
    const amount = new Decimal(trade!.amount);
    // Sized 0.00909 on the table's step; the exchange's own step (0.001) cuts it down, never up.
    expect(figures['rounded']).toBe('0.00909');
    expect(amount.toString()).toBe('0.009');
  });

  it('an exchange that does not answer the balance fails VALIDATION, names it, and orders nothing', async () => {
    const id = await liveAccount('Live silent');
    const posts = orderPosts();
    exchange.accountDown = true;
    try {
      const { steps } = await sized(id, {
        action: 'buy',
        contracts: '0',
        close: '50000',
        intent: { size: { mode: 'equity_pct', value: '2' } },
      });
      expect(steps).toHaveLength(1);
      expect(steps[0]).toMatchObject({ action: 'VALIDATION', status: 'failed' });
      expect(steps[0]!.message).toMatch(
        /^No se pudo consultar el saldo en binance para calcular el tamaño: /,
      );
    } finally {
      exchange.accountDown = false;
    }
    expect(orderPosts()).toBe(posts);
    expect(await tradesOf(t, id)).toEqual([]);
  });

  it('sizing that needs no funds reads none at VALIDATION (a base quantity)', async () => {
    const id = await liveAccount('Live base');
    const reads = balanceReads();
    await sized(id, {
      action: 'buy',
      contracts: '0',
      close: '50000',
      intent: { size: { mode: 'base', value: '0.002' } },
    });
    expect((await tradesOf(t, id)).map((x) => new Decimal(x.amount).toString())).toEqual(['0.002']);
    // BALANCE_CHECK's read only.
    expect(balanceReads() - reads).toBe(1);
  });

  it('a live follower copying by a % of its equity sizes on its exchange’s equity (issue 37)', async () => {
    const emitter = await createAccount(t, ana, 'Leader on paper', { isEmitter: true });
    const receiver = await liveAccount('Live follower', { isReceiver: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/copy-trade/create',
      headers: ana.headers,
      payload: {
        emitterAccountId: emitter,
        receiverAccountId: receiver,
        multiplier: 1,
        settings: { sizing: 'equity_pct', sizingValue: '1' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.1', close: '50000' });
    await worker.drain();
    await worker.drain();
    // 1 % of 26,000 USDT (1,000 USDT and 0.5 BTC at 50,000) is 260 USDT: 0.0052 BTC.
    const [copy] = await tradesOf(t, receiver);
    expect(new Decimal(copy!.amount).toString()).toBe('0.0052');
  });
});
