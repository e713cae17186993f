import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

describe('roles', () => {
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

  it('admin and user exist from the start; signed-in users may read them, visitors may not', async () => {
    expect((await call('GET', '/api/role/list')).statusCode).toBe(401);
    const roles = (await call('GET', '/api/role/list', user)).json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['admin', 'user']);
    const own = await call('GET', `/api/role/${user.user.roleId}`, user);
    expect(own.json()).toMatchObject({ id: user.user.roleId, name: 'user' });
    expect(
      (await call('GET', '/api/role/00000000-0000-4000-8000-000000000000', user)).statusCode,
    ).toBe(404);
  });

  it('only admins create, update and delete', async () => {
    expect((await call('POST', '/api/role/create', undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await call('POST', '/api/role/create', user, { name: 'trader' })).statusCode).toBe(403);
    const created = await call('POST', '/api/role/create', admin, {
      name: 'trader',
      permissions: ['accounts:read'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call('POST', '/api/role/create', admin, { name: 'trader' })).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/api/role/create', admin, { name: 'a' })).statusCode).toBe(400);

    const updated = await call('PUT', '/api/role/update', admin, {
      roleId: id,
      permissions: ['accounts:read', 'trades:read'],
    });
    expect(updated.json().permissions).toEqual(['accounts:read', 'trades:read']);
    expect(
      (await call('PUT', '/api/role/update', user, { roleId: id, name: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/role/update', admin, { roleId: id, name: 'user' })).statusCode,
    ).toBe(409);

    expect((await call('DELETE', `/api/role/delete/${id}`, user)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/role/delete/${id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/role/delete/${id}`, admin)).statusCode).toBe(404);
  });

  it('the admin role cannot be renamed or deleted, nor a role in use', async () => {
    const adminRole = admin.user.roleId;
    expect(
      (await call('PUT', '/api/role/update', admin, { roleId: adminRole, name: 'boss' }))
        .statusCode,
    ).toBe(409);
    const del = await call('DELETE', `/api/role/delete/${adminRole}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe('El rol admin no se puede eliminar');
    const inUse = await call('DELETE', `/api/role/delete/${user.user.roleId}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe('El rol está asignado a 1 usuario');
  });
});
