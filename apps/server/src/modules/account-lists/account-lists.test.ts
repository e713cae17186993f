import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeIds } from '../../test/harness';
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
    const exchangeId = (await exchangeIds(t)).binance!;
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

  it('answers the spec’s message as `error`, with no field prefix; the field is in the issue (issue 18)', async () => {
    const res = await call('POST', '/api/account-lists', ana, {
      name: '',
      accountIds: [anaAccounts[0]],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: 'El nombre es requerido', code: 'VALIDATION' });
    expect(body.issues[0]).toEqual({ path: ['body', 'name'], message: 'El nombre es requerido' });
  });

  it('one user’s lists cannot share a name (trimmed, any case), on create and on rename', async () => {
    const create = (who: SignedIn, name: string, accountIds: string[]) =>
      call('POST', '/api/account-lists', who, { name, accountIds });
    const first = await create(ana, 'Favoritas', [anaAccounts[0]!]);
    expect(first.statusCode).toBe(201);
    const taken = await create(ana, '  FAVORITAS ', [anaAccounts[1]!]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'Ya tienes una lista con ese nombre',
      code: 'CONFLICT',
      issues: [{ path: ['body', 'name'], message: 'Ya tienes una lista con ese nombre' }],
    });
    // Another user may use the name.
    expect((await create(bob, 'Favoritas', [bobAccount])).statusCode).toBe(201);

    const second = (await create(ana, 'Otras', [anaAccounts[1]!])).json();
    const renamed = await call('PUT', `/api/account-lists/${second.id}`, ana, {
      name: 'favoritas',
      accountIds: [anaAccounts[1]],
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error).toBe('Ya tienes una lista con ese nombre');
    // A list keeps (or re-cases) its own name.
    const recased = await call('PUT', `/api/account-lists/${first.json().id}`, ana, {
      name: 'FAVORITAS',
      accountIds: [anaAccounts[0]],
    });
    expect(recased.statusCode).toBe(200);

    for (const who of [ana, bob]) {
      for (const list of (await call('GET', '/api/account-lists', who)).json().data) {
        expect((await call('DELETE', `/api/account-lists/${list.id}`, who)).statusCode).toBe(204);
      }
    }
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
