import { Decimal } from '@pulso/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, receiverLogs } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { FetchImplementation } from '../market-data/exchange/ccxt-client';
import { LISTINGS } from '../market-data/exchange/testing/listings';
import { clientOrderId } from './gateways/live-gateway';
import { SignalWorker } from './signal-worker';
import {
  createAccount,
  fixMarketPrices,
  logRow,
  sendSignal,
  signalRow,
  stepsUnder,
  tradesOf,
} from './testing';

const API_KEY = 'live-api-key-XYZ123';
const API_SECRET = 'live-api-secret-ABC789';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Binance's spot REST API as ccxt sees it: listings, the account's balances, market orders. */
class FakeBinance {
  readonly requests: { method: string; url: URL }[] = [];
  /** The exchange's refusal of the next orders, as Binance words it. */
  refuseOrders: { code: number; msg: string } | undefined;
  /** Executes the next order but loses the answer (the connection drops). */
  dropNextAnswer = false;
  readonly orders = new Map<string, unknown>();

  readonly fetch: FetchImplementation = async (url, init) => {
    const u = new URL(url);
    const method = init.method ?? 'GET';
    this.requests.push({ method, url: u });
    if (u.pathname === '/api/v3/exchangeInfo') return json(LISTINGS.binance);
    if (u.pathname.startsWith('/sapi/v1/margin/')) return json([]);
    if (u.pathname === '/api/v3/account') {
      return json({
        makerCommission: 10,
        takerCommission: 10,
        canTrade: true,
        accountType: 'SPOT',
        updateTime: Date.now(),
        balances: [
          { asset: 'USDT', free: '1000.00000000', locked: '0.00000000' },
          { asset: 'BTC', free: '0.50000000', locked: '0.00000000' },
        ],
      });
    }
    if (u.pathname === '/api/v3/order' && method === 'GET') {
      const order = this.orders.get(u.searchParams.get('origClientOrderId') ?? '');
      return order ? json(order) : json({ code: -2013, msg: 'Order does not exist.' }, 400);
    }
    if (u.pathname === '/api/v3/order' && method === 'POST') {
      if (this.refuseOrders) return json(this.refuseOrders, 400);
      const params = new URLSearchParams(typeof init.body === 'string' ? init.body : u.search);
      const qty = params.get('quantity') ?? '0';
      const price = '50100.00';
      const order = {
        symbol: params.get('symbol'),
        orderId: 987654,
        orderListId: -1,
        clientOrderId: params.get('newClientOrderId'),
        transactTime: 1_772_445_600_000,
        price: '0.00000000',
        origQty: qty,
        executedQty: qty,
        cummulativeQuoteQty: new Decimal(qty).times(price).toString(),
        status: 'FILLED',
        timeInForce: 'GTC',
        type: 'MARKET',
        side: params.get('side'),
        fills: [
          {
            price,
            qty,
            commission: new Decimal(qty).times(price).times('0.001').toString(),
            commissionAsset: 'USDT',
            tradeId: 1,
          },
        ],
      };
      this.orders.set(params.get('newClientOrderId') ?? '', order);
      if (this.dropNextAnswer) {
        this.dropNextAnswer = false;
        throw new TypeError('fetch failed');
      }
      return json(order);
    }
    return json({ code: -1, msg: `fake binance: no ${method} ${u.pathname}` }, 404);
  };
}

describe('live gateway (ccxt against a fake Binance)', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let exchange: FakeBinance;
  let worker: SignalWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp({ EXCHANGE_GATEWAY: 'live' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(t);
    exchange = new FakeBinance();
    worker = new SignalWorker(t.ctx, { live: { fetchImplementation: exchange.fetch } });
  });
  afterAll(() => t.close());

  async function liveAccount(name: string, fields: Record<string, unknown> = {}) {
    const id = await createAccount(t, ana, name, {
      credentials: { apiKey: API_KEY, secret: API_SECRET },
      ...fields,
    });
    await t.ctx.db.update(accounts).set({ mode: 'live' }).where(eq(accounts.id, id));
    return id;
  }

  it('places a market order with the account’s credentials on the testnet and records the exchange’s fill', async () => {
    const id = await liveAccount('Live test', { isTestAccount: true });
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01', close: '50000' });
    await worker.drain();

    const [trade] = await tradesOf(t, id);
    expect(trade).toMatchObject({ exchangeOrderId: '987654', feeAsset: 'USDT', type: 'buy' });
    expect(new Decimal(trade!.price).toString()).toBe('50100');
    expect(new Decimal(trade!.fee).toString()).toBe('0.501');
    const order = exchange.requests.find((r) => r.url.pathname === '/api/v3/order')!;
    expect(order.method).toBe('POST');
    expect(order.url.hostname).toBe('testnet.binance.vision');
    const steps = await stepsUnder(t, sent.receiverLogId);
    expect(steps.map((s) => `${s.action}:${s.status}`)).toEqual([
      'VALIDATION:success',
      'CLIENT_CREATION:success',
      'BALANCE_CHECK:success',
      'ORDER_EXECUTION:success',
      'POST_PROCESSING:success',
    ]);
    expect(steps[1]!.metadata).toMatchObject({ gateway: 'live', sandbox: true });
    // The credentials are in no log, no metadata.
    const everything = JSON.stringify(await t.ctx.db.select().from(receiverLogs)) + t.logs.join('');
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain(API_SECRET);
  });

  it('an exchange refusal is recorded on ORDER_EXECUTION with the exchange’s message; the signal fails cleanly', async () => {
    const id = await liveAccount('Live refused');
    exchange.refuseOrders = {
      code: -2010,
      msg: 'Account has insufficient balance for requested action.',
    };
    try {
      const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01', close: '50000' });
      await worker.drain();
      const steps = await stepsUnder(t, sent.receiverLogId);
      const execution = steps.find((s) => s.action === 'ORDER_EXECUTION')!;
      expect(execution.status).toBe('failed');
      expect(execution.message).toContain('Account has insufficient balance for requested action.');
      expect(execution.metadata).toMatchObject({
        exchange: 'binance',
        errorType: 'InsufficientFunds',
      });
      const signal = await signalRow(t, sent.signalId);
      expect(signal.status).toBe('failed');
      expect(signal.error).toContain('insufficient balance');
      expect((await logRow(t, sent.receiverLogId)).message).toMatch(/^ORDER_EXECUTION: /);
      expect(await tradesOf(t, id)).toHaveLength(0);
      // Not the testnet: the production host.
      expect(exchange.requests.at(-1)!.url.hostname).toBe('api.binance.com');
    } finally {
      exchange.refuseOrders = undefined;
    }
  });

  it('an order whose answer was lost is looked up on the next attempt, not placed twice', async () => {
    const id = await liveAccount('Live lost answer');
    const postsSoFar = () =>
      exchange.requests.filter((r) => r.url.pathname === '/api/v3/order' && r.method === 'POST')
        .length;
    const before = postsSoFar();
    exchange.dropNextAnswer = true;
    const sent = await sendSignal(t, id, { action: 'sell', contracts: '0.01', close: '50000' });
    const retrying = new SignalWorker(t.ctx, {
      leaseMs: 1,
      live: { fetchImplementation: exchange.fetch },
    });
    await retrying.runOnce();
    expect(await signalRow(t, sent.signalId)).toMatchObject({ status: 'processing' });
    await new Promise((r) => setTimeout(r, 5));
    await retrying.drain();

    // One order placed; the second attempt found it by its client order id.
    expect(postsSoFar() - before).toBe(1);
    const lookup = exchange.requests.filter(
      (r) => r.url.pathname === '/api/v3/order' && r.method === 'GET',
    );
    expect(lookup.at(-1)!.url.searchParams.get('origClientOrderId')).toBe(
      clientOrderId(sent.signalId),
    );
    expect(await tradesOf(t, id)).toHaveLength(1);
    expect(await signalRow(t, sent.signalId)).toMatchObject({ status: 'done', attempts: 2 });
    const steps = await stepsUnder(t, sent.receiverLogId);
    const executions = steps.filter((s) => s.action === 'ORDER_EXECUTION');
    expect(executions.map((s) => s.status)).toEqual(['failed', 'success']);
    expect(executions[0]!.message).toMatch(/Sin respuesta de binance.*se reintentará/);
  });

  it('checks the spot balance on the exchange before ordering', async () => {
    const id = await liveAccount('Live poor');
    // 0.05 × 50,000 = 2,500 USDT > the 1,000 the exchange holds.
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.05', close: '50000' });
    await worker.drain();
    const steps = await stepsUnder(t, sent.receiverLogId);
    expect(steps.at(-1)).toMatchObject({ action: 'BALANCE_CHECK', status: 'failed' });
    expect(steps.at(-1)!.message).toMatch(/^Saldo insuficiente en binance/);
  });

  it('without credentials CLIENT_CREATION fails', async () => {
    const id = await createAccount(t, ana, 'Live bare');
    await t.ctx.db.update(accounts).set({ mode: 'live' }).where(eq(accounts.id, id));
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01' });
    await worker.drain();
    expect((await signalRow(t, sent.signalId)).error).toMatch(/credenciales/);
    const steps = await stepsUnder(t, sent.receiverLogId);
    expect(steps.at(-1)).toMatchObject({ action: 'CLIENT_CREATION', status: 'failed' });
  });

  it('a paper-mode account stays on paper even with the live gateway on', async () => {
    const id = await createAccount(t, ana, 'Still paper');
    const before = exchange.requests.length;
    await sendSignal(t, id, { action: 'buy', contracts: '0.01' });
    await worker.drain();
    expect(await tradesOf(t, id)).toHaveLength(1);
    expect(exchange.requests.length).toBe(before);
  });
});
