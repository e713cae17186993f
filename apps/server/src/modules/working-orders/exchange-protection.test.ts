import { Decimal } from '@pulso/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workingOrders } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { FakeBinance } from '../market-data/testing';
import type { SignalWorker } from '../signals';
import {
  createAccount,
  liveAccount as createLive,
  fixMarketPrices,
  sendSignal,
  T0,
  tradesOf,
} from '../signals/testing';
import { restingClientOrderId } from './exchange-protection';
import { barsWorker, MINUTE } from './testing';
import type { WorkingOrdersWorker } from './working-orders.worker';

/**
 * Live stop-losses and take-profits against a fake Binance at the network's edge (issue 36), in
 * both capability modes: native (the market lists STOP_LOSS and TAKE_PROFIT: they rest on the
 * exchange, one-cancels-other by cancelling the sibling there) and emulated (it does not: Pulso
 * watches them against candles and sends a market order when one triggers).
 */
describe('exchange protection (native stops on a fake Binance)', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let exchange: FakeBinance;
  let signals: SignalWorker;
  let orders: WorkingOrdersWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp({ EXCHANGE_GATEWAY: 'live' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(t);
    exchange = new FakeBinance();
    signals = t.container.signals.worker({ live: { fetchImplementation: exchange.fetch } });
    orders = t.container.workingOrders.worker({ live: { fetchImplementation: exchange.fetch } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test follows only its own orders: the earlier tests' are set aside.
    await t.container.db
      .update(workingOrders)
      .set({ status: 'cancelled', exchangeStatus: 'cancelled' })
      .where(inArray(workingOrders.status, ['open', 'triggered']));
    exchange.nativeStops = true;
    exchange.refuseResting = undefined;
    exchange.rateLimitOrders = 0;
  });

  const liveAccount = (name: string) => createLive(t, ana, name);

  /** A live buy of 0.01 BTC at 50,000 protected by a stop at 49,000 and a target at 53,000. */
  async function bracket(name: string) {
    const id = await liveAccount(name);
    await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.01',
      close: '50000',
      time: T0,
      intent: { stop_loss: { price: '49000' }, take_profits: [{ price: '53000', share: '100' }] },
    });
    await signals.drain();
    return id;
  }

  /** The account's working orders: its stop first, then its target. */
  const rows = (accountId: string) =>
    t.container.db
      .select()
      .from(workingOrders)
      .where(eq(workingOrders.accountId, accountId))
      .orderBy(asc(workingOrders.kind));

  /** The order calls since `from`: method, the order's type (POST) or how it was looked up. */
  const calls = (from: number) =>
    exchange.requests
      .slice(from)
      .filter((r) => r.url.pathname === '/api/v3/order')
      .map((r) => {
        const form = new URLSearchParams(r.body ?? r.url.search);
        if (r.method === 'POST') {
          const stop = form.get('stopPrice');
          return `POST ${form.get('type')} ${form.get('side')}${stop ? ` ${stop}` : ''}`;
        }
        const by = form.get('orderId')
          ? `orderId=${form.get('orderId')}`
          : `origClientOrderId=${form.get('origClientOrderId')}`;
        return `${r.method} ${by}`;
      });

  it('native: the stop and the target rest on the exchange; the target’s fill is recorded at the exchange’s price and the stop is cancelled there', async () => {
    const from = exchange.requests.length;
    const id = await bracket('Native bracket');
    const [stop, target] = await rows(id);
    expect([stop!.kind, target!.kind]).toEqual(['stop_loss', 'take_profit']);

    await orders.followExchanges();
    const [placedStop, placedTarget] = await rows(id);
    expect(placedStop).toMatchObject({ venue: 'exchange', exchangeStatus: 'open' });
    expect(placedTarget).toMatchObject({ venue: 'exchange', exchangeStatus: 'open' });
    const stopId = placedStop!.exchangeOrderId!;
    const targetId = placedTarget!.exchangeOrderId!;
    // The entry, then each protective order looked up by its client order id (absent) and placed.
    expect(calls(from)).toEqual([
      'POST MARKET BUY',
      `GET origClientOrderId=${restingClientOrderId(stop!.id)}`,
      'POST STOP_LOSS SELL 49000',
      `GET origClientOrderId=${restingClientOrderId(target!.id)}`,
      'POST TAKE_PROFIT SELL 53000',
    ]);
    expect(restingClientOrderId(stop!.id)).toMatch(/^wo-[0-9a-f]{32}$/);

    // Partly filled: nothing is recorded yet.
    exchange.fillOrder(targetId, '53010.00', '0.004');
    let mark = exchange.requests.length;
    await orders.followExchanges();
    expect(calls(mark)).toEqual([`GET orderId=${stopId}`, `GET orderId=${targetId}`]);
    expect(await tradesOf(t, id)).toHaveLength(1);

    // The market trades through the target: the exchange fills it.
    exchange.fillOrder(targetId, '53010.00');
    mark = exchange.requests.length;
    await orders.followExchanges();
    expect(calls(mark)).toEqual([
      `GET orderId=${stopId}`,
      `GET orderId=${targetId}`,
      `DELETE orderId=${stopId}`,
    ]);
    const [cancelledStop, triggeredTarget] = await rows(id);
    expect(cancelledStop).toMatchObject({ status: 'cancelled', exchangeStatus: 'cancelled' });
    expect(triggeredTarget).toMatchObject({ status: 'triggered', exchangeStatus: 'filled' });

    // The fill's signal records the exchange's fill; it orders nothing.
    mark = exchange.requests.length;
    await signals.drain();
    expect(calls(mark)).toEqual([`GET orderId=${targetId}`]);
    const trades = await tradesOf(t, id);
    expect(trades.map((x) => x.type)).toEqual(['buy', 'sell']);
    expect(trades[1]).toMatchObject({ orderId: `wo:${target!.id}`, exchangeOrderId: targetId });
    expect(new Decimal(trades[1]!.price).toString()).toBe('53010');
    expect(new Decimal(trades[1]!.amount).toString()).toBe('0.01');
    expect(new Decimal(trades[1]!.positionAfter).toString()).toBe('0');
    const [, filled] = await rows(id);
    expect(filled).toMatchObject({ status: 'filled' });

    // Nothing left to follow.
    mark = exchange.requests.length;
    await orders.followExchanges();
    expect(calls(mark)).toEqual([]);
  });

  it('native: a stop Pulso had ended that executes on the exchange anyway is recorded, never forgotten', async () => {
    const id = await bracket('Native late fill');
    await orders.followExchanges();
    const [stop] = await rows(id);
    // The owner closes the position by hand: Pulso ends the protection…
    await sendSignal(t, id, { action: 'sell', contracts: '0.01', close: '50000' });
    await signals.drain();
    expect((await rows(id)).map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    // …but the exchange executed the stop before its cancel arrived.
    exchange.fillOrder(stop!.exchangeOrderId!, '48990.00');
    await orders.followExchanges();
    await signals.drain();
    const trades = await tradesOf(t, id);
    expect(trades.map((x) => x.type)).toEqual(['buy', 'sell', 'sell']);
    expect(trades[2]).toMatchObject({ exchangeOrderId: stop!.exchangeOrderId });
    expect(new Decimal(trades[2]!.positionAfter).toString()).toBe('-0.01');
    expect(t.logs.join('')).toContain('an order Pulso had ended executed on the exchange');
  });

  it('native: a crash after placing, before recording, finds the orders on the next pass instead of placing them twice', async () => {
    const id = await bracket('Native crash');
    const [stop, target] = await rows(id);
    const from = exchange.requests.length;
    const dying = t.container.workingOrders.worker({
      live: { fetchImplementation: exchange.fetch },
      failpoint: () => {
        throw new Error('crash');
      },
    });
    await dying.followExchanges();
    expect((await rows(id)).map((r) => r.venue)).toEqual(['pulso', 'pulso']);

    await orders.followExchanges();
    const [placedStop, placedTarget] = await rows(id);
    expect(placedStop).toMatchObject({ venue: 'exchange', exchangeStatus: 'open' });
    expect(placedTarget).toMatchObject({ venue: 'exchange', exchangeStatus: 'open' });
    expect(calls(from)).toEqual([
      `GET origClientOrderId=${restingClientOrderId(stop!.id)}`,
      'POST STOP_LOSS SELL 49000',
      `GET origClientOrderId=${restingClientOrderId(target!.id)}`,
      'POST TAKE_PROFIT SELL 53000',
      // The next pass: each found by its client order id, none placed again.
      `GET origClientOrderId=${restingClientOrderId(stop!.id)}`,
      `GET origClientOrderId=${restingClientOrderId(target!.id)}`,
    ]);
    expect(placedStop!.exchangeOrderId).toBe(
      String(exchange.orders.get(restingClientOrderId(stop!.id))!.orderId),
    );
  });

  it('native: a refusal leaves the order watched against candles (its fill is a market order)', async () => {
    const id = await bracket('Native refused');
    exchange.refuseResting = {
      code: -2010,
      msg: 'Account has insufficient balance for requested action.',
    };
    const from = exchange.requests.length;
    await orders.followExchanges();
    exchange.refuseResting = undefined;
    const [stop, target] = await rows(id);
    expect(stop).toMatchObject({ venue: 'pulso', exchangeStatus: 'refused', status: 'open' });
    expect(target).toMatchObject({ venue: 'pulso', exchangeStatus: 'refused', status: 'open' });
    expect(calls(from)).toEqual([
      `GET origClientOrderId=${restingClientOrderId(stop!.id)}`,
      'POST STOP_LOSS SELL 49000',
      `GET origClientOrderId=${restingClientOrderId(target!.id)}`,
      'POST TAKE_PROFIT SELL 53000',
    ]);
    expect(t.logs.join('')).toContain('the exchange refused the order; watched by candles');
    // Not tried again on the next pass.
    const again = exchange.requests.length;
    await orders.followExchanges();
    expect(calls(again)).toEqual([]);

    // The next candle falls through the stop: Pulso sells at market.
    const { bars, checkUpTo } = barsWorker(t);
    const minute = Math.ceil(T0 / MINUTE) * MINUTE + MINUTE;
    bars.set(minute, { openTime: minute, open: 49_500, high: 49_600, low: 48_800, close: 48_900 });
    const mark = exchange.requests.length;
    await checkUpTo(minute);
    await signals.drain();
    expect(calls(mark)).toEqual(['POST MARKET SELL']);
    expect((await tradesOf(t, id)).map((x) => x.type)).toEqual(['buy', 'sell']);
  });

  it('native: a rate limit leaves the order for the next pass', async () => {
    const id = await bracket('Native rate limited');
    const [stop, target] = await rows(id);
    exchange.rateLimitOrders = 1;
    const from = exchange.requests.length;
    await orders.followExchanges();
    const [waiting, placed] = await rows(id);
    expect(waiting).toMatchObject({ venue: 'pulso', exchangeStatus: null });
    expect(placed).toMatchObject({ venue: 'exchange', exchangeStatus: 'open' });
    await orders.followExchanges();
    expect((await rows(id))[0]).toMatchObject({ venue: 'exchange', exchangeStatus: 'open' });
    expect(calls(from)).toEqual([
      `GET origClientOrderId=${restingClientOrderId(stop!.id)}`, // 429
      `GET origClientOrderId=${restingClientOrderId(target!.id)}`,
      'POST TAKE_PROFIT SELL 53000',
      `GET orderId=${placed!.exchangeOrderId}`,
      `GET origClientOrderId=${restingClientOrderId(stop!.id)}`,
      'POST STOP_LOSS SELL 49000',
    ]);
  });

  it('emulated: on a market without native stops the orders stay with Pulso, which sells at market when the stop triggers', async () => {
    exchange.nativeStops = false;
    const from = exchange.requests.length;
    const id = await bracket('Emulated bracket');
    await orders.followExchanges();
    expect((await rows(id)).map((r) => [r.venue, r.exchangeStatus])).toEqual([
      ['pulso', 'unsupported'],
      ['pulso', 'unsupported'],
    ]);
    expect(calls(from)).toEqual(['POST MARKET BUY']);

    const { bars, checkUpTo } = barsWorker(t);
    // A later minute than the refusal's test checked on this market.
    const minute = Math.ceil(T0 / MINUTE) * MINUTE + 5 * MINUTE;
    bars.set(minute, { openTime: minute, open: 49_500, high: 49_600, low: 48_800, close: 48_900 });
    await checkUpTo(minute);
    await signals.drain();
    expect(calls(from)).toEqual(['POST MARKET BUY', 'POST MARKET SELL']);
    const trades = await tradesOf(t, id);
    expect(trades.map((x) => x.type)).toEqual(['buy', 'sell']);
    expect((await rows(id)).map((r) => r.status)).toEqual(['filled', 'cancelled']);
  });

  it('a paper account’s orders never go to the exchange', async () => {
    const id = await createAccount(t, ana, 'Paper bracket');
    await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.01',
      close: '50000',
      time: T0,
      intent: { stop_loss: { price: '49000' } },
    });
    await signals.drain();
    const from = exchange.requests.length;
    await orders.followExchanges();
    expect(exchange.requests.length).toBe(from);
    expect((await rows(id)).map((r) => [r.venue, r.exchangeStatus])).toEqual([['pulso', null]]);
  });
});
