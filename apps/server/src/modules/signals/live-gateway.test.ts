import { Decimal } from '@pulso/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, receiverLogs } from '../../db/schema';
import type { IdentityTestApp, SignedIn } from '../../test/identity';
import type { FakeBinance } from '../market-data/testing';
import { API_KEY, API_SECRET } from '../market-data/testing';
import { clientOrderId } from './gateways/live-gateway';
import type { SignalWorker } from './signals.worker';
import {
  createAccount,
  liveAccount as createLive,
  logRow,
  sendSignal,
  signalRow,
  stepsUnder,
  T0,
  tradesOf,
  liveTestApp,
} from './testing';
import { barsWorker, MINUTE } from '../working-orders/testing';

describe('live gateway (ccxt against a fake Binance)', () => {
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
    const everything =
      JSON.stringify(await t.container.db.select().from(receiverLogs)) + t.logs.join('');
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain(API_SECRET);
  });

  it('a live stop-loss is watched by the worker (one-cancels-other emulated): the stop’s fill is a market sell on the exchange', async () => {
    const { bars, checkUpTo } = barsWorker(t);
    const id = await liveAccount('Live bracket');
    const posts = () =>
      exchange.requests.filter((r) => r.url.pathname === '/api/v3/order' && r.method === 'POST');
    const before = posts().length;
    await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.01',
      close: '50000',
      time: T0,
      intent: { stop_loss: { price: '49000' }, take_profits: [{ price: '53000', share: '100' }] },
    });
    await worker.drain();
    expect(posts().length - before).toBe(1);
    // The next candle falls through the stop: the worker sends the sell; the target goes with it.
    const minute = Math.ceil(T0 / MINUTE) * MINUTE + MINUTE;
    bars.set(minute, { openTime: minute, open: 49_500, high: 49_600, low: 48_800, close: 48_900 });
    await checkUpTo(minute);
    await worker.drain();
    expect(posts().length - before).toBe(2);
    const trades = await tradesOf(t, id);
    expect(trades.map((x) => x.type)).toEqual(['buy', 'sell']);
    expect(trades[1]!.orderId).toMatch(/^wo:/);
    expect(new Decimal(trades[1]!.positionAfter).toString()).toBe('0');
    // Nothing is left working: the target was cancelled with the stop's fill.
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${id}/orders`,
      headers: ana.headers,
    });
    expect(open.json()).toEqual({ items: [] });
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
      expect(execution.message).toBe(
        'El exchange rechazó la orden por saldo insuficiente (binance InsufficientFunds)',
      );
      expect(execution.metadata).toMatchObject({
        exchange: 'binance',
        errorType: 'InsufficientFunds',
      });
      const signal = await signalRow(t, sent.signalId);
      expect(signal.status).toBe('failed');
      expect(signal.error).toContain('saldo insuficiente');
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
    const retrying = t.container.signals.worker({
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

  it('killed after ORDER_EXECUTION: the resume records the logged fill, and orders nothing again', async () => {
    const id = await liveAccount('Live crash after order');
    const posts = () =>
      exchange.requests.filter((r) => r.url.pathname === '/api/v3/order' && r.method === 'POST')
        .length;
    const before = posts();
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01', close: '50000' });
    const dying = t.container.signals.worker({
      leaseMs: 1,
      live: { fetchImplementation: exchange.fetch },
      failpoint: (point) => {
        if (point === 'ORDER_EXECUTION') throw new Error('crash');
      },
    });
    await dying.runOnce();
    expect(await tradesOf(t, id)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 5));
    await t.container.signals.worker({ live: { fetchImplementation: exchange.fetch } }).drain();

    expect(posts() - before).toBe(1);
    const [trade] = await tradesOf(t, id);
    expect(trade).toMatchObject({ signalId: sent.signalId, exchangeOrderId: '987654' });
    expect(await signalRow(t, sent.signalId)).toMatchObject({ status: 'done', attempts: 2 });
    const steps = await stepsUnder(t, sent.receiverLogId);
    // The order ran once; the resumed attempt went straight to POST_PROCESSING.
    expect(steps.filter((s) => s.action === 'ORDER_EXECUTION')).toHaveLength(1);
    expect(steps.filter((s) => s.action === 'POST_PROCESSING')).toHaveLength(1);
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

  it('orders the size the exchange takes: its own step and minimum, before any order', async () => {
    const id = await liveAccount('Live lot');
    const posts = () =>
      exchange.requests.filter((r) => r.url.pathname === '/api/v3/order' && r.method === 'POST');
    exchange.lot = { minQty: '0.00100000', stepSize: '0.00100000' };
    try {
      // 0.0125 is on the table's step (0.00001) but not on this exchange's (0.001): 0.012.
      await sendSignal(t, id, { action: 'buy', contracts: '0.0125', close: '50000' });
      await worker.drain();
      // The fake exchange fills the quantity it was sent.
      const [trade] = await tradesOf(t, id);
      expect(new Decimal(trade!.amount).toString()).toBe('0.012');

      const before = posts().length;
      const dust = await sendSignal(t, id, { action: 'buy', contracts: '0.0005', close: '50000' });
      await worker.drain();
      const steps = await stepsUnder(t, dust.receiverLogId);
      expect(steps.at(-1)).toMatchObject({ action: 'BALANCE_CHECK', status: 'failed' });
      expect(steps.at(-1)!.message).toBe(
        'La cantidad 0.0005 BTC es menor que el mínimo de binance: 0.001 BTC (en múltiplos de 0.001)',
      );
      expect(posts().length).toBe(before);
    } finally {
      exchange.lot = undefined;
    }
  });

  it('without credentials CLIENT_CREATION fails', async () => {
    const id = await createAccount(t, ana, 'Live bare');
    await t.container.db.update(accounts).set({ mode: 'live' }).where(eq(accounts.id, id));
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
