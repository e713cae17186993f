import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

describe('GET /api/activity-log/list', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/api-token/create',
      headers: ana.headers,
      payload: { name: 'bot' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/role/create',
      headers: admin.headers,
      payload: { name: 'viewer' },
    });
  });
  afterAll(() => t.close());

  const logs = async (query = '') =>
    (await t.app.inject({ url: `/api/activity-log/list${query}`, headers: admin.headers })).json();

  it('is for admins only', async () => {
    expect((await t.app.inject('/api/activity-log/list')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/activity-log/list', headers: ana.headers })).statusCode,
    ).toBe(403);
  });

  it('lists newest first with actor, entity, details and IP', async () => {
    const { data, pagination } = await logs();
    expect(pagination.total).toBe(4);
    expect(data.map((l: { action: string }) => l.action)).toEqual([
      'role.create',
      'api_token.create',
      'user.sign_in',
      'user.sign_in',
    ]);
    expect(data[0]).toMatchObject({
      scope: 'backoffice',
      actorId: admin.user.id,
      actorEmail: 'admin@example.com',
      entityType: 'role',
      details: { name: 'viewer' },
      ip: '127.0.0.1',
    });
  });

  it('filters by scope, actor, action, entity and date range', async () => {
    expect((await logs('?scope=backoffice')).pagination.total).toBe(1);
    expect(
      (await logs(`?actor=${ana.user.id}`)).data.map((l: { action: string }) => l.action),
    ).toEqual(['api_token.create', 'user.sign_in']);
    expect((await logs('?action=user.sign_in')).pagination.total).toBe(2);
    expect((await logs('?entity=api_token')).pagination.total).toBe(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await logs(`?startDate=${encodeURIComponent(future)}`)).pagination.total).toBe(0);
    expect(
      (await t.app.inject({ url: '/api/activity-log/list?scope=nope', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('never stores an API token in the details', async () => {
    expect(JSON.stringify(await logs())).not.toMatch(/pulso_[A-Za-z0-9_-]{20,}/);
  });
});
