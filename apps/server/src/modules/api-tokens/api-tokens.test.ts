import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { ApiTokensRepository } from './api-tokens.repository';

describe('personal API tokens', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
  });
  afterAll(() => t.close());

  const create = (who: SignedIn, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api-token/create',
      headers: who.headers,
      payload: { name },
    });

  it('is shown once, kept only as a hash, and authenticates like a session', async () => {
    const res = await create(ana, 'script de backtests');
    expect(res.statusCode).toBe(201);
    const { token, apiToken } = res.json();
    expect(token).toMatch(/^pulso_[A-Za-z0-9_-]{43}$/);
    expect(apiToken.prefix).toBe(token.slice(0, 12));

    const list = await t.app.inject({ url: '/api/api-token/list', headers: ana.headers });
    expect(list.body).not.toContain(token);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: apiToken.id, name: 'script de backtests', lastUsedAt: null }),
    ]);

    const me = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().id).toBe(ana.user.id);
    const after = await t.app.inject({ url: '/api/api-token/list', headers: ana.headers });
    expect(after.json()[0].lastUsedAt).not.toBeNull();
  });

  it('records its use at most once a minute: requests within the minute write nothing', async () => {
    const { token, apiToken } = (await create(ana, 'uso')).json();
    const repo = new ApiTokensRepository(t.container.db);
    const lastUsed = async () => (await repo.findForUser(apiToken.id, ana.user.id))!.lastUsedAt;
    const auth = { authorization: `Bearer ${token}` };
    await t.app.inject({ url: '/api/user/me', headers: auth });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.app.inject({ url: '/api/user/me', headers: auth });
    expect(await lastUsed()).toEqual(first);
    // A minute later, the next use is recorded.
    await repo.touch({ id: apiToken.id, lastUsedAt: first }, new Date(first!.getTime() + 61_000));
    expect((await lastUsed())!.getTime()).toBe(first!.getTime() + 61_000);
  });

  it('revoking takes effect at once; nobody else can revoke it', async () => {
    const { token, apiToken } = (await create(ana, 'temporal')).json();
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/user/me', headers: auth })).statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-token/delete/${apiToken.id}`,
      headers: bob.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-token/delete/${apiToken.id}`,
      headers: ana.headers,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user/me', headers: auth })).statusCode).toBe(401);
    const names = (await t.app.inject({ url: '/api/api-token/list', headers: ana.headers }))
      .json()
      .map((x: { name: string }) => x.name);
    expect(names).not.toContain('temporal');
  });

  it('a token stops working when its owner is deactivated', async () => {
    const { token } = (await create(bob, 'bob script')).json();
    const admin = ana; // the first user to sign in is the admin
    await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${bob.user.id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    const res = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates the name', async () => {
    expect((await create(ana, '')).statusCode).toBe(400);
    expect((await create(ana, 'x'.repeat(61))).statusCode).toBe(400);
  });
});
