import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import {
  createAccount,
  fixMarketPrices,
  logRow,
  sendSignal,
  signalRow,
  stepsUnder,
  tradesOf,
} from './testing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** M1: an order that executed is never abandoned, and its owner and the admins see it waiting. */
describe('an executed order that cannot be recorded', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(t);
  });
  afterAll(() => t.close());

  it('stays retriable past the attempts limit, flagged for reconciliation, until it is recorded', async () => {
    const id = await createAccount(t, ana, 'Unrecorded');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.1' });
    // Recording fails every time (the database refuses the POST_PROCESSING transaction).
    await t.container.db.execute(sql`create or replace function refuse_trade() returns trigger
      language plpgsql as $$ begin raise exception 'recording refused'; end $$`);
    await t.container.db.execute(
      sql.raw(`create trigger refuse_trade before insert on trades
      for each row when (new.account_id = '${id}') execute function refuse_trade()`),
    );
    const failing = t.container.signals.worker({ leaseMs: 1, maxAttempts: 2 });
    for (let i = 0; i < 4; i++) {
      await failing.runOnce();
      // Each wait doubles from the 1 ms lease: 1, 2, 4, 8 ms.
      await sleep(20);
    }
    const flagged = await signalRow(t, sent.signalId);
    expect(flagged).toMatchObject({ status: 'processing', needsReconciliation: true, attempts: 4 });
    expect(flagged.error).toMatch(/^La orden se ejecutó pero no se pudo registrar/);
    expect((await logRow(t, sent.receiverLogId)).message).toMatch(/^Pendiente de conciliación/);
    const steps = await stepsUnder(t, sent.receiverLogId);
    // Ordered once; every later attempt only tried to record it.
    expect(steps.filter((s) => s.action === 'ORDER_EXECUTION')).toHaveLength(1);
    expect(
      steps.filter((s) => s.action === 'POST_PROCESSING' && s.status === 'failed'),
    ).toHaveLength(4);
    expect(await tradesOf(t, id)).toHaveLength(0);

    // The owner sees it on the signal's status, the admin on the receiver log.
    const status = await t.app.inject({
      url: `/api/trade/signal/${sent.signalId}`,
      headers: ana.headers,
    });
    expect(status.json()).toMatchObject({ status: 'processing', needsReconciliation: true });
    const logs = await t.app.inject({
      url: `/api/receiver-log/list?accountId=${id}`,
      headers: admin.headers,
    });
    expect(logs.json().data).toEqual([
      expect.objectContaining({ id: sent.receiverLogId, needsReconciliation: true }),
    ]);

    // Once recording works again, the trade is recorded once and the flag goes.
    await t.container.db.execute(sql`drop trigger refuse_trade on trades`);
    await t.container.signals.worker().drain();
    expect(await signalRow(t, sent.signalId)).toMatchObject({
      status: 'done',
      needsReconciliation: false,
      error: null,
    });
    expect(await tradesOf(t, id)).toHaveLength(1);
    const after = await t.app.inject({
      url: `/api/trade/signal/${sent.signalId}`,
      headers: ana.headers,
    });
    expect(after.json()).toMatchObject({ status: 'done', needsReconciliation: false });
  });

  it('a signal that never executed is still abandoned after its attempts', async () => {
    const id = await createAccount(t, ana, 'Never ordered');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.1' });
    const dying = t.container.signals.worker({
      leaseMs: 1,
      maxAttempts: 2,
      failpoint: (point) => {
        if (point === 'BALANCE_CHECK') throw new Error('crash');
      },
    });
    for (let i = 0; i < 3; i++) {
      await dying.runOnce();
      await sleep(5);
    }
    expect(await signalRow(t, sent.signalId)).toMatchObject({
      status: 'failed',
      needsReconciliation: false,
    });
  });
});
