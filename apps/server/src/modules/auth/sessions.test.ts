import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

describe('ending sessions', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin-e', email: 'admin-e@example.com' }); // the first user
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/user/me', headers });
  const end = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/user/${id}/sessions/end`, headers });

  it('a user ends every one of their sessions; a new sign-in works again', async () => {
    const laptop = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    const phone = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    expect((await me(phone.headers)).statusCode).toBe(200);

    expect((await end(laptop.user.id, laptop.headers)).statusCode).toBe(204);
    for (const device of [laptop, phone]) {
      const res = await me(device.headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid Token', code: 'UNAUTHORIZED' });
    }
    const again = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    expect((await me(again.headers)).statusCode).toBe(200);
    expect((await me(admin.headers)).statusCode).toBe(200); // nobody else's
  });

  it('an admin ends another user’s sessions; a plain user cannot (404)', async () => {
    const bea = await t.signIn({ sub: 'bea', email: 'bea@example.com' });
    const carl = await t.signIn({ sub: 'carl', email: 'carl@example.com' });
    expect((await end(bea.user.id, carl.headers)).statusCode).toBe(404);
    expect((await me(bea.headers)).statusCode).toBe(200);

    expect((await end(bea.user.id, admin.headers)).statusCode).toBe(204);
    expect((await me(bea.headers)).statusCode).toBe(401);
    const log = await t.app.inject({
      url: '/api/activity-log/list?action=user.sessions_ended',
      headers: admin.headers,
    });
    expect(log.json().data[0]).toMatchObject({ entityId: bea.user.id });
  });

  it('an unknown user → 404', async () => {
    const res = await end('00000000-0000-4000-8000-000000000000', admin.headers);
    expect(res.statusCode).toBe(404);
  });
});

describe('session tokens', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('a token without an expiry is refused, even signed with the server’s key', async () => {
    const { user } = await t.signIn({ sub: 'eterno', email: 'eterno@example.com' });
    // The server's own key, as an attacker who read it once would use it.
    const key = (t.container.auth.sessions as unknown as { key: Uint8Array }).key;
    const forever = await new SignJWT({ sep: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('pulso')
      .setAudience('pulso-api')
      .setIssuedAt()
      .sign(key);
    const res = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('an ID token and its nonce make one session only; the replay → 401', async () => {
    const { nonce } = (await t.app.inject({ method: 'POST', url: '/api/auth/nonce' })).json();
    const idToken = await t.issuer.idToken({ sub: 'once', email: 'once@example.com', nonce });
    const exchange = () =>
      t.app.inject({ method: 'POST', url: '/api/user/upsert', payload: { idToken, nonce } });
    expect((await exchange()).statusCode).toBe(200);
    const replay = await exchange();
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: 'Este inicio de sesión ya se usó; vuelve a iniciar sesión',
      code: 'UNAUTHORIZED',
    });
  });

  it('of two simultaneous exchanges of one pair, one wins', async () => {
    const { nonce } = (await t.app.inject({ method: 'POST', url: '/api/auth/nonce' })).json();
    const idToken = await t.issuer.idToken({ sub: 'race', email: 'race@example.com', nonce });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url: '/api/user/upsert', payload: { idToken, nonce } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });
});
