import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeIds } from '../../test/harness';
import { eq, or } from 'drizzle-orm';
import { copyTrades, packages } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

describe('copy trades', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  let binance: string;
  const a: Record<string, string> = {};

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: SignedIn,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const create = (who: SignedIn, body: object) => call('POST', '/api/copy-trade/create', who, body);

  async function account(who: SignedIn, name: string, flags: object): Promise<string> {
    const res = await call('POST', '/api/account/create', who, {
      name,
      accountType: 'spot',
      exchangeId: binance,
      ...flags,
    });
    expect(res.statusCode).toBe(201);
    return res.json().account.id;
  }

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    binance = (await exchangeIds(t)).binance!;
    a.emitter = await account(ana, 'Ana emitter', { isEmitter: true });
    a.receiver = await account(ana, 'Ana receiver', { isReceiver: true });
    a.both = await account(ana, 'Ana both', { isEmitter: true, isReceiver: true });
    a.both2 = await account(ana, 'Ana both 2', { isEmitter: true, isReceiver: true });
    a.plain = await account(ana, 'Ana plain', {});
    a.bob = await account(bob, 'Bob receiver', { isReceiver: true, isEmitter: true });
  });
  afterAll(() => t.close());

  it('creates a copy trade and lists it with both accounts’ names and exchange', async () => {
    const res = await create(ana, {
      emitterAccountId: a.emitter,
      receiverAccountId: a.receiver,
      multiplier: 1.5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ownerId: ana.user.id,
      emitterAccountId: a.emitter,
      receiverAccountId: a.receiver,
      emitter: { id: a.emitter, name: 'Ana emitter', exchange: 'Binance' },
      receiver: { id: a.receiver, name: 'Ana receiver', exchange: 'Binance' },
      multiplier: '1.5',
      isActive: true,
    });
    const list = (await call('GET', '/api/copy-trade/list', ana)).json();
    expect(list.pagination).toEqual({ page: 1, totalPages: 1, total: 1, limit: 25 });
    expect(list.data[0].id).toBe(res.json().id);
    const activity = (
      await call('GET', '/api/activity-log/list?action=copy_trade.create', admin)
    ).json();
    expect(activity.data[0]).toMatchObject({ entityType: 'copy_trade', entityId: res.json().id });
  });

  it('refuses a duplicate pair with 409', async () => {
    const res = await create(ana, {
      emitterAccountId: a.emitter,
      receiverAccountId: a.receiver,
      multiplier: 2,
    });
    expect(res.statusCode).toBe(409);
  });

  it('validates roles, self-copy and the multiplier', async () => {
    const cases: [object, RegExp][] = [
      [{ emitterAccountId: a.receiver, receiverAccountId: a.both, multiplier: 1 }, /no es emisora/],
      [
        { emitterAccountId: a.emitter, receiverAccountId: a.plain, multiplier: 1 },
        /no es receptora/,
      ],
      [{ emitterAccountId: a.both, receiverAccountId: a.both, multiplier: 1 }, /sí misma/],
      [{ emitterAccountId: a.emitter, receiverAccountId: a.both, multiplier: 0 }, /multiplicador/],
      [{ emitterAccountId: a.emitter, receiverAccountId: a.both, multiplier: -1 }, /multiplicador/],
    ];
    for (const [body, message] of cases) {
      const res = await create(ana, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    // Schema failures: the message alone in `error`, the field in `issues` (spec §8).
    const fields: [object, string][] = [
      [{ emitterAccountId: a.emitter, receiverAccountId: a.both }, 'multiplier'],
      [{ emitterAccountId: 'x', receiverAccountId: a.both, multiplier: 1 }, 'emitterAccountId'],
    ];
    for (const [body, field] of fields) {
      const res = await create(ana, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).not.toMatch(new RegExp(`^${field}:`));
      expect(res.json().issues[0].path).toEqual(['body', field]);
    }
  });

  it('refuses cycles, however long', async () => {
    expect(
      (await create(ana, { emitterAccountId: a.both, receiverAccountId: a.both2, multiplier: 1 }))
        .statusCode,
    ).toBe(201);
    const back = await create(ana, {
      emitterAccountId: a.both2,
      receiverAccountId: a.both,
      multiplier: 1,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().error).toMatch(/ciclo/);
    // emitter → both2 is fine (no path back); then both2 → ... → emitter would close a loop only if emitter received.
    expect(
      (await create(ana, { emitterAccountId: a.emitter, receiverAccountId: a.both, multiplier: 1 }))
        .statusCode,
    ).toBe(201);
  });

  it('other users’ accounts and copy trades do not exist for you; admins may', async () => {
    const res = await create(bob, {
      emitterAccountId: a.emitter,
      receiverAccountId: a.bob,
      multiplier: 1,
    });
    expect(res.statusCode).toBe(404);
    const mine = (await call('GET', '/api/copy-trade/list', ana)).json().data[0];
    expect(
      (await call('PUT', '/api/copy-trade/update', bob, { id: mine.id, isActive: false }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/copy-trade/delete?id=${mine.id}`, bob)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/copy-trade/list', bob)).json().data).toEqual([]);
    expect((await call('GET', '/api/copy-trade/list')).statusCode).toBe(401);
    // An admin links anyone's accounts; the copy trade belongs to the receiver's owner.
    const linked = await create(admin, {
      emitterAccountId: a.emitter,
      receiverAccountId: a.bob,
      multiplier: 0.5,
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().ownerId).toBe(bob.user.id);
    expect((await call('GET', '/api/copy-trade/list', bob)).json().pagination.total).toBe(1);
    expect((await call('GET', '/api/copy-trade/list', admin)).json().pagination.total).toBe(4);
  });

  it('updates the multiplier and the active flag; the id is required', async () => {
    const mine = (await call('GET', '/api/copy-trade/list', ana)).json().data[0];
    const res = await call('PUT', '/api/copy-trade/update', ana, {
      id: mine.id,
      multiplier: 3,
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, multiplier: '3', isActive: false });
    for (const body of [{ multiplier: 2 }, { id: '', isActive: true }, undefined]) {
      const bad = await call('PUT', '/api/copy-trade/update', ana, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Copy trade id is required');
    }
    expect(
      (await call('PUT', '/api/copy-trade/update', ana, { id: mine.id, multiplier: 0 })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/copy-trade/update', ana, { id: 'nope' })).statusCode).toBe(404);
  });

  it('deletes; the id is required', async () => {
    const missing = await call('DELETE', '/api/copy-trade/delete', ana);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Copy trade id is required');
    const before = (await call('GET', '/api/copy-trade/list', ana)).json();
    const id = before.data[0].id;
    expect((await call('DELETE', `/api/copy-trade/delete?id=${id}`, ana)).statusCode).toBe(204);
    const after = (await call('GET', '/api/copy-trade/list', ana)).json();
    expect(after.pagination.total).toBe(before.pagination.total - 1);
    expect((await call('DELETE', `/api/copy-trade/delete?id=${id}`, ana)).statusCode).toBe(404);
  });

  it('paginates 25 by default', async () => {
    const page = (await call('GET', '/api/copy-trade/list?page=2&limit=1', ana)).json();
    expect(page.pagination).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(page.data).toHaveLength(1);
  });

  it('keeps to the plan’s maxCopyTrades', async () => {
    await t.container.db.update(packages).set({ maxCopyTrades: 2 });
    const res = await create(ana, {
      emitterAccountId: a.both2,
      receiverAccountId: a.receiver,
      multiplier: 1,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/como máximo 2 copy trades/);
  });

  it('a deleted account cannot be linked, and its copy trades leave the list', async () => {
    await t.container.db.update(packages).set({ maxCopyTrades: 50 });
    const before = (await call('GET', '/api/copy-trade/list', ana)).json().pagination.total;
    expect((await call('DELETE', `/api/account/delete/${a.both2}`, ana)).statusCode).toBe(204);
    // Its copy trade (both → both2) copies nothing any more: it leaves the list.
    const after = (await call('GET', '/api/copy-trade/list', ana)).json();
    expect(after.pagination.total).toBe(before - 1);
    expect(after.data.map((c: { receiverAccountId: string }) => c.receiverAccountId)).not.toContain(
      a.both2,
    );
    // Deleted with the account, not only hidden: nothing is left to fan out to it.
    const rows = await t.container.db
      .select()
      .from(copyTrades)
      .where(
        or(eq(copyTrades.emitterAccountId, a.both2!), eq(copyTrades.receiverAccountId, a.both2!)),
      );
    expect(rows).toEqual([]);
    const res = await create(ana, {
      emitterAccountId: a.both2,
      receiverAccountId: a.receiver,
      multiplier: 1,
    });
    expect(res.statusCode).toBe(404);
  });
});
