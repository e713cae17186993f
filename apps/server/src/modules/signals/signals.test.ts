import { Decimal, type StoredSignalPayload } from '@pulso/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, copyTrades, signals } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { SignalWorker } from './signals.worker';
import {
  balancesOf,
  createAccount,
  fixMarketPrices,
  logRow,
  sendSignal,
  signalRow,
  stepsUnder,
  T0,
  tradesOf,
} from './testing';

const actions = (rows: { action: string; status: string }[]) =>
  rows.map((r) => `${r.action}:${r.status}`);

describe('signal processing on the paper exchange', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let prices: Map<string, number>;
  let worker: SignalWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    prices = fixMarketPrices(t);
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  it('spot buy: a trade with its ledger state, balances, logs per step, activity', async () => {
    const id = await createAccount(t, ana, 'Spot');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.1', close: '50500' });
    await worker.drain();

    const [trade] = await tradesOf(t, id);
    // Fills at the close (within 0.1×–10× of the market's 50,000); fee 0.1 % of 0.1 × 50,500.
    expect(trade).toMatchObject({
      signalId: sent.signalId,
      source: 'manual',
      type: 'buy',
      symbol: 'BTCUSDT',
      asset: 'BTC',
      quoteAsset: 'USDT',
      exchange: 'binance',
      orderId: expect.stringMatching(/^test-/),
      exchangeOrderId: `paper-${sent.signalId}`,
    });
    expect(new Decimal(trade!.amount).toString()).toBe('0.1');
    expect(new Decimal(trade!.price).toString()).toBe('50500');
    expect(new Decimal(trade!.total).toString()).toBe('5050');
    expect(new Decimal(trade!.fee).toString()).toBe('5.05');
    expect(new Decimal(trade!.positionAfter).toString()).toBe('0.1');
    expect(new Decimal(trade!.averagePriceAfter).toString()).toBe('50500');
    expect(new Decimal(trade!.openedNotional).toString()).toBe('5050');
    expect(trade!.isClosing).toBe(false);

    // 10,000 − 5,050 − 5.05 = 4,944.95 USDT; 0.1 BTC.
    const balances = await balancesOf(t, id);
    expect(new Decimal(balances.USDT!.free).toString()).toBe('4944.95');
    expect(new Decimal(balances.BTC!.free).toString()).toBe('0.1');

    const steps = await stepsUnder(t, sent.receiverLogId);
    expect(actions(steps)).toEqual([
      'VALIDATION:success',
      'CLIENT_CREATION:success',
      'BALANCE_CHECK:success',
      'ORDER_EXECUTION:success',
      'POST_PROCESSING:success',
    ]);
    expect(steps.every((s) => s.durationMs !== null && s.signalId === sent.signalId)).toBe(true);
    expect(steps[3]!.metadata).toMatchObject({ fill: { price: '50500', priceSource: 'close' } });
    expect(await logRow(t, sent.receiverLogId)).toMatchObject({ status: 'success' });
    expect(await signalRow(t, sent.signalId)).toMatchObject({
      status: 'done',
      attempts: 1,
      error: null,
    });
    const activity = await t.container.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, trade!.id));
    expect(activity[0]).toMatchObject({ scope: 'system', action: 'trade.execute' });
  });

  it('fills at the market price when the close is unrealistic (outside 0.1×–10×)', async () => {
    const id = await createAccount(t, ana, 'Spot far');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01', close: '900000' });
    await worker.drain();
    const [trade] = await tradesOf(t, id);
    expect(new Decimal(trade!.price).toString()).toBe('50000');
    const steps = await stepsUnder(t, sent.receiverLogId);
    expect(steps.find((s) => s.action === 'ORDER_EXECUTION')!.metadata).toMatchObject({
      fill: { priceSource: 'market', marketPrice: 50_000 },
    });
  });

  it('spot: a sell of what is not held and a buy past the 1 % safety margin fail with the reason', async () => {
    const id = await createAccount(t, ana, 'Spot poor');
    const sell = await sendSignal(t, id, { action: 'sell', contracts: '0.1' });
    // 0.198 × 50,000 = 9,900 + 9.90 fee = 9,909.90; × 1.01 = 10,008.999 > 10,000.
    const buy = await sendSignal(t, id, { action: 'buy', contracts: '0.198' });
    // 0.19 × 50,000 = 9,500 + 9.50 = 9,509.50; × 1.01 = 9,604.595 ≤ 10,000.
    const fits = await sendSignal(t, id, { action: 'buy', contracts: '0.19' });
    await worker.drain();

    // Numbers inside the Spanish reasons are es-ES and exact (issue 39): '0,1 BTC', not '0.1'.
    expect((await signalRow(t, sell.signalId)).error).toBe(
      'Saldo insuficiente: la venta requiere 0,1 BTC (con el 1 % de margen de seguridad) y hay 0 BTC disponibles',
    );
    expect((await signalRow(t, buy.signalId)).error).toBe(
      'Saldo insuficiente: la compra requiere 10.008,999 USDT (con el 1 % de margen de seguridad) y hay 10.000 USDT disponibles',
    );
    for (const failed of [sell, buy]) {
      const signal = await signalRow(t, failed.signalId);
      expect(signal.status).toBe('failed');
      expect(signal.error).toMatch(/^Saldo insuficiente/);
      const log = await logRow(t, failed.receiverLogId);
      expect(log.status).toBe('failed');
      expect(log.message).toMatch(/^BALANCE_CHECK: Saldo insuficiente/);
      const steps = await stepsUnder(t, failed.receiverLogId);
      expect(actions(steps)).toEqual([
        'VALIDATION:success',
        'CLIENT_CREATION:success',
        'BALANCE_CHECK:failed',
      ]);
    }
    expect((await stepsUnder(t, buy.receiverLogId))[2]!.metadata).toMatchObject({
      asset: 'USDT',
      required: '10008.999',
      available: '10000',
    });
    expect((await signalRow(t, fits.signalId)).status).toBe('done');
    expect(await tradesOf(t, id)).toHaveLength(1);
  });

  it('cross margin borrows the shortfall and repays it when the position is sold', async () => {
    const id = await createAccount(t, ana, 'Margin', { accountType: 'crossMargin' });
    // 0.3 × 50,000 = 15,000 + 15 fee: 5,015 USDT short.
    const buy = await sendSignal(t, id, { action: 'buy', contracts: '0.3' });
    await worker.drain();
    expect(actions(await stepsUnder(t, buy.receiverLogId))).toEqual([
      'VALIDATION:success',
      'CLIENT_CREATION:success',
      'BALANCE_CHECK:success',
      'BORROW:success',
      'ORDER_EXECUTION:success',
      'POST_PROCESSING:success',
    ]);
    let b = await balancesOf(t, id);
    expect(new Decimal(b.USDT!.free).toString()).toBe('0');
    expect(new Decimal(b.USDT!.borrowed).toString()).toBe('5015');
    expect(new Decimal(b.BTC!.free).toString()).toBe('0.3');

    // Sold at 50,000: 15,000 − 15 = 14,985 in, 5,015 repaid: 9,970 left, no debt.
    const sell = await sendSignal(t, id, { action: 'sell', contracts: '0.3' });
    await worker.drain();
    const steps = await stepsUnder(t, sell.receiverLogId);
    expect(actions(steps)).toContain('REPAY:success');
    expect(steps.find((s) => s.action === 'REPAY')!.metadata).toMatchObject({
      asset: 'USDT',
      amount: '5015',
    });
    b = await balancesOf(t, id);
    expect(new Decimal(b.USDT!.free).toString()).toBe('9970');
    expect(new Decimal(b.USDT!.borrowed).toString()).toBe('0');
    expect(new Decimal(b.BTC!.free).toString()).toBe('0');
    const [, sold] = await tradesOf(t, id);
    expect(sold!.isClosing).toBe(true);
    expect(new Decimal(sold!.realizedPnl).toString()).toBe('0');
  });

  it('isolated margin refuses a loan past its limit', async () => {
    const id = await createAccount(t, ana, 'Isolated', { accountType: 'isolatedMargin' });
    // Equity 10,000 × (5 − 1) = 40,000 of debt at most; 1 BTC = 50,000 + 50 fee: 40,050 short.
    const buy = await sendSignal(t, id, { action: 'buy', contracts: '1' });
    await worker.drain();
    expect((await signalRow(t, buy.signalId)).error).toMatch(
      /supera el límite de 40.000 USDT \(5x\)/,
    );
  });

  it('futures hold a signed position: a short, then a buy that closes it with realized PnL', async () => {
    const id = await createAccount(t, ana, 'Futures', { accountType: 'future' });
    await sendSignal(t, id, { action: 'sell', contracts: '0.1', close: '50000' });
    await worker.drain();
    let b = await balancesOf(t, id);
    expect(new Decimal(b['BTCUSDT.P']!.free).toString()).toBe('-0.1');
    expect(new Decimal(b.USDT!.free).toString()).toBe('9995');

    // Closed at 49,000: (49,000 − 50,000) × 0.1 × −1 = +100; fee 4.90.
    await sendSignal(t, id, { action: 'buy', contracts: '0.1', close: '49000' });
    await worker.drain();
    b = await balancesOf(t, id);
    expect(new Decimal(b['BTCUSDT.P']!.free).toString()).toBe('0');
    expect(new Decimal(b.USDT!.free).toString()).toBe('10090.1');
    const [short, cover] = await tradesOf(t, id);
    expect(new Decimal(short!.positionAfter).toString()).toBe('-0.1');
    expect(new Decimal(cover!.realizedPnl).toString()).toBe('100');
    expect(cover!.isClosing).toBe(true);
    expect(new Decimal(cover!.positionAfter).toString()).toBe('0');
  });

  it('an out-of-order trade replays the later trades of its asset', async () => {
    const id = await createAccount(t, ana, 'Out of order');
    await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.1',
      close: '50000',
      time: T0 + 3_600_000,
    });
    await sendSignal(t, id, {
      action: 'sell',
      contracts: '0.1',
      close: '52000',
      time: T0 + 3_720_000,
    });
    await worker.drain();
    let [, sell] = await tradesOf(t, id);
    // Alone: bought at 50,000, sold at 52,000 → +200, flat.
    expect(new Decimal(sell!.realizedPnl).toString()).toBe('200');

    // Arrives late, but happened between them: buy 0.1 at 48,000 → average 49,000.
    await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.1',
      close: '48000',
      time: T0 + 3_660_000,
    });
    await worker.drain();
    const rows = await tradesOf(t, id);
    expect(rows.map((r) => new Decimal(r.price).toNumber())).toEqual([50_000, 48_000, 52_000]);
    expect(new Decimal(rows[1]!.averagePriceAfter).toString()).toBe('49000');
    [, , sell] = rows;
    // (52,000 − 49,000) × 0.1 = 300, 0.1 still held at 49,000.
    expect(new Decimal(sell!.realizedPnl).toString()).toBe('300');
    expect(new Decimal(sell!.positionAfter).toString()).toBe('0.1');
    expect(new Decimal(sell!.averagePriceAfter).toString()).toBe('49000');
    const steps = await t.container.db.select().from(signals).where(eq(signals.accountId, id));
    expect(steps.every((s) => s.status === 'done')).toBe(true);
  });

  it('an inactive account’s signal fails its VALIDATION', async () => {
    const id = await createAccount(t, ana, 'Soon inactive');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${id}`,
      headers: ana.headers,
      payload: { isActive: false },
    });
    await worker.drain();
    expect(await signalRow(t, sent.signalId)).toMatchObject({
      status: 'failed',
      error: 'La cuenta no está activa',
    });
  });

  it('an unsupported symbol fails on the paper exchange', async () => {
    const id = await createAccount(t, ana, 'Odd symbol');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '1', symbol: 'FOOUSDT' });
    await worker.drain();
    expect((await signalRow(t, sent.signalId)).error).toContain('FOOUSDT');
    void prices;
  });
});

describe('copy trades', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let worker: SignalWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(t);
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  it('an emitter’s trade becomes a child signal per active receiver, scaled, logged under the same parent', async () => {
    const emitter = await createAccount(t, ana, 'Emitter', { isEmitter: true });
    const receiver = await createAccount(t, ana, 'Receiver', { isReceiver: true });
    const paused = await createAccount(t, ana, 'Paused receiver', { isReceiver: true });
    await t.container.db.insert(copyTrades).values([
      {
        ownerId: ana.user.id,
        emitterAccountId: emitter,
        receiverAccountId: receiver,
        multiplier: '2.5',
      },
      {
        ownerId: ana.user.id,
        emitterAccountId: emitter,
        receiverAccountId: paused,
        multiplier: '1',
        isActive: false,
      },
    ]);
    const sent = await sendSignal(t, emitter, { action: 'buy', contracts: '0.02' });
    await worker.drain();

    const [copied] = await tradesOf(t, receiver);
    expect(copied).toMatchObject({ source: 'copy', type: 'buy', symbol: 'BTCUSDT' });
    expect(new Decimal(copied!.amount).toString()).toBe('0.05');
    expect(await tradesOf(t, paused)).toHaveLength(0);

    const child = await signalRow(t, copied!.signalId!);
    expect(child).toMatchObject({ source: 'copy', parentSignalId: sent.signalId, status: 'done' });
    const childLog = await logRow(t, child.receiverLogId);
    expect(childLog).toMatchObject({
      parentId: sent.receiverLogId,
      action: 'COPY_TRADE',
      accountId: receiver,
      status: 'success',
    });
    // Under the one parent: the emitter's steps, the copy's log, and the copy's steps.
    const under = await stepsUnder(t, sent.receiverLogId);
    expect(under.filter((l) => l.accountId === emitter).map((l) => l.action)).toContain(
      'POST_PROCESSING',
    );
    expect(under.filter((l) => l.accountId === receiver).map((l) => l.action)).toEqual([
      'COPY_TRADE',
      'VALIDATION',
      'CLIENT_CREATION',
      'BALANCE_CHECK',
      'ORDER_EXECUTION',
      'POST_PROCESSING',
    ]);

    // Fanning out again (a re-run) creates nothing new: the copy's order id is derived.
    const again = await t.container.signals.service.enqueue({
      accountId: receiver,
      source: 'copy',
      payload: child.payload as unknown as StoredSignalPayload,
      parentSignalId: sent.signalId,
      parentLogId: sent.receiverLogId,
    });
    expect(again).toMatchObject({ duplicate: true, signalId: child.id });
  });

  it('stops copying copies past depth 5', async () => {
    const emitter = await createAccount(t, ana, 'Deep emitter', { isEmitter: true });
    const receiver = await createAccount(t, ana, 'Deep receiver', { isReceiver: true });
    await t.container.db
      .insert(copyTrades)
      .values({ ownerId: ana.user.id, emitterAccountId: emitter, receiverAccountId: receiver });
    const sent = await sendSignal(t, emitter, { action: 'buy', contracts: '0.01', copyDepth: 5 });
    await worker.drain();
    expect(await tradesOf(t, receiver)).toHaveLength(0);
    const post = (await stepsUnder(t, sent.receiverLogId)).find(
      (l) => l.action === 'POST_PROCESSING',
    );
    expect(post!.metadata).toMatchObject({ copyDepthLimited: true });
  });
});
