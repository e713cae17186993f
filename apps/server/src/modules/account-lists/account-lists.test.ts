import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

describe('account lists', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let anaAccounts: string[];
  let bobAccount: string;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    const exchangeId = (await t.app.inject('/api/exchange/list')).json()[0].id;
    const make = async (who: SignedIn, name: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/create',
          headers: who.headers,
          payload: { name, accountType: 'spot', exchangeId },
        })
      ).json().account.id as string;
    anaAccounts = [await make(ana, 'Ana 1'), await make(ana, 'Ana 2')];
    bobAccount = await make(bob, 'Bob 1');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: SignedIn,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  it.each([
    [{ accountIds: ['x'] }, 'El nombre es requerido'],
    [{ name: '', accountIds: [] }, 'El nombre es requerido'],
    [{ name: 'A', accountIds: [] }, 'El nombre debe tener al menos 2 caracteres'],
    [{ name: 'x'.repeat(51), accountIds: [] }, 'El nombre no puede tener más de 50 caracteres'],
    [
      { name: 'Válida', description: 'd'.repeat(201), accountIds: [] },
      'La descripción no puede tener más de 200 caracteres',
    ],
    [{ name: 'Válida', accountIds: [] }, 'Debe seleccionar al menos una cuenta'],
    [{ name: 'Válida' }, 'Debe seleccionar al menos una cuenta'],
  ])('%j → 400 %s', async (payload, message) => {
    const res = await call('POST', '/api/account-lists', ana, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('creates, lists, updates and deletes, only with the user’s own accounts', async () => {
    expect(
      (await call('POST', '/api/account-lists', undefined, { name: 'x', accountIds: [] }))
        .statusCode,
    ).toBe(401);
    const foreign = await call('POST', '/api/account-lists', ana, {
      name: 'Robada',
      accountIds: [bobAccount],
    });
    expect(foreign.statusCode).toBe(400);

    const created = await call('POST', '/api/account-lists', ana, {
      name: '  Principales ',
      description: 'Las buenas',
      accountIds: anaAccounts,
    });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({ name: 'Principales', description: 'Las buenas' });
    expect([...list.accountIds].sort()).toEqual([...anaAccounts].sort());

    const page = await call('GET', '/api/account-lists?page=1&limit=25', ana);
    expect(page.json()).toMatchObject({
      data: [expect.objectContaining({ id: list.id })],
      pagination: { total: 1, limit: 25 },
    });
    expect((await call('GET', '/api/account-lists', bob)).json().data).toEqual([]);

    const updated = await call('PUT', `/api/account-lists/${list.id}`, ana, {
      name: 'Renombrada',
      accountIds: [anaAccounts[0]],
    });
    expect(updated.json()).toMatchObject({
      name: 'Renombrada',
      description: null,
      accountIds: [anaAccounts[0]],
    });
    expect(
      (
        await call('PUT', `/api/account-lists/${list.id}`, bob, {
          name: 'Mía',
          accountIds: [bobAccount],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/account-lists/${list.id}`, bob)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/account-lists/${list.id}`, ana)).statusCode).toBe(204);
    expect((await call('GET', '/api/account-lists', ana)).json().data).toEqual([]);
  });
});
