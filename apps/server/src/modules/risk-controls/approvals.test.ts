import { Decimal, PENDING_ORDER_DECIDED, PENDING_ORDER_EXPIRED } from '@pulso/domain';
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
  tradesOf,
} from '../signals/testing';

/**
 * Issue 37: the approval queue. An account set to need approval holds what an alert or a copy
 * sends; its owner approves it (once, before it expires) or rejects it.
 */
describe('the approval queue', () => {
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

  async function approving(name: string, minutes = 30, fields = {}) {
    const account = await createAccount(t, ana, name, fields);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${account}/risk-limits`,
      headers: ana.headers,
      payload: { approvalMinutes: minutes },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ approvalMinutes: minutes });
    return account;
  }
  const pending = async (accountId: string, who = ana) =>
    t.app.inject({ url: `/api/accounts/${accountId}/pending-orders`, headers: who.headers });
  const decide = (id: string, verb: 'approve' | 'reject', who = ana, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/pending-orders/${id}/${verb}`,
      headers: who.headers,
      ...(payload ? { payload } : verb === 'approve' ? { payload: {} } : {}),
    });
  const amounts = async (accountId: string) =>
    (await tradesOf(t, accountId)).map((x) => `${x.type} ${new Decimal(x.amount).toString()}`);
  async function alert(accountId: string, contracts = '0.1') {
    const sent = await sendSignal(t, accountId, { action: 'buy', contracts }, 'webhook');
    await worker.drain();
    return sent.signalId;
  }

  it('holds an alert; two approvals of it execute one order, at the market then', async () => {
    const account = await approving('Con aprobación');
    const signalId = await alert(account);
    const held = await signalRow(t, signalId);
    expect(held.status).toBe('done');
    expect(await amounts(account)).toEqual([]);
    const list = (await pending(account)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        signalId,
        state: 'pending',
        side: 'buy',
        contracts: '0.1',
        symbol: 'BTCUSDT',
        approvedSignalId: null,
      }),
    ]);

    prices.set('BTCUSDT', 51_000);
    const [one, two] = await Promise.all([
      decide(list[0].id, 'approve'),
      decide(list[0].id, 'approve'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const refused = one.statusCode === 409 ? one : two;
    expect(refused.json().error).toBe(PENDING_ORDER_DECIDED);
    await worker.drain();
    const trades = await tradesOf(t, account);
    expect(trades.map((x) => `${x.type} ${new Decimal(x.amount).toString()}`)).toEqual(['buy 0.1']);
    expect(new Decimal(trades[0]!.price).toNumber()).toBe(51_000);
    expect((await pending(account)).json().data[0]).toMatchObject({ state: 'approved' });
    // A third, later: still one order.
    expect((await decide(list[0].id, 'approve')).statusCode).toBe(409);
    await worker.drain();
    expect(await amounts(account)).toEqual(['buy 0.1']);
    prices.set('BTCUSDT', 50_000);
  });

  it('an approval after the expiry is refused and executes nothing', async () => {
    const account = await approving('Caduca', 1);
    await alert(account);
    const [order] = (await pending(account)).json().data;
    await t.container.db.execute(
      sql`update pending_orders set expires_at = now() - interval '1 second' where id = ${order.id}`,
    );
    expect((await pending(account)).json().data[0]).toMatchObject({ state: 'expired' });
    const late = await decide(order.id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(PENDING_ORDER_EXPIRED);
    await worker.drain();
    expect(await amounts(account)).toEqual([]);
  });

  it('an approval may change the quantity; a rejection executes nothing and is final', async () => {
    const account = await approving('Cambia o rechaza');
    await alert(account, '0.1');
    await alert(account, '0.2');
    const [second, first] = (await pending(account)).json().data;
    const changed = await decide(first.id, 'approve', ana, { contracts: '0.05' });
    expect(changed.statusCode, changed.body).toBe(200);
    const rejected = await decide(second.id, 'reject');
    expect(rejected.json()).toMatchObject({ state: 'rejected' });
    expect((await decide(second.id, 'approve')).statusCode).toBe(409);
    await worker.drain();
    expect(await amounts(account)).toEqual(['buy 0.05']);
    const bad = await decide(second.id, 'approve', ana, { contracts: '-1' });
    expect(bad.statusCode).toBe(400);
    // The activity log says who decided.
    const logged = await queryRows<{ action: string; actor_id: string | null }>(
      t.container.db,
      sql`select action, actor_id from activity_logs where entity_type = 'pending_order'
          and details->>'accountId' = ${account} order by id`,
    );
    expect(logged.map((l) => [l.action, l.actor_id])).toEqual([
      ['pending_order.approved', ana.user.id],
      ['pending_order.rejected', ana.user.id],
    ]);
  });

  it('the owner’s own orders from the emit form are not held', async () => {
    const account = await approving('A mano');
    const sent = await sendSignal(t, account, { action: 'buy', contracts: '0.01' });
    await worker.drain();
    expect((await signalRow(t, sent.signalId)).status).toBe('done');
    expect(await amounts(account)).toEqual(['buy 0.01']);
    expect((await pending(account)).json().data).toEqual([]);
  });

  it('lists what waits across the user’s own accounts, soonest to expire first, and nobody else’s', async () => {
    const waiting = async (who: SignedIn) => {
      const res = await t.app.inject({ url: '/api/pending-orders', headers: who.headers });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { accountName: string; contracts: string; state: string }[] })
        .data;
    };
    const before = (await waiting(ana)).length;
    const slow = await approving('Espera larga', 120);
    const fast = await approving('Espera corta', 10);
    await alert(slow, '0.2');
    await alert(fast, '0.3');
    const mine = await waiting(ana);
    expect(mine).toHaveLength(before + 2);
    // The 10-minute one expires first: it leads the two new ones.
    const fresh = mine.filter((o) => ['Espera larga', 'Espera corta'].includes(o.accountName));
    expect(fresh.map((o) => [o.accountName, Number(o.contracts), o.state])).toEqual([
      ['Espera corta', 0.3, 'pending'],
      ['Espera larga', 0.2, 'pending'],
    ]);
    // Decided, it no longer waits; another user sees none of Ana's.
    const [first] = fresh as unknown as { id: string }[];
    expect((await decide(first!.id, 'reject')).statusCode).toBe(200);
    expect(await waiting(ana)).toHaveLength(before + 1);
    expect(await waiting(bob)).toEqual([]);
  });

  it('another user cannot list, approve or reject them; nothing changes', async () => {
    const account = await approving('Ajena');
    await alert(account);
    const [order] = (await pending(account)).json().data;
    expect((await pending(account, bob)).statusCode).toBe(404);
    for (const verb of ['approve', 'reject'] as const) {
      const res = await decide(order.id, verb, bob);
      expect(res.statusCode).toBe(404);
    }
    expect((await decide('not-a-uuid', 'approve')).statusCode).toBe(400);
    expect((await pending(account)).json().data[0]).toMatchObject({ state: 'pending' });
    const limits = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${account}/risk-limits`,
      headers: ana.headers,
      payload: { approvalMinutes: 0 },
    });
    expect(limits.statusCode).toBe(400);
    expect(limits.body).toContain('La espera de aprobación va de 1 a 1440 minutos');
  });

  it('tells its owner of a held order on their channels, with when it expires on their clock', async () => {
    const channel = await t.app.inject({
      method: 'POST',
      url: '/api/notification/channel/create',
      headers: ana.headers,
      payload: { kind: 'ntfy', name: 'Móvil', url: 'https://ntfy.sh/pulso-aprobaciones' },
    });
    expect(channel.statusCode, channel.body).toBe(201);
    const account = await approving('Avisada', 45);
    const signalId = await alert(account, '0.25');
    const [order] = (await pending(account)).json().data;
    const told = await queryRows<{ data: Record<string, string> }>(
      t.container.db,
      sql`select data from notification_events
          where event = 'order.pending' and data->>'accountId' = ${account}`,
    );
    const expires = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(Date.parse(order.expiresAt))
      .replace(',', '');
    expect(told.map((e) => e.data)).toEqual([
      {
        accountId: account,
        pendingOrderId: order.id,
        symbol: 'BTCUSDT',
        side: 'buy',
        contracts: '0.25',
        expiresAt: expires,
      },
    ]);
    expect(order.signalId).toBe(signalId);
  });
});
