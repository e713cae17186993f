import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

describe('exchanges', () => {
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
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who?: SignedIn,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  it('the four exchanges exist from the start, readable by anyone signed in (spec §7: a token route)', async () => {
    const visitor = await call('GET', '/api/exchange/list');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toBe('Invalid Token');
    const res = await call('GET', '/api/exchange/list', user);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['binance', 'bitget', 'bybit', 'kucoin']);
    expect(res.json()[0]).toMatchObject({
      isActive: true,
      takerFee: 0.001,
      makerFee: 0.001,
      accountTypes: ['spot', 'crossMargin', 'isolatedMargin', 'future'],
    });
  });

  it('only admins create, update and delete; an exchange in use cannot be deleted', async () => {
    const body = {
      code: 'okx',
      name: 'OKX',
      takerFee: 0.0008,
      makerFee: 0.0005,
      accountTypes: ['spot'],
    };
    expect((await call('POST', '/api/exchange/create', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/exchange/create', user, body)).statusCode).toBe(403);
    const created = await call('POST', '/api/exchange/create', admin, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'okx', takerFee: 0.0008 });
    expect((await call('POST', '/api/exchange/create', admin, body)).statusCode).toBe(409);
    expect(
      (await call('POST', '/api/exchange/create', admin, { ...body, code: 'x y', takerFee: 2 }))
        .statusCode,
    ).toBe(400);

    const id = created.json().id;
    const updated = await call('PATCH', `/api/exchange/update/${id}`, admin, {
      takerFee: 0.001,
      isActive: false,
    });
    expect(updated.json()).toMatchObject({ takerFee: 0.001, isActive: false });
    expect(
      (await call('PATCH', `/api/exchange/update/${id}`, user, { isActive: true })).statusCode,
    ).toBe(403);

    const binance = (await call('GET', '/api/exchange/list', user))
      .json()
      .find((e: { code: string }) => e.code === 'binance');
    await call('POST', '/api/account/create', user, {
      name: 'Cuenta',
      accountType: 'spot',
      exchangeId: binance.id,
    });
    const inUse = await call('DELETE', `/api/exchange/delete/${binance.id}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toMatch(/1 cuenta/);
    expect((await call('DELETE', `/api/exchange/delete/${id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/exchange/delete/${id}`, admin)).statusCode).toBe(404);
  });
});
