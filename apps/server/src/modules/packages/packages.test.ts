import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeIds } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

describe('packages (plans)', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let user: SignedIn;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    user = await t.signIn({ sub: 'user', email: 'user@example.com' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: SignedIn,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  it('a default plan exists; signed-in users may read the plans', async () => {
    expect((await call('GET', '/api/package/list')).statusCode).toBe(401);
    const plans = (await call('GET', '/api/package/list', user)).json();
    expect(plans).toEqual([
      expect.objectContaining({ name: 'Básico', isDefault: true, maxAccounts: 25 }),
    ]);
  });

  it('admins create, update and delete; there is always exactly one default', async () => {
    const body = {
      name: 'Pro',
      price: 19.99,
      maxAccounts: 100,
      maxCopyTrades: 50,
      maxDeployments: 20,
      features: ['Todo'],
    };
    expect((await call('POST', '/api/package/create', user, body)).statusCode).toBe(403);
    const pro = await call('POST', '/api/package/create', admin, body);
    expect(pro.statusCode).toBe(201);
    expect(pro.json()).toMatchObject({
      name: 'Pro',
      price: 19.99,
      currency: 'USD',
      isDefault: false,
    });
    expect((await call('POST', '/api/package/create', admin, body)).statusCode).toBe(409);

    const made = await call('PUT', '/api/package/update', admin, {
      id: pro.json().id,
      isDefault: true,
    });
    expect(made.json().isDefault).toBe(true);
    const plans = (await call('GET', '/api/package/list', admin)).json();
    expect(
      plans.filter((p: { isDefault: boolean }) => p.isDefault).map((p: { name: string }) => p.name),
    ).toEqual(['Pro']);
    expect(
      (await call('PUT', '/api/package/update', admin, { id: pro.json().id, isDefault: false }))
        .statusCode,
    ).toBe(409);

    expect((await call('DELETE', `/api/package/delete/${pro.json().id}`, admin)).statusCode).toBe(
      409,
    ); // the default
    const basic = plans.find((p: { name: string }) => p.name === 'Básico');
    expect((await call('DELETE', `/api/package/delete/${basic.id}`, admin)).statusCode).toBe(204);
  });

  it('creating past the plan limit is refused with a message naming the limit', async () => {
    const tiny = await call('POST', '/api/package/create', admin, {
      name: 'Mini',
      price: 0,
      maxAccounts: 1,
      maxCopyTrades: 0,
      maxDeployments: 0,
      isDefault: true,
    });
    expect(tiny.statusCode).toBe(201);
    const account = {
      name: 'Primera',
      accountType: 'spot',
      exchangeId: (await exchangeIds(t)).binance,
    };
    expect((await call('POST', '/api/account/create', user, account)).statusCode).toBe(201);
    const refused = await call('POST', '/api/account/create', user, {
      ...account,
      name: 'Segunda',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Tu plan Mini permite como máximo 1 cuenta');
  });

  it("a plan may carry the user's strategy runs at once; without it, the server's default", async () => {
    const packages = t.container.packages.limits;
    expect(await packages.strategyRunsFor(user.user.id)).toBeUndefined();
    const plan = await call('POST', '/api/package/create', admin, {
      name: 'Cuantitativo',
      price: 49,
      maxAccounts: 10,
      maxCopyTrades: 10,
      maxDeployments: 10,
      maxStrategyRuns: 2,
      isDefault: true,
    });
    expect(plan.statusCode).toBe(201);
    expect(plan.json().maxStrategyRuns).toBe(2);
    expect(await packages.strategyRunsFor(user.user.id)).toBe(2);
    const bad = await call('POST', '/api/package/create', admin, {
      name: 'Exceso',
      price: 0,
      maxAccounts: 1,
      maxCopyTrades: 1,
      maxDeployments: 1,
      maxStrategyRuns: 1000,
    });
    expect(bad.statusCode).toBe(400);
  });
});
