import { Decimal, type CopySettingsInput, type CopyTrade } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { SignalWorker } from '../signals';
import { createAccount, fixMarketPrices, sendSignal, tradesOf } from '../signals/testing';

/**
 * Issue 37: the stop-copy rule. A paper follower's equity is its capital (10,000 US$) plus its
 * PnL; once it is the rule's % below its high-water mark, the link stops, once, doing its action.
 */
describe('the stop-copy rule', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let worker: SignalWorker;
  let prices: Map<string, number>;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    prices = fixMarketPrices(t);
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  async function link(name: string, settings: CopySettingsInput, receiverFields = {}) {
    const emitter = await createAccount(t, ana, `${name} emisora`, { isEmitter: true });
    const receiver = await createAccount(t, ana, `${name} receptora`, {
      isReceiver: true,
      ...receiverFields,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/copy-trade/create',
      headers: ana.headers,
      payload: { emitterAccountId: emitter, receiverAccountId: receiver, multiplier: 1, settings },
    });
    return { emitter, receiver, res, id: res.json().id as string };
  }
  const copyOf = async (id: string, who = ana): Promise<CopyTrade | undefined> => {
    const res = await t.app.inject({ url: '/api/copy-trade/list?limit=100', headers: who.headers });
    return (res.json().data as CopyTrade[]).find((c) => c.id === id);
  };
  const amounts = async (accountId: string) =>
    (await tradesOf(t, accountId)).map((x) => `${x.type} ${new Decimal(x.amount).toString()}`);
  // Each reading a minute apart: the analytics mark a coin once per minute (and second).
  let minutes = 0;
  const watch = () => t.container.riskControls.copyStops.run(Date.now() + ++minutes * 60_000);
  const events = (event: string) =>
    queryRows<{ data: Record<string, string> }>(
      t.container.db,
      sql`select data from notification_events where event = ${event} order by created_at`,
    );

  const copiesChanged = async (accountId: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from live_events
          where type = 'copies.changed' and account_id = ${accountId}`,
    );
    return row!.n;
  };

  it('a follower 10 % below its high-water mark has its copied positions closed and is paused, once', async () => {
    const { emitter, receiver, id } = await link('Alto', {
      stopDrawdownPct: 10,
      stopAction: 'close_pause',
    });
    prices.set('BTCUSDT', 50_000);
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.1', close: '50000' });
    await worker.drain();
    expect(await amounts(receiver)).toEqual(['buy 0.1']);

    // Up 2,000 US$: the mark rises to ~12,000; then down 1,000 from it (~8 %): still copying.
    prices.set('BTCUSDT', 70_000);
    expect(await watch()).toBe(0);
    prices.set('BTCUSDT', 60_000);
    expect(await watch()).toBe(0);
    expect((await copyOf(id))!.isActive).toBe(true);

    // 10,000 + 0.1 × (47,000 − 50,000) − fees, ~9,695: ~19 % below the ~11,995 mark.
    prices.set('BTCUSDT', 47_000);
    const liveBefore = await copiesChanged(receiver);
    expect(await watch()).toBe(1);
    // The owner's open pages hear of it (copy trades list, receiving account).
    expect(await copiesChanged(receiver)).toBe(liveBefore + 1);
    expect(await watch()).toBe(0); // exactly once
    const stopped = (await copyOf(id))!;
    expect(stopped.isActive).toBe(false);
    expect(stopped.stopped).toMatchObject({ action: 'close_pause', closed: ['BTCUSDT'] });
    expect(Number(stopped.stopped!.drawdownPct)).toBeCloseTo(19.17, 1);
    expect(Number(stopped.stopped!.highWater)).toBeCloseTo(11_995, -1);

    // The close went through the pipeline at the market's price: the follower is flat.
    await worker.drain();
    const trades = await tradesOf(t, receiver);
    expect(trades.map((x) => `${x.type} ${new Decimal(x.amount).toString()}`)).toEqual([
      'buy 0.1',
      'sell 0.1',
    ]);
    expect(new Decimal(trades[1]!.price).toNumber()).toBe(47_000);

    // Paused: the leader's next trade is not copied.
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.1', close: '47000' });
    await worker.drain();
    expect(await amounts(receiver)).toEqual(['buy 0.1', 'sell 0.1']);

    // The owner is told (once), and the activity log says the system did it.
    const told = (await events('copy.stopped')).filter((e) => e.data.accountId === receiver);
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ action: 'close_pause', limitPct: '10' });
    const [logged] = await queryRows<{ actor_id: string | null }>(
      t.container.db,
      sql`select actor_id from activity_logs where action = 'copy_trade.stopped' and entity_id = ${id}`,
    );
    expect(logged).toEqual({ actor_id: null });

    // Resuming starts the rule afresh: no stop record, a new mark from the next reading.
    const resumed = await t.app.inject({
      method: 'PUT',
      url: '/api/copy-trade/update',
      headers: ana.headers,
      payload: { id, isActive: true },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ isActive: true, stopped: null });
    expect(await watch()).toBe(0);
  });

  it('pause keeps the positions; unfollow closes them and deletes the link', async () => {
    prices.set('BTCUSDT', 50_000);
    const paused = await link('Pausa', { stopDrawdownPct: 5 });
    const gone = await link('Baja', { stopDrawdownPct: 5, stopAction: 'unfollow' });
    for (const { emitter } of [paused, gone])
      await sendSignal(t, emitter, { action: 'buy', contracts: '0.1', close: '50000' });
    await worker.drain();
    expect(await watch()).toBe(0);
    prices.set('BTCUSDT', 40_000); // −1,000 US$: 10 % below 10,000
    expect(await watch()).toBe(2);
    await worker.drain();

    expect((await copyOf(paused.id))!.stopped).toMatchObject({ action: 'pause', closed: [] });
    expect(await amounts(paused.receiver)).toEqual(['buy 0.1']);
    expect(await copyOf(gone.id)).toBeUndefined();
    expect(await amounts(gone.receiver)).toEqual(['buy 0.1', 'sell 0.1']);
  });

  it('a live receiver cannot set the rule; an action without a % is refused; nothing changes', async () => {
    const live = await link('Real', { stopDrawdownPct: 10 }, { mode: 'live' });
    if (live.res.statusCode === 201) throw new Error('a live receiver took the rule');
    expect(live.res.statusCode).toBe(400);
    expect(live.res.body).toContain('cuentas reales');

    const noPct = await link('SinPct', { stopAction: 'unfollow' });
    expect(noPct.res.statusCode).toBe(400);
    expect(noPct.res.body).toContain('Indica la caída máxima');

    const tooMuch = await link('Mucho', { stopDrawdownPct: 99 });
    expect(tooMuch.res.statusCode).toBe(400);
  });

  it('another user cannot read or resume a stopped link', async () => {
    const { id } = await link('Ajena', { stopDrawdownPct: 10 });
    expect(await copyOf(id, bob)).toBeUndefined();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/copy-trade/update',
      headers: bob.headers,
      payload: { id, isActive: true },
    });
    expect(res.statusCode).toBe(404);
  });
});
