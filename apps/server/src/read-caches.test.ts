import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from './modules/signals/testing';
import { createSharedDatabases } from './test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from './test/identity';

/**
 * Who a token is and the account lists' pages are answered from memory (ChangeClock, ReadCache).
 * What a user changes must show at once on the instance that wrote it, and on every other
 * instance as soon as PostgreSQL tells it: never a stale list, never a revoked token accepted.
 */
describe('read caches across instances', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabases>>;
  let a: IdentityTestApp;
  let b: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    shared = await createSharedDatabases();
    a = await createIdentityTestApp({}, undefined, shared.first);
    b = await createIdentityTestApp({}, undefined, shared.second);
    ana = await a.signIn({ sub: 'ana', email: 'ana@example.com' }); // the first: admin
    bob = await a.signIn({ sub: 'bob', email: 'bob@example.com' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await shared.close();
  });

  const apiToken = async (who: SignedIn, name: string) => {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/api-token/create',
      headers: who.headers,
      payload: { name },
    });
    expect(res.statusCode).toBe(201);
    const { token, apiToken } = res.json();
    return { id: apiToken.id as string, headers: { authorization: `Bearer ${token}` } };
  };
  const names = async (url: string, headers: Record<string, string> = {}) => {
    const res = await a.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { name: string }[]).map((x) => x.name);
  };
  const update = (id: string, payload: Record<string, unknown>) =>
    b.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${id}`,
      headers: bob.headers,
      payload,
    });

  it('a new account shows at once in the list just read on the same instance', async () => {
    const token = await apiToken(bob, 'lista');
    expect(await names('/api/account/list', token.headers)).toEqual([]);
    await createAccount(a, bob, 'Nueva');
    expect(await names('/api/account/list', token.headers)).toEqual(['Nueva']);
  });

  it("another instance's rename and unpublishing reach this instance's lists", async () => {
    const token = await apiToken(bob, 'otra instancia');
    const id = await createAccount(a, bob, 'Publica', { isPublic: true });
    expect(await names('/api/account/list', token.headers)).toContain('Publica');
    expect(await names('/api/account/public/list')).toContain('Publica');

    expect((await update(id, { name: 'Renombrada' })).statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect(await names('/api/account/list', token.headers)).toContain('Renombrada'),
    );
    await vi.waitFor(async () =>
      expect(await names('/api/account/public/list')).toContain('Renombrada'),
    );

    expect((await update(id, { isPublic: false })).statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect(await names('/api/account/public/list')).not.toContain('Renombrada'),
    );
  });

  it('a token revoked, or its owner deactivated, on another instance is refused here', async () => {
    const revoked = await apiToken(bob, 'revocado');
    const kept = await apiToken(bob, 'vigente');
    for (const token of [revoked, kept]) {
      expect((await a.app.inject({ url: '/api/user/me', headers: token.headers })).statusCode).toBe(
        200,
      );
    }
    const revoke = await b.app.inject({
      method: 'DELETE',
      url: `/api/api-token/delete/${revoked.id}`,
      headers: bob.headers,
    });
    expect(revoke.statusCode).toBe(204);
    await vi.waitFor(async () =>
      expect(
        (await a.app.inject({ url: '/api/user/me', headers: revoked.headers })).statusCode,
      ).toBe(401),
    );

    const deactivate = await b.app.inject({
      method: 'PATCH',
      url: `/api/user/${bob.user.id}`,
      headers: ana.headers,
      payload: { isActive: false },
    });
    expect(deactivate.statusCode).toBe(200);
    for (const headers of [kept.headers, bob.headers]) {
      await vi.waitFor(async () =>
        expect((await a.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(403),
      );
    }
  });
});
