import { OWNER_INACTIVE } from '@pulso/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/repository';
import { copyTrades, signals } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { fanOutCopies } from './copy-fan-out';
import type { SignalWorker } from './signals.worker';
import {
  createAccount,
  fixMarketPrices,
  sendSignal,
  signalRow,
  stepsUnder,
  tradesOf,
} from './testing';

/** M5: deactivating a user stops their trading (the deployments' part is in deployments.test.ts). */
describe('a deactivated user trades no more', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let bob: SignedIn;
  let worker: SignalWorker;
  let n = 0;

  const setActive = async (who: SignedIn, isActive: boolean) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${who.user.id}`,
      headers: admin.headers,
      payload: { isActive },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const webhook = (id: string, secret: string | undefined, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade-receiver/${id}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({
        symbol: 'BTCUSDT',
        time: new Date().toISOString(),
        action: 'buy',
        contracts: '0.01',
        order_id: `owner-${++n}`,
        close: '50000',
        ...(secret ? { secret } : {}),
      }),
    });
  const countSignals = async (id: string) =>
    (await t.container.db.select().from(signals).where(eq(signals.accountId, id))).length;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  it('their accounts take no alert: 403 with the reason, though the account was just read', async () => {
    const id = await createAccount(t, bob, 'Bob webhook');
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/account/${id}/webhook-secret`,
      headers: bob.headers,
    });
    const secret = (rotated.json() as { secret: string }).secret;
    expect((await webhook(id, secret)).statusCode).toBe(202);

    await setActive(bob, false);
    try {
      const refused = await webhook(id, secret);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(OWNER_INACTIVE);
      // Not even an admin's emit form trades for them.
      expect((await webhook(id, undefined, admin.headers)).statusCode).toBe(403);
      // A wrong secret still learns nothing more than before.
      expect((await webhook(id, 'whsec_wrong')).statusCode).toBe(401);
      expect(await countSignals(id)).toBe(1);
    } finally {
      await setActive(bob, true);
    }
    expect((await webhook(id, secret)).statusCode).toBe(202);
  });

  it('a signal stored before the deactivation fails at VALIDATION, and orders nothing', async () => {
    const id = await createAccount(t, bob, 'Bob pending');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01' });
    await setActive(bob, false);
    try {
      await worker.drain();
    } finally {
      await setActive(bob, true);
    }
    expect(await signalRow(t, sent.signalId)).toMatchObject({
      status: 'failed',
      error: OWNER_INACTIVE,
    });
    const steps = await stepsUnder(t, sent.receiverLogId);
    expect(steps.map((s) => `${s.action}:${s.status}`)).toEqual(['VALIDATION:failed']);
    expect(await tradesOf(t, id)).toHaveLength(0);
  });

  it('they receive no copies, and emit none', async () => {
    const emitter = await createAccount(t, admin, 'Admin emitter', { isEmitter: true });
    const receiver = await createAccount(t, bob, 'Bob receiver', { isReceiver: true });
    const bobEmitter = await createAccount(t, bob, 'Bob emitter', { isEmitter: true });
    const adminReceiver = await createAccount(t, admin, 'Admin receiver', { isReceiver: true });
    await t.container.db.insert(copyTrades).values([
      {
        ownerId: bob.user.id,
        emitterAccountId: emitter,
        receiverAccountId: receiver,
        multiplier: '1',
      },
      {
        ownerId: admin.user.id,
        emitterAccountId: bobEmitter,
        receiverAccountId: adminReceiver,
        multiplier: '1',
      },
    ]);
    await setActive(bob, false);
    try {
      const sent = await sendSignal(t, emitter, { action: 'buy', contracts: '0.01' });
      await worker.drain();
      expect(await signalRow(t, sent.signalId)).toMatchObject({ status: 'done' });
      expect(await countSignals(receiver)).toBe(0);

      // An order of theirs that executed just before the deactivation is recorded, not copied.
      const fanned = await inTransaction(t.container.db, async (tx) =>
        fanOutCopies(
          tx,
          t.container.signals.service,
          (await t.container.copyTrades.receiversOf([bobEmitter], tx)).get(bobEmitter) ?? [],
          {
            signalId: sent.signalId,
            accountId: bobEmitter,
            payload: {
              symbol: 'BTCUSDT',
              time: Date.now(),
              action: 'buy',
              contracts: '0.01',
              order_id: 'bob-1',
              close: '50000',
            },
            rootLogId: sent.receiverLogId,
            quantity: '0.01',
            price: '50000',
            position: '0.01',
          },
        ),
      );
      expect(fanned.enqueued).toEqual([]);
      expect(await countSignals(adminReceiver)).toBe(0);
    } finally {
      await setActive(bob, true);
    }
  });
});
