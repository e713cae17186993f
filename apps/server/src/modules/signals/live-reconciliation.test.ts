import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { FakeBinance } from '../market-data/testing';
import {
  liveAccount as createLive,
  fixMarketPrices,
  sendSignal,
  signalRow,
  tradesOf,
} from './testing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** M1 on a real exchange: an order that executed, or may have, is never given up. */
describe('live orders awaiting reconciliation', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let exchange: FakeBinance;

  beforeAll(async () => {
    t = await createIdentityTestApp({ EXCHANGE_GATEWAY: 'live' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(t);
    exchange = new FakeBinance();
  });
  afterAll(() => t.close());

  const liveAccount = (name: string) => createLive(t, ana, name);
  const orderPosts = () =>
    exchange.requests.filter((r) => r.url.pathname === '/api/v3/order' && r.method === 'POST')
      .length;

  it('an order executed on an earlier attempt is never failed by a later refusal: it awaits recording', async () => {
    const id = await liveAccount('Live executed then off');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01', close: '50000' });
    // The process dies right after the exchange filled the order, before recording it.
    const dying = t.container.signals.worker({
      leaseMs: 1,
      live: { fetchImplementation: exchange.fetch },
      failpoint: (point) => {
        if (point === 'ORDER_EXECUTION') throw new Error('crash');
      },
    });
    await dying.runOnce();
    // Meanwhile the account was deactivated: VALIDATION now refuses it.
    await t.container.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, id));
    const resuming = t.container.signals.worker({
      leaseMs: 1,
      live: { fetchImplementation: exchange.fetch },
    });
    await sleep(5);
    await resuming.runOnce();
    const waiting = await signalRow(t, sent.signalId);
    expect(waiting).toMatchObject({ status: 'processing', needsReconciliation: true });
    expect(waiting.error).toContain('VALIDATION: La cuenta no está activa');

    await t.container.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, id));
    await sleep(10);
    await resuming.drain();
    expect(await signalRow(t, sent.signalId)).toMatchObject({
      status: 'done',
      needsReconciliation: false,
    });
    expect(await tradesOf(t, id)).toHaveLength(1);
  });

  it('an unanswered order is neither sent again nor abandoned while the exchange cannot say', async () => {
    const id = await liveAccount('Live unanswered');
    const before = orderPosts();
    exchange.dropNextAnswer = true;
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01', close: '50000' });
    const worker = t.container.signals.worker({
      leaseMs: 1,
      maxAttempts: 2,
      live: { fetchImplementation: exchange.fetch },
    });
    await worker.runOnce(); // placed; the answer was lost
    exchange.lookupsFail = true;
    try {
      for (let i = 0; i < 3; i++) {
        await sleep(10);
        await worker.runOnce();
      }
      // Asked twice, no answer: nothing new sent, and past its attempts it is held, flagged.
      expect(orderPosts() - before).toBe(1);
      const held = await signalRow(t, sent.signalId);
      expect(held).toMatchObject({ status: 'processing', needsReconciliation: true });
      expect(held.error).toMatch(/^No se sabe aún si la orden se ejecutó/);
    } finally {
      exchange.lookupsFail = false;
    }
    await sleep(50);
    await worker.drain();
    expect(orderPosts() - before).toBe(1);
    expect(await tradesOf(t, id)).toHaveLength(1);
    expect(await signalRow(t, sent.signalId)).toMatchObject({
      status: 'done',
      needsReconciliation: false,
    });
  });
});
