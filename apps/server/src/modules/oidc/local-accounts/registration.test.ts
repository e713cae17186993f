import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccounts } from '../../../db/schema';
import {
  authorizationUrl,
  interactionPath,
  pkcePair,
  startListeningApp,
  TestBrowser,
  type ListeningApp,
} from '../testing/oidc-test-client';

describe('registering in the embedded provider', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    // Behind a trusted proxy the client address comes from X-Forwarded-For.
    t = await startListeningApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  /** A browser from `address` on the registration form of a fresh authorization request. */
  async function registerFrom(address: string) {
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
    return async (email: string, displayName = 'Nombre', password = 'una contraseña larga') => {
      const res = await browser.post(`${t.baseUrl}${path}/register`, {
        email,
        displayName,
        password,
        confirmPassword: password,
      });
      return { status: res.status, html: await res.text() };
    };
  }

  it('refuses a name with a NUL byte on the form, with a 400 and nothing stored', async () => {
    const register = await registerFrom('10.1.0.1');
    const res = await register('nul@example.com', 'Ana\u0000Admin');
    expect(res.status).toBe(400);
    expect(res.html).toContain('El nombre no puede contener caracteres de control');
    const rows = await t.container.db
      .select()
      .from(localAccounts)
      .where(eq(localAccounts.email, 'nul@example.com'));
    expect(rows).toEqual([]);
  });

  it('limits registrations per address, with a clear page', async () => {
    for (let i = 0; i < 20; i++) {
      const register = await registerFrom('10.2.0.1');
      expect((await register(`bulk${i}@example.com`)).status).toBe(303);
    }
    const register = await registerFrom('10.2.0.1');
    const refused = await register('bulk20@example.com');
    expect(refused.status).toBe(429);
    expect(refused.html).toMatch(
      /Se han creado demasiadas cuentas desde tu conexión\. Vuelve a intentarlo en \d+ minutos?\./,
    );
    const rows = await t.container.db
      .select()
      .from(localAccounts)
      .where(eq(localAccounts.email, 'bulk20@example.com'));
    expect(rows).toEqual([]);
    // Another address is not affected.
    expect((await (await registerFrom('10.2.0.2'))('other@example.com')).status).toBe(303);
  }, 120_000);

  it('backs off registrations for an email that is taken, from any address', async () => {
    for (let i = 0; i < 5; i++) {
      const register = await registerFrom(`10.3.0.${i}`);
      expect((await register('bulk0@example.com')).status).toBe(400);
    }
    const register = await registerFrom('10.3.1.1');
    const locked = await register('bulk0@example.com');
    expect(locked.status).toBe(429);
    expect(locked.html).toContain('Demasiados intentos fallidos');
  }, 60_000);

  it('limits sign-in attempts per address, whatever their outcome', async () => {
    const browser = new TestBrowser({ 'x-forwarded-for': '10.4.0.1' });
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
    const login = async () => {
      const res = await browser.post(`${t.baseUrl}${path}/login`, {
        email: 'nadie@example.com',
        password: 'una contraseña',
      });
      return { status: res.status, html: await res.text() };
    };
    for (let i = 0; i < 60; i++) expect((await login()).status).not.toBe(303);
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(limited.html).toMatch(
      /Demasiados intentos desde tu conexión\. Vuelve a intentarlo en \d+ minutos?\./,
    );
  }, 120_000);
});
