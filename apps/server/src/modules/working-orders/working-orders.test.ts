import { analyzeTrades, Decimal, type AnalyticsTrade, type WorkingOrderView } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { SignalWorker } from '../signals';
import {
  createAccount,
  fixMarketPrices,
  sendSignal,
  signalRow,
  stepsUnder,
  T0,
  tradesOf,
} from '../signals/testing';
import { barsWorker, MINUTE, type Bar } from './testing';

describe('working orders: brackets, resting entries, the worker and the owner routes', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let worker: SignalWorker;
  let bars: Map<number, Bar>;
  let checkUpTo: ReturnType<typeof barsWorker>['checkUpTo'];

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    worker = t.container.signals.worker();
    ({ bars, checkUpTo } = barsWorker(t));
  });
  afterAll(() => t.close());

  const list = async (who: SignedIn, id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${id}/orders`,
      headers: who.headers,
    });
    return {
      status: res.statusCode,
      items: (res.json() as { items?: WorkingOrderView[] }).items ?? [],
    };
  };
  const byKind = (items: WorkingOrderView[], kind: string) => items.filter((o) => o.kind === kind);

  it('a stop and two targets with breakeven: placed, first target fills, stop moves to entry, then fills', async () => {
    const id = await createAccount(t, ana, 'Brackets');
    const sent = await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.1',
      close: '50000',
      time: T0,
      intent: {
        stop_loss: { price: '49000' },
        take_profits: [
          { price: '51000', share: '50' },
          { price: '52000', share: '50' },
        ],
        breakeven: true,
      },
    });
    await worker.drain();
    expect(await signalRow(t, sent.signalId)).toMatchObject({ status: 'done' });
    let open = (await list(ana, id)).items;
    expect(open).toHaveLength(3);
    const [stop] = byKind(open, 'stop_loss');
    expect(stop).toMatchObject({ side: 'sell', triggerPrice: '49000', status: 'open' });
    expect(new Decimal(stop!.quantity).toString()).toBe('0.1');
    const targets = byKind(open, 'take_profit').sort(
      (a, b) => Number(a.triggerPrice) - Number(b.triggerPrice),
    );
    expect(
      targets.map((o) => [o.triggerPrice, new Decimal(o.quantity).toString(), o.breakeven]),
    ).toEqual([
      ['51000', '0.05', true],
      ['52000', '0.05', false],
    ]);
    expect(new Set(open.map((o) => o.group)).size).toBe(1);
    // The other user sees nothing of it, and cannot cancel it.
    expect((await list(bob, id)).status).toBe(404);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${id}/orders/${stop!.id}`,
      headers: bob.headers,
    });
    expect(foreign.statusCode).toBe(404);

    // Minute 1 reaches the first target (51,000) but not the stop.
    const m1 = Math.ceil(T0 / MINUTE) * MINUTE + MINUTE;
    bars.set(m1, { openTime: m1, open: 50200, high: 51200, low: 50100, close: 51100 });
    await checkUpTo(m1);
    await worker.drain();
    let trades = await tradesOf(t, id);
    expect(
      trades.map((x) => [
        x.type,
        new Decimal(x.amount).toString(),
        new Decimal(x.price).toString(),
      ]),
    ).toEqual([
      ['buy', '0.1', '50000'],
      ['sell', '0.05', '51000'],
    ]);
    open = (await list(ana, id)).items;
    // The stop now guards what is left, at the entry (breakeven).
    expect(
      byKind(open, 'stop_loss').map((o) => [o.triggerPrice, new Decimal(o.quantity).toString()]),
    ).toEqual([['50000', '0.05']]);
    expect(byKind(open, 'take_profit')).toHaveLength(1);

    // Minute 2 falls through the entry: the stop fills there and the last target goes with it.
    const m2 = m1 + MINUTE;
    bars.set(m2, { openTime: m2, open: 50500, high: 50600, low: 49800, close: 49900 });
    await checkUpTo(m2);
    await worker.drain();
    trades = await tradesOf(t, id);
    expect(trades.at(-1)).toMatchObject({ type: 'sell' });
    expect(new Decimal(trades.at(-1)!.price).toString()).toBe('50000');
    expect(new Decimal(trades.at(-1)!.positionAfter).toString()).toBe('0');
    expect((await list(ana, id)).items).toEqual([]);
    // Checking the same candles again fills nothing twice.
    await checkUpTo(m2);
    await worker.drain();
    expect(await tradesOf(t, id)).toHaveLength(3);
    // The account's analytics are the reference's replay of its recorded fills.
    const range = { startMs: T0 - MINUTE, endMs: m2 + 10 * MINUTE };
    const got = await t.container.analysis.service.compute([id], range, '1m');
    const fills: AnalyticsTrade[] = (await tradesOf(t, id)).map((x) => ({
      asset: x.asset,
      quoteAsset: x.quoteAsset,
      side: x.type,
      amount: x.amount,
      price: x.price,
      fee: x.fee,
      feeAsset: x.feeAsset,
      executedAtMs: x.executedAtMs,
    }));
    expect(got).toEqual(analyzeTrades(fills, { ...range, grouping: '1m', mark: () => 50_000 }));
    // realized: 0.05 × (51,000 − 50,000) on the target, 0 on the stop at the entry.
    expect(Number(got.pnlData.realized)).toBe(50);
  });

  it('deleting an account ends its working orders: none of them fills afterwards', async () => {
    const id = await createAccount(t, ana, 'Borrada con órdenes');
    const sent = await sendSignal(t, id, {
      symbol: 'ETHUSDT',
      action: 'buy',
      contracts: '0.1',
      close: '50000',
      time: T0,
      intent: { stop_loss: { price: '49000' }, take_profits: [{ price: '51000', share: '100' }] },
    });
    await worker.drain();
    expect(await signalRow(t, sent.signalId)).toMatchObject({ status: 'done' });
    expect((await list(ana, id)).items).toHaveLength(2);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/delete/${id}`,
      headers: ana.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const rows = await queryRows<{ status: string; reason: string }>(
      t.container.db,
      sql`select status, reason from working_orders where account_id = ${id}`,
    );
    expect(rows.map((r) => [r.status, r.reason])).toEqual([
      ['cancelled', 'Cancelada al eliminar la cuenta'],
      ['cancelled', 'Cancelada al eliminar la cuenta'],
    ]);
    // A candle through the target and the stop: nothing of the deleted account moves.
    const m = Math.ceil(T0 / MINUTE) * MINUTE + 30 * MINUTE;
    bars.set(m, { openTime: m, open: 50000, high: 52000, low: 48000, close: 50000 });
    await checkUpTo(m, 'ETHUSDT');
    await worker.drain();
    expect(await tradesOf(t, id)).toHaveLength(1);
    bars.delete(m);
  });

  it('a limit entry rests until the owner cancels it; a flat alert cancels what is left', async () => {
    const id = await createAccount(t, ana, 'Limits');
    const limit = await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.1',
      close: '50000',
      intent: { order_type: 'limit', limit_price: '48000' },
    });
    await worker.drain();
    expect(await signalRow(t, limit.signalId)).toMatchObject({ status: 'done' });
    expect(await tradesOf(t, id)).toHaveLength(0);
    let open = (await list(ana, id)).items;
    expect(open).toMatchObject([{ kind: 'limit', side: 'buy', triggerPrice: '48000' }]);

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${id}/orders/${open[0]!.id}`,
      headers: ana.headers,
    });
    expect(cancel.json()).toEqual({ cancelled: 1 });
    expect((await list(ana, id)).items).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${id}/orders/${open[0]!.id}`,
      headers: ana.headers,
    });
    expect(again.statusCode).toBe(404);

    await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.1',
      close: '50000',
      intent: { order_type: 'limit', limit_price: '47000' },
    });
    await worker.drain();
    open = (await list(ana, id)).items;
    expect(open).toHaveLength(1);
    const flat = await sendSignal(t, id, {
      action: 'sell',
      contracts: '0',
      intent: { target: 'flat' },
    });
    await worker.drain();
    expect(await signalRow(t, flat.signalId)).toMatchObject({ status: 'done' });
    expect((await list(ana, id)).items).toEqual([]);
    expect(await tradesOf(t, id)).toHaveLength(0);
  });

  it('sizing, targets and reduce-only decide the order at VALIDATION', async () => {
    const id = await createAccount(t, ana, 'Sizing');
    // 10 % of 10,000 USDT of equity at 50,000: 0.02 BTC.
    await sendSignal(t, id, {
      action: 'buy',
      contracts: '1',
      intent: { size: { mode: 'equity_pct', value: '10' } },
    });
    await worker.drain();
    expect((await tradesOf(t, id)).map((x) => new Decimal(x.amount).toString())).toEqual(['0.02']);
    // Target long 0.05: buys the 0.03 missing; a second identical alert does nothing.
    for (let i = 0; i < 2; i++) {
      await sendSignal(t, id, { action: 'buy', contracts: '0.05', intent: { target: 'long' } });
      await worker.drain();
    }
    const trades = await tradesOf(t, id);
    expect(trades.map((x) => new Decimal(x.amount).toString())).toEqual(['0.02', '0.03']);
    expect(new Decimal(trades.at(-1)!.positionAfter).toString()).toBe('0.05');
    // Reduce-only never grows a position: a buy does nothing, a sell of 1 sells the 0.05 held.
    const grow = await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.01',
      intent: { reduce_only: true },
    });
    await worker.drain();
    expect(await signalRow(t, grow.signalId)).toMatchObject({ status: 'done' });
    await sendSignal(t, id, { action: 'sell', contracts: '1', intent: { reduce_only: true } });
    await worker.drain();
    const after = await tradesOf(t, id);
    expect(after).toHaveLength(3);
    expect(new Decimal(after.at(-1)!.amount).toString()).toBe('0.05');
    expect(new Decimal(after.at(-1)!.positionAfter).toString()).toBe('0');
  });

  it('alerts of one account and symbol run one after the other, each on the position the last left', async () => {
    const id = await createAccount(t, ana, 'Serial', { accountType: 'future' });
    // Sent together, in an order the sender did not mean (close, long, short, flat, long):
    // each target is reached from where the previous one left the position, never from a stale read.
    const targets = ['flat', 'long', 'short', 'flat', 'long'] as const;
    const sent = await Promise.all(
      targets.map((target, i) =>
        sendSignal(t, id, {
          action: target === 'short' ? 'sell' : 'buy',
          contracts: `0.0${i + 1}`,
          intent: { target },
        }),
      ),
    );
    await worker.drain();
    const rows = await Promise.all(sent.map((x) => signalRow(t, x.signalId)));
    expect(rows.every((r) => r.status === 'done')).toBe(true);
    // The ledger chains: every trade moves the position by its own quantity, and the last target
    // processed is where the account ends.
    const trades = await tradesOf(t, id);
    let position = new Decimal(0);
    for (const x of trades) {
      position = position.plus(new Decimal(x.amount).times(x.type === 'buy' ? 1 : -1));
      expect(new Decimal(x.positionAfter).toString()).toBe(position.toString());
    }
    const last = rows.reduce((a, b) => (a.finishedAt! > b.finishedAt! ? a : b));
    const lastTarget = targets[rows.indexOf(last)]!;
    const size = new Decimal(`0.0${rows.indexOf(last) + 1}`);
    const expected = { flat: new Decimal(0), long: size, short: size.neg() }[lastTarget];
    expect(position.toString()).toBe(expected.toString());
  });

  it('protection follows the position: logged at POST_PROCESSING, cancelled by a flip, copied scaled', async () => {
    const emitter = await createAccount(t, ana, 'Emitter', {
      accountType: 'future',
      isEmitter: true,
    });
    const receiver = await createAccount(t, ana, 'Receiver', {
      accountType: 'future',
      isReceiver: true,
    });
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/copy-trade/create',
      headers: ana.headers,
      payload: { emitterAccountId: emitter, receiverAccountId: receiver, multiplier: 2 },
    });
    expect(link.statusCode, link.body).toBe(201);
    const sent = await sendSignal(t, emitter, {
      action: 'buy',
      contracts: '0.01',
      intent: { stop_loss: { percent: '2' } },
    });
    await worker.drain();
    // The emitter's stop at 2 % under its 50,000 entry; the receiver's copy, twice the size.
    const [mine] = (await list(ana, emitter)).items;
    expect(mine).toMatchObject({ kind: 'stop_loss', side: 'sell', triggerPrice: '49000' });
    const [copied] = (await list(ana, receiver)).items;
    expect(copied).toMatchObject({ kind: 'stop_loss', side: 'sell', triggerPrice: '49000' });
    expect(new Decimal(copied!.quantity).toString()).toBe('0.02');
    // Its POST_PROCESSING step says what it placed.
    const steps = await stepsUnder(t, sent.receiverLogId);
    const post = steps.find((x) => x.action === 'POST_PROCESSING');
    expect(post!.metadata).toMatchObject({
      workingOrders: { placed: [{ kind: 'stop_loss', side: 'sell', price: '49000' }] },
    });
    // A spec-only sell of twice the position flips it short: the long's stop goes.
    await sendSignal(t, emitter, { action: 'sell', contracts: '0.02' });
    await worker.drain();
    expect((await list(ana, emitter)).items).toEqual([]);
  });

  it('leverage: refused on spot and past the market’s maximum, and a future’s margin is its notional over it', async () => {
    const id = await createAccount(t, ana, 'Refusals');
    const lev = await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.01',
      intent: { leverage: 5 },
    });
    await worker.drain();
    const row = await signalRow(t, lev.signalId);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row.error).toContain('leverage');
    expect(await tradesOf(t, id)).toHaveLength(0);
    // A future of 25,000 USDT on 10,000: refused at 1x, taken at 5x; 126x is past the market's.
    const future = await createAccount(t, ana, 'Leverage', { accountType: 'future' });
    const big = { action: 'buy' as const, contracts: '0.5' };
    const plain = await sendSignal(t, future, big);
    await worker.drain();
    expect(await signalRow(t, plain.signalId)).toMatchObject({ status: 'failed' });
    const tooMuch = await sendSignal(t, future, { ...big, intent: { leverage: 126 } });
    await worker.drain();
    expect((await signalRow(t, tooMuch.signalId)).error).toContain('125x');
    const levered = await sendSignal(t, future, { ...big, intent: { leverage: 5 } });
    await worker.drain();
    expect(await signalRow(t, levered.signalId)).toMatchObject({ status: 'done' });
    expect((await tradesOf(t, future)).map((x) => new Decimal(x.amount).toString())).toEqual([
      '0.5',
    ]);
  });
});
