import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

describe('users', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com', name: 'Admin' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com', name: 'Ana López' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com', name: 'Bob' });
  });
  afterAll(() => t.close());

  const list = (query: string, who?: SignedIn) =>
    t.app.inject({ url: `/api/user/list${query}`, headers: who?.headers ?? {} });
  const patch = (id: string, payload: object, who: SignedIn) =>
    t.app.inject({ method: 'PATCH', url: `/api/user/${id}`, headers: who.headers, payload });

  it('GET /api/user/list: visitor 401, user 403 Permission Error, admin 200', async () => {
    expect((await list('')).statusCode).toBe(401);
    const forbidden = await list('', ana);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('Permission Error');
    const res = await list('', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ page: 1, totalPages: 1, total: 3, limit: 25 });
  });

  it('filters by role, activity, email and name, and pages', async () => {
    const emails = async (q: string) =>
      (await list(q, admin)).json().data.map((u: { email: string }) => u.email);
    expect(await emails('?role=admin')).toEqual(['admin@example.com']);
    expect(await emails('?email=ANA')).toEqual(['ana@example.com']);
    expect(await emails('?displayName=l%C3%B3pez')).toEqual(['ana@example.com']);
    expect(await emails('?email=%25')).toEqual([]); // a literal %, not a wildcard
    expect(await emails('?isActive=false')).toEqual([]);
    const page2 = (await list('?page=2&limit=2', admin)).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.pagination).toEqual({ page: 2, totalPages: 2, total: 3, limit: 2 });
    expect((await list('?limit=101', admin)).statusCode).toBe(400);
    expect((await list('?isActive=maybe', admin)).statusCode).toBe(400);
  });

  it('a user edits their own name and photo, nothing else, and no one else', async () => {
    const ok = await patch(ana.user.id, { displayName: 'Ana L.' }, ana);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().displayName).toBe('Ana L.');
    expect((await patch(ana.user.id, { isActive: false }, ana)).statusCode).toBe(403);
    expect((await patch(ana.user.id, { roleId: admin.user.roleId }, ana)).statusCode).toBe(403);
    expect((await patch(bob.user.id, { displayName: 'hacked' }, ana)).statusCode).toBe(404);
    expect((await patch(ana.user.id, { uid: 'x' }, ana)).statusCode).toBe(400);
    expect((await patch('not-a-uuid', { displayName: 'x' }, ana)).statusCode).toBe(400);
  });

  it('an admin changes roles and activation; the last active admin cannot be demoted or deactivated', async () => {
    const last = await patch(admin.user.id, { isActive: false }, admin);
    expect(last.statusCode).toBe(409);
    expect((await patch(admin.user.id, { roleId: ana.user.roleId }, admin)).statusCode).toBe(409);

    const promoted = await patch(bob.user.id, { roleId: admin.user.roleId }, admin);
    expect(promoted.json().role.name).toBe('admin');
    // Now there are two: either may step down, but not both.
    expect((await patch(admin.user.id, { roleId: ana.user.roleId }, admin)).statusCode).toBe(200);
    expect((await patch(bob.user.id, { isActive: false }, bob)).statusCode).toBe(409);
    expect(
      (await patch(bob.user.id, { roleId: '00000000-0000-4000-8000-000000000000' }, bob))
        .statusCode,
    ).toBe(400);
  });

  it('records user changes in the activity log, as backoffice when an admin changes someone else', async () => {
    const logs = await t.app.inject({
      url: '/api/activity-log/list?action=user.update',
      headers: bob.headers,
    });
    const scopes = logs
      .json()
      .data.map(
        (l: { scope: string; entityId: string }) =>
          `${l.scope}:${l.entityId === ana.user.id ? 'ana' : 'other'}`,
      );
    expect(scopes).toContain('user:ana');
    expect(scopes).toContain('backoffice:other');
  });
});
