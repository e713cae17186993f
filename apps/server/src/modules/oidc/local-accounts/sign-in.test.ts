import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../../db/schema';
import { LocalAccountsRepository } from './local-accounts.repository';
import {
  authorizationUrl,
  interactionPath,
  pkcePair,
  registerThroughIdp,
  startListeningApp,
  TestBrowser,
  type ListeningApp,
} from '../testing/oidc-test-client';

const PASSWORD = 'una contraseña larga';
const INVALID = 'Email o contraseña incorrectos';
const LOCKED = /Demasiados intentos fallidos\. Vuelve a intentarlo en \d+ (segundos|minutos?)\./;

describe('signing in to the embedded provider', () => {
  let t: ListeningApp;
  let ip = 0;
  beforeAll(async () => {
    // Behind a trusted proxy the client address comes from X-Forwarded-For, so each test can
    // play a different client.
    t = await startListeningApp({ TRUST_PROXY: '1' });
    await registerThroughIdp(t.baseUrl, {
      email: 'dora@example.com',
      displayName: 'Dora',
      password: PASSWORD,
    });
    await registerThroughIdp(t.baseUrl, {
      email: 'eva@example.com',
      displayName: 'Eva',
      password: PASSWORD,
    });
  });
  afterAll(() => t?.close());

  /** A browser from its own address, on the sign-in page of a fresh authorization request. */
  async function signInPage(address = `10.0.0.${++ip}`) {
    const browser = new TestBrowser({ 'x-forwarded-for': address });
    const start = await browser.get(
      authorizationUrl({
        issuer: `${t.baseUrl}/oidc`,
        clientId: 'pulso-web',
        redirectUri: `${t.baseUrl}/auth/callback`,
        nonce: 'n',
        state: 's',
        challenge: pkcePair().challenge,
      }),
    );
    const path = interactionPath(((await browser.follow(start)) as Response).url);
    const login = async (email: string, password: string) => {
      const res = await browser.post(`${t.baseUrl}${path}/login`, { email, password });
      return { status: res.status, location: res.headers.get('location'), html: await res.text() };
    };
    return { browser, login };
  }

  const visibleText = (html: string, email: string) =>
    html.replaceAll(email, 'EMAIL').replace(/\/idp\/interaction\/[^/"]+/g, 'URL');

  it('answers a wrong password and an unknown email with the same page', async () => {
    const { login } = await signInPage();
    const wrong = await login('dora@example.com', 'not the password');
    const unknown = await login('nadie@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.html).toContain(INVALID);
    expect(visibleText(wrong.html, 'dora@example.com')).toBe(
      visibleText(unknown.html, 'nadie@example.com'),
    );
  });

  it('signs in with the right password (email in any case) and returns to the app', async () => {
    const { login } = await signInPage();
    const ok = await login('  DORA@example.com ', PASSWORD);
    expect(ok.status).toBe(303);
    expect(ok.location).toContain('/oidc/auth/');
  });

  it('records failures without the password, and successes with the account', async () => {
    const failures = await t.container.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'idp.sign_in_failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    for (const row of failures) {
      expect(row.scope).toBe('system');
      expect(row.actorId).toBeNull();
      expect(row.ip).toMatch(/^10\.0\.0\.\d+$/);
      expect(JSON.stringify(row.details)).not.toContain('not the password');
    }
    expect(failures.map((r) => r.details.reason)).toEqual(
      expect.arrayContaining(['password', 'unknown_email']),
    );
    const [success] = await t.container.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'idp.sign_in'), eq(activityLogs.scope, 'user')));
    expect(success?.details).toMatchObject({ email: 'dora@example.com', method: 'pwd' });
  });

  it('backs off an address after five failures for an account, even with the right password then', async () => {
    const { login } = await signInPage('198.51.100.5');
    for (let i = 0; i < 5; i++) {
      expect((await login('eva@example.com', `wrong ${i}`)).html).toContain(INVALID);
    }
    const locked = await login('eva@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.html).toMatch(LOCKED);
    // Counted on the account for its owner to see.
    const account = await new LocalAccountsRepository(
      t.container.db,
      t.container.sealer,
    ).findByEmail('eva@example.com');
    expect(account?.failedAttempts).toBe(5);
  });

  it('issue 34 R12: strangers failing from anywhere never lock the owner out of their account', async () => {
    await registerThroughIdp(t.baseUrl, {
      email: 'olga@example.com',
      displayName: 'Olga',
      password: PASSWORD,
    });
    // Five wrong passwords from five addresses, then more from one of them (the lock's renewal).
    for (let i = 0; i < 5; i++) {
      const { login } = await signInPage(`203.0.113.${i + 1}`);
      expect((await login('olga@example.com', `wrong ${i}`)).status).toBe(401);
    }
    const stranger = await signInPage('203.0.113.9');
    for (let i = 0; i < 6; i++) await stranger.login('olga@example.com', `again ${i}`);
    expect((await stranger.login('olga@example.com', PASSWORD)).status).toBe(429);
    // One IPv6 /64 is one address: rotating within it gains nothing.
    for (let i = 0; i < 6; i++) {
      const { login } = await signInPage(`2001:db8:1:2::${i + 1}`);
      await login('olga@example.com', `v6 ${i}`);
    }
    const sameBlock = await signInPage('2001:db8:1:2:ffff::7');
    expect((await sameBlock.login('olga@example.com', PASSWORD)).status).toBe(429);
    // The owner, from her own address, signs in at once.
    const owner = await signInPage('192.0.2.200');
    expect((await owner.login('olga@example.com', PASSWORD)).status).toBe(303);
  });

  it('backs off the same way for an email that has no account', async () => {
    const { login } = await signInPage('198.51.100.6');
    for (let i = 0; i < 5; i++) {
      expect((await login('fantasma@example.com', `wrong ${i}`)).status).toBe(401);
    }
    const locked = await login('fantasma@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.html).toMatch(LOCKED);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const { login } = await signInPage();
    await login('dora@example.com', 'wrong once');
    await login('dora@example.com', 'wrong twice');
    expect((await login('dora@example.com', PASSWORD)).status).toBe(303);
    const account = await new LocalAccountsRepository(
      t.container.db,
      t.container.sealer,
    ).findByEmail('dora@example.com');
    expect(account?.failedAttempts).toBe(0);
    expect(account?.lockedUntil).toBeNull();
  });

  it('backs off an address after twenty failures across emails', async () => {
    const { login } = await signInPage('192.0.2.7');
    for (let i = 0; i < 20; i++) {
      expect((await login(`probe${i}@example.com`, 'guess')).status).toBe(401);
    }
    const blocked = await login('dora@example.com', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.html).toMatch(LOCKED);
    // Another address is not affected.
    const other = await signInPage('192.0.2.8');
    expect((await other.login('dora@example.com', PASSWORD)).status).toBe(303);
  });

  it('refuses a duplicate registration without saying the email exists', async () => {
    const browser = new TestBrowser({ 'x-forwarded-for': '10.9.9.9' });
    const start = await browser.get(
      authorizationUrl({
        issuer: `${t.baseUrl}/oidc`,
        clientId: 'pulso-web',
        redirectUri: `${t.baseUrl}/auth/callback`,
        nonce: 'n',
        state: 's',
        challenge: pkcePair().challenge,
      }),
    );
    const path = interactionPath(((await browser.follow(start)) as Response).url);
    const res = await browser.post(`${t.baseUrl}${path}/register`, {
      email: 'Dora@Example.com',
      displayName: 'Otra Dora',
      password: 'otra contraseña larga',
      confirmPassword: 'otra contraseña larga',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('No se pudo crear la cuenta con esos datos');
    expect(html).not.toMatch(/existe|registrad/i);
  });

  it('explains each registration field that is wrong', async () => {
    const browser = new TestBrowser({ 'x-forwarded-for': '10.9.9.10' });
    const start = await browser.get(
      authorizationUrl({
        issuer: `${t.baseUrl}/oidc`,
        clientId: 'pulso-web',
        redirectUri: `${t.baseUrl}/auth/callback`,
        nonce: 'n',
        state: 's',
        challenge: pkcePair().challenge,
      }),
    );
    const path = interactionPath(((await browser.follow(start)) as Response).url);
    const short = await browser.post(`${t.baseUrl}${path}/register`, {
      email: 'no-es-un-email',
      displayName: ' ',
      password: 'corta',
      confirmPassword: 'corta',
    });
    expect(short.status).toBe(400);
    const html = await short.text();
    expect(html).toContain('Introduce un email válido');
    expect(html).toContain('Escribe tu nombre');
    expect(html).toContain('La contraseña debe tener al menos 10 caracteres');
    expect(html).toContain('value="no-es-un-email"');
    expect(html).not.toContain('corta');
    const mismatch = await browser.post(`${t.baseUrl}${path}/register`, {
      email: 'nueva@example.com',
      displayName: 'Nueva',
      password: 'diez caracteres',
      confirmPassword: 'once caracteres',
    });
    expect(await mismatch.text()).toContain('Las contraseñas no coinciden');
  });
});
