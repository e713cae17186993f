import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';
import { openStream, type ReceivedEvent, type TestStream } from './testing';

const about = (accountId: string) => (e: ReceivedEvent) => e.data.accountId === accountId;

/**
 * Issue 34 R6: a stream's rights are those REST would grant now, checked for every event from the
 * same cached facts (role, token revocation, session end, deactivation). Each case opens the
 * stream both ways a client can: the Authorization header, and a ticket (the browser).
 */
describe('live events: a stream keeps only the rights its credential has now', () => {
  let t: IdentityTestApp;
  let base: string;
  let admin: SignedIn;
  let ana: SignedIn;
  let roles: { admin: string; user: string };
  const streams: TestStream[] = [];
  const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** The two ways to open a stream with a bearer token: the header itself, or a ticket. */
  const openBoth = async (headers: Record<string, string>) => {
    const direct = await openStream(base, { headers });
    const issued = await call('POST', '/api/events/ticket', headers);
    expect(issued.statusCode, issued.body).toBe(201);
    const viaTicket = await openStream(base, {
      query: `ticket=${issued.json<{ ticket: string }>().ticket}`,
    });
    streams.push(direct, viaTicket);
    expect([direct.status, viaTicket.status]).toEqual([200, 200]);
    return [direct, viaTicket] as const;
  };
  /** A later event both streams may read (one of ana's private accounts changing) has arrived. */
  const seeAll = async (...waiting: TestStream[]) => {
    const id = await createAccount(t, admin, `Barrera ${Math.random().toString(36).slice(2, 8)}`, {
      isPublic: true,
    });
    for (const s of waiting)
      await s.waitFor((e) => e.type === 'account.changed' && e.data.accountId === id);
  };

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const list = (await call('GET', '/api/role/list', admin.headers)).json<
      { id: string; name: string }[]
    >();
    roles = {
      admin: list.find((r) => r.name === 'admin')!.id,
      user: list.find((r) => r.name === 'user')!.id,
    };
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it('an admin demoted to user stops receiving other users’ private events, as REST answers 403', async () => {
    const eva = await t.signIn({ sub: 'eva', email: 'eva@example.com' });
    const promoted = await call('PATCH', `/api/user/${eva.user.id}`, admin.headers, {
      roleId: roles.admin,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const [direct, viaTicket] = await openBoth(eva.headers);
    const before = await createAccount(t, ana, 'Privada antes');
    for (const s of [direct, viaTicket])
      await s.waitFor((e) => e.type === 'account.changed' && e.data.accountId === before);

    const demoted = await call('PATCH', `/api/user/${eva.user.id}`, admin.headers, {
      roleId: roles.user,
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await call('GET', '/api/user/list', eva.headers)).statusCode).toBe(403);

    const after = await createAccount(t, ana, 'Privada después');
    const own = await createAccount(t, eva, 'De Eva');
    await seeAll(direct, viaTicket);
    for (const s of [direct, viaTicket]) {
      // Narrowed, not closed: her own events still arrive, ana's private ones no more…
      expect(s.events.filter(about(after))).toEqual([]);
      const ownSeen = Number(s.events.find(about(own))!.id);
      // …nor the admins' (the activity log): the last one she got came before her own account.
      const activity = s.events.filter((e) => e.type === 'activity.written');
      expect(activity.length).toBeGreaterThan(0);
      expect(Number(activity.at(-1)!.id)).toBeLessThan(ownSeen);
    }
  });

  it('a stream opened with an API token closes when the token is revoked, as REST answers 401', async () => {
    const fede = await t.signIn({ sub: 'fede', email: 'fede@example.com' });
    const created = await call('POST', '/api/api-token/create', fede.headers, { name: 'stream' });
    expect(created.statusCode, created.body).toBe(201);
    const { token, apiToken } = created.json<{ token: string; apiToken: { id: string } }>();
    const withToken = { authorization: `Bearer ${token}` };
    const [direct, viaTicket] = await openBoth(withToken);
    const own = await createAccount(t, fede, 'De Fede');
    for (const s of [direct, viaTicket])
      await s.waitFor((e) => e.type === 'account.changed' && e.data.accountId === own);

    const revoked = await call('DELETE', `/api/api-token/delete/${apiToken.id}`, fede.headers);
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', '/api/user/me', withToken)).statusCode).toBe(401);
    await Promise.all([direct.ended, viaTicket.ended]);
    // Her session was not revoked: a stream opened with it is still served.
    const [session] = await openBoth(fede.headers);
    const later = await createAccount(t, fede, 'De Fede, después');
    await session.waitFor((e) => e.type === 'account.changed' && e.data.accountId === later);
  });

  it('a stream opened with a session closes when its sessions end (sign-out everywhere), as REST answers 401', async () => {
    const gus = await t.signIn({ sub: 'gus', email: 'gus@example.com' });
    const [direct, viaTicket] = await openBoth(gus.headers);
    const own = await createAccount(t, gus, 'De Gus');
    for (const s of [direct, viaTicket])
      await s.waitFor((e) => e.type === 'account.changed' && e.data.accountId === own);

    const ended = await call('POST', `/api/user/${gus.user.id}/sessions/end`, gus.headers);
    expect(ended.statusCode).toBe(204);
    expect((await call('GET', '/api/user/me', gus.headers)).statusCode).toBe(401);
    await Promise.all([direct.ended, viaTicket.ended]);
    // A ticket asked for before the sign-out opens nothing after it.
    const again = await t.signIn({ sub: 'gus', email: 'gus@example.com' });
    const issued = await call('POST', '/api/events/ticket', again.headers);
    await call('POST', `/api/user/${gus.user.id}/sessions/end`, again.headers);
    const stale = await openStream(base, {
      query: `ticket=${issued.json<{ ticket: string }>().ticket}`,
    });
    streams.push(stale);
    expect(stale.status).toBe(401);
  });

  it('a ticket asked for before a change opens with the rights after it: a demoted admin reads as a user, a revoked token’s ticket opens nothing', async () => {
    const ivo = await t.signIn({ sub: 'ivo', email: 'ivo@example.com' });
    const promoted = await call('PATCH', `/api/user/${ivo.user.id}`, admin.headers, {
      roleId: roles.admin,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const asAdmin = await call('POST', '/api/events/ticket', ivo.headers);
    expect(asAdmin.statusCode).toBe(201);
    const created = await call('POST', '/api/api-token/create', ivo.headers, { name: 'ticket' });
    const { token, apiToken } = created.json<{ token: string; apiToken: { id: string } }>();
    const withToken = await call('POST', '/api/events/ticket', {
      authorization: `Bearer ${token}`,
    });
    expect(withToken.statusCode).toBe(201);

    const demoted = await call('PATCH', `/api/user/${ivo.user.id}`, admin.headers, {
      roleId: roles.user,
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(
      (await call('DELETE', `/api/api-token/delete/${apiToken.id}`, ivo.headers)).statusCode,
    ).toBe(204);

    const revoked = await openStream(base, {
      query: `ticket=${withToken.json<{ ticket: string }>().ticket}`,
    });
    streams.push(revoked);
    expect(revoked.status).toBe(401);
    const stream = await openStream(base, {
      query: `ticket=${asAdmin.json<{ ticket: string }>().ticket}`,
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    const others = await createAccount(t, ana, 'Privada tras el ticket');
    const own = await createAccount(t, ivo, 'De Ivo');
    await stream.waitFor((e) => e.type === 'account.changed' && e.data.accountId === own);
    expect(stream.events.filter(about(others))).toEqual([]);
    expect(stream.events.filter((e) => e.type === 'activity.written')).toEqual([]);
  });

  it('a deactivated user’s streams close, however they were opened', async () => {
    const hugo = await t.signIn({ sub: 'hugo', email: 'hugo@example.com' });
    const [direct, viaTicket] = await openBoth(hugo.headers);
    const res = await call('PATCH', `/api/user/${hugo.user.id}`, admin.headers, {
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/user/me', hugo.headers)).statusCode).toBe(403);
    await Promise.all([direct.ended, viaTicket.ended]);
  });
});
