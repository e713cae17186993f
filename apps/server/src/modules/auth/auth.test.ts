import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../../test/identity';
import { SessionTokens } from './session-tokens';

describe('sign-in: POST /api/user/upsert', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  });
  afterAll(() => t.close());

  const nonce = async () =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/nonce' })).json().nonce as string;
  const upsert = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/upsert', payload });

  it('tells the web app where to sign in', async () => {
    const res = await t.app.inject('/api/auth/config');
    expect(res.json()).toEqual({
      issuer: t.issuer.issuer,
      clientId: t.issuer.clientId,
      scopes: 'openid email profile',
      embedded: false,
    });
  });

  it('trades a valid ID token for the user and a session token; the first user is admin', async () => {
    const n = await nonce();
    const idToken = await t.issuer.idToken({
      sub: 'first',
      email: 'first@example.com',
      name: 'Primera',
      nonce: n,
    });
    const res = await upsert({ idToken, nonce: n, uid: 'ignored', email: 'ignored@example.com' });
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json();
    expect(user).toMatchObject({
      uid: 'first',
      email: 'first@example.com',
      displayName: 'Primera',
      isActive: true,
    });
    expect(user.role.name).toBe('admin');
    const me = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('makes later users plain users, and ADMIN_EMAILS admins', async () => {
    expect((await t.signIn({ sub: 'second', email: 'second@example.com' })).user.role.name).toBe(
      'user',
    );
    expect((await t.signIn({ sub: 'boss', email: 'Boss@Example.com' })).user.role.name).toBe(
      'admin',
    );
  });

  it('signing in again updates the same user and keeps the name they chose', async () => {
    const first = await t.signIn({ sub: 'repeat', email: 'repeat@example.com', name: 'Original' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${first.user.id}`,
      headers: first.headers,
      payload: { displayName: 'Elegido' },
    });
    const again = await t.signIn({
      sub: 'repeat',
      email: 'new-address@example.com',
      name: 'Original',
    });
    expect(again.user.id).toBe(first.user.id);
    expect(again.user).toMatchObject({ email: 'new-address@example.com', displayName: 'Elegido' });
  });

  it('keeps a photo only when it is an image data URL of a sane size; drops any other and signs in', async () => {
    const signInWith = async (photoURL: unknown) => {
      const n = await nonce();
      const idToken = await t.issuer.idToken({
        sub: 'photo',
        email: 'photo@example.com',
        nonce: n,
      });
      return upsert({ idToken, nonce: n, photoURL });
    };
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const ok = await signInWith(png);
    expect(ok.json().user.photoURL).toBe(png);
    // Spec §5 (issue 18): not image/*, not a data URL, too large or not text: dropped, the
    // sign-in goes on and the photo already kept stays.
    for (const photoURL of [
      'data:text/html;base64,PHNjcmlwdD4=',
      'https://example.com/me.png',
      `data:image/png;base64,${'A'.repeat(400 * 1024)}`,
      42,
    ]) {
      const res = await signInWith(photoURL);
      expect(res.statusCode, String(photoURL).slice(0, 40)).toBe(200);
      expect(res.json().token).toBeTruthy();
      expect(res.json().user.photoURL).toBe(png);
    }
  });

  describe('refuses every token that is not the issuer’s, for this app, fresh and for this sign-in', () => {
    const cases: [string, (n: string) => Promise<string>][] = [
      [
        'signed with another key',
        (n) =>
          t.issuer.idToken(
            { sub: 'x', email: 'x@example.com', nonce: n },
            { key: t.issuer.otherKey },
          ),
      ],
      [
        'from another issuer',
        (n) =>
          new SignJWT({ email: 'x@example.com', nonce: n })
            .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
            .setIssuer('https://evil.example')
            .setAudience(t.issuer.clientId)
            .setSubject('x')
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(t.issuer.otherKey),
      ],
      [
        'for another audience',
        (n) =>
          t.issuer.idToken(
            { sub: 'x', email: 'x@example.com', nonce: n },
            { audience: 'someone-else' },
          ),
      ],
      [
        'expired',
        (n) =>
          t.issuer.idToken({ sub: 'x', email: 'x@example.com', nonce: n }, { expiresIn: '-10m' }),
      ],
      [
        'with alg none',
        async (n) => {
          const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
          const now = Math.floor(Date.now() / 1000);
          return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: t.issuer.issuer, aud: t.issuer.clientId, sub: 'x', email: 'x@example.com', nonce: n, iat: now, exp: now + 300 })}.`;
        },
      ],
      [
        'with a tampered payload',
        async (n) => {
          const [h, p, s] = (
            await t.issuer.idToken({ sub: 'x', email: 'x@example.com', nonce: n })
          ).split('.');
          const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
          payload.sub = 'first';
          return `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
        },
      ],
      [
        'for another sign-in (nonce)',
        async () => t.issuer.idToken({ sub: 'x', email: 'x@example.com', nonce: 'other-nonce' }),
      ],
    ];
    it.each(cases)('%s → 401', async (_name, make) => {
      const n = await nonce();
      const res = await upsert({ idToken: await make(n), nonce: n });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });

    it('a nonce this server did not issue → 401, even with a matching token', async () => {
      const idToken = await t.issuer.idToken({
        sub: 'x',
        email: 'x@example.com',
        nonce: 'made-up.9999999999.mac',
      });
      expect((await upsert({ idToken, nonce: 'made-up.9999999999.mac' })).statusCode).toBe(401);
    });

    it('a body that only claims a uid → 400, and no user is made', async () => {
      const res = await upsert({
        uid: 'first',
        email: 'first@example.com',
        displayName: 'Impostor',
      });
      expect(res.statusCode).toBe(400);
    });

    it('records failed sign-ins in the activity log', async () => {
      const admin = await t.signIn({ sub: 'boss', email: 'boss@example.com' });
      const res = await t.app.inject({
        url: '/api/activity-log/list?action=user.sign_in_failed',
        headers: admin.headers,
      });
      expect(res.json().pagination.total).toBeGreaterThanOrEqual(cases.length);
    });
  });
});

describe('emails grant nothing unless the provider verified them', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp({ ADMIN_EMAILS: 'boss@example.com' });
    await t.signIn({ sub: 'owner', email: 'owner@example.com' }); // the first user, admin
  });
  afterAll(() => t.close());

  const signIn = async (sub: string, email: string, emailVerified: boolean) => {
    const { nonce } = (await t.app.inject({ method: 'POST', url: '/api/auth/nonce' })).json();
    const idToken = await t.issuer.idToken({ sub, email, nonce, email_verified: emailVerified });
    return (
      await t.app.inject({ method: 'POST', url: '/api/user/upsert', payload: { idToken, nonce } })
    ).json().user;
  };

  it('ADMIN_EMAILS applies only to a verified address', async () => {
    expect((await signIn('impostor', 'boss@example.com', false)).role.name).toBe('user');
    expect((await signIn('real-boss', 'boss@example.com', true)).role.name).toBe('admin');
  });

  it('a user made by the CLI is taken over only by its verified owner', async () => {
    const users = t.container.users.service;
    const made = await users.upsertByEmail('ops@example.com', { name: 'Ops', admin: true });
    const unverified = await signIn('someone', 'ops@example.com', false);
    expect(unverified.id).not.toBe(made.id);
    expect(unverified.role.name).toBe('user');
    const owner = await signIn('ops-sub', 'ops@example.com', true);
    expect(owner).toMatchObject({ id: made.id, uid: 'ops-sub', role: { name: 'admin' } });
  });
});

describe('session tokens on authenticated routes', () => {
  let t: IdentityTestApp;
  let admin: Awaited<ReturnType<IdentityTestApp['signIn']>>;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin-s', email: 'admin-s@example.com' }); // the first user
  });
  afterAll(() => t.close());

  const me = (authorization?: string) =>
    t.app.inject({ url: '/api/user/me', headers: authorization ? { authorization } : {} });

  it.each([
    ['missing', undefined],
    ['malformed', 'Bearer not.a.jwt'],
    ['not bearer', 'Basic dXNlcjpwYXNz'],
    ['an unknown API token', 'Bearer pulso_doesnotexist'],
  ])('%s → 401 Invalid Token', async (_name, header) => {
    const res = await me(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid Token', code: 'UNAUTHORIZED' });
  });

  it('a token signed with another secret → 401', async () => {
    const { user } = await t.signIn({ sub: 'forger', email: 'forger@example.com' });
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('pulso')
      .setAudience('pulso-api')
      .setExpirationTime('1h')
      .sign(new Uint8Array(32));
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('an expired session token → 401', async () => {
    const { user } = await t.signIn({ sub: 'late', email: 'late@example.com' });
    const expired = await (await SessionTokens.load(t.container.secrets, -60)).sign(user.id, 0);
    expect((await me(`Bearer ${expired.token}`)).statusCode).toBe(401);
  });

  it('a deactivated user is refused at once, and cannot sign in again', async () => {
    const bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    expect((await me(bob.headers.authorization)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${bob.user.id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    const refused = await me(bob.headers.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('User is not active');
    await expect(t.signIn({ sub: 'bob', email: 'bob@example.com' })).rejects.toThrow(
      /403.*User is not active/,
    );
  });
});
