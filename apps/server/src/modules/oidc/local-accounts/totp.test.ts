import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { queryRows } from '../../../db/client';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authorizationUrl,
  exchangeCode,
  json,
  interactionPath,
  pkcePair,
  registerThroughIdp,
  startListeningApp,
  TestBrowser,
  type ListeningApp,
} from '../testing/oidc-test-client';
import { SecondFactorChallenges, totpStep } from './totp';

const PASSWORD = 'frase de paso larga';

describe('TOTP: enrolment through the API, then the code at sign-in', () => {
  let t: ListeningApp;
  let auth: { authorization: string };
  let secret: string;

  /**
   * A valid code from a time step no test has used yet: the clock (Date only; timers stay real)
   * moves 30 s ahead for each one, as a user would wait for the next code.
   */
  const freshCode = () => {
    vi.setSystemTime(Date.now() + 30_000);
    return new TOTP({ secret }).generate();
  };

  const api = (method: string, url: string, body?: object) =>
    fetch(`${t.baseUrl}/api${url}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    t = await startListeningApp();
    const { idToken, nonce } = await registerThroughIdp(
      t.baseUrl,
      { email: 'fede@example.com', displayName: 'Fede', password: PASSWORD },
      t.container.auth.sessions.issueNonce(),
    );
    const res = await fetch(`${t.baseUrl}/api/user/upsert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken, nonce }),
    });
    expect(res.status).toBe(200);
    auth = { authorization: `Bearer ${(await json(res)).token}` };
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  async function passwordStep(password = PASSWORD) {
    const browser = new TestBrowser();
    const { verifier, challenge } = pkcePair();
    const nonce = t.container.auth.sessions.issueNonce();
    const redirectUri = `${t.baseUrl}/auth/callback`;
    const start = await browser.get(
      authorizationUrl({
        issuer: `${t.baseUrl}/oidc`,
        clientId: 'pulso-web',
        redirectUri,
        nonce,
        state: 's',
        challenge,
      }),
    );
    const path = interactionPath(((await browser.follow(start)) as Response).url);
    const res = await browser.post(`${t.baseUrl}${path}/login`, {
      email: 'fede@example.com',
      password,
    });
    const html = await res.text();
    const hidden = /name="challenge" value="([^"]+)"/.exec(html)?.[1];
    const submit = async (code: string, challengeValue = hidden ?? '') => {
      const r = await browser.post(`${t.baseUrl}${path}/totp`, { challenge: challengeValue, code });
      return { res: r, html: await r.text() };
    };
    const finish = async (res: Response) => {
      const back = (await browser.follow(res, redirectUri)) as URL;
      const code = back.searchParams.get('code')!;
      const tokens = await exchangeCode(`${t.baseUrl}/oidc`, {
        clientId: 'pulso-web',
        redirectUri,
        code,
        verifier,
      });
      return decodeJwt(String(tokens.body.id_token));
    };
    return { res, html, challenge: hidden, submit, finish, path };
  }

  it('starts disabled; the routes need a session', async () => {
    expect(await json(await api('GET', '/user/totp'))).toEqual({ enabled: false });
    const anonymous = await fetch(`${t.baseUrl}/api/user/totp`);
    expect(anonymous.status).toBe(401);
  });

  it('sets up a pending secret with a QR code, and enables it only with a right code', async () => {
    const res = await api('POST', '/user/totp/setup');
    expect(res.status).toBe(200);
    const setup = await json(res);
    secret = setup.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Pulso:fede%40example\.com\?/);
    expect(setup.otpauthUrl).toContain(`secret=${secret}`);
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Pending, not yet enabled: sign-in still needs only the password.
    expect(await json(await api('GET', '/user/totp'))).toEqual({ enabled: false });

    const wrong = await api('POST', '/user/totp/enable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toBe('Código incorrecto');
    const ok = await api('POST', '/user/totp/enable', { code: freshCode() });
    expect(await json(ok)).toEqual({ enabled: true });
    expect(await json(await api('GET', '/user/totp'))).toEqual({ enabled: true });

    // At rest the secret is sealed under the master key, never in clear.
    const [row] = await queryRows<{ totp_secret: string }>(
      t.container.db,
      sql`select totp_secret from local_accounts where totp_secret is not null`,
    );
    expect(row!.totp_secret).toMatch(/^v1\./);
    expect(row!.totp_secret).not.toContain(secret);
  });

  it('then asks for the code after the password; a wrong code fails', async () => {
    const step = await passwordStep();
    expect(step.res.status).toBe(200);
    expect(step.html).toContain('Verificación en dos pasos');
    expect(step.html).toContain('autocomplete="one-time-code"');
    const wrong = await step.submit('123456');
    expect(wrong.res.status).toBe(401);
    expect(wrong.html).toContain('Código incorrecto');
    const right = await step.submit(freshCode());
    expect(right.res.status).toBe(303);
    const claims = await step.finish(right.res);
    expect(claims.email).toBe('fede@example.com');
    expect(claims.amr).toEqual(['pwd', 'otp']);
  });

  it('refuses a code already used within its window', async () => {
    const code = freshCode();
    const first = await passwordStep();
    expect((await first.submit(code)).res.status).toBe(303);
    const second = await passwordStep();
    const reused = await second.submit(code);
    expect(reused.res.status).toBe(401);
    expect(reused.html).toContain('Código incorrecto');
  });

  it('does not accept a code without the password step (forged or foreign challenge)', async () => {
    const step = await passwordStep('not the password');
    expect(step.html).toContain('Email o contraseña incorrectos');
    const forged = new SecondFactorChallenges('some other key').issue('x', 'y');
    const res = await step.submit(freshCode(), forged);
    expect(res.res.status).toBe(401);
    expect(res.html).toContain('La verificación ha caducado');
  });

  it('disables with a current code only', async () => {
    expect((await api('POST', '/user/totp/disable', { code: '111111' })).status).toBe(400);
    const res = await api('POST', '/user/totp/disable', { code: freshCode() });
    expect(await json(res)).toEqual({ enabled: false });
    const step = await passwordStep();
    expect(step.res.status).toBe(303);
  });

  it('records setting up, enabling and disabling in the activity log', async () => {
    for (const action of ['idp.totp_setup', 'idp.totp_enabled', 'idp.totp_disabled']) {
      const res = await fetch(`${t.baseUrl}/api/activity-log/list?action=${action}`, {
        headers: auth,
      });
      expect(res.status).toBe(200);
      expect((await json(res)).data, action).toHaveLength(1);
    }
  });

  it('answers 409 for a user whose identity is not a local account', async () => {
    const cliUser = await t.container.users.service.upsertByEmail('ops@example.com', {});
    const { token } = await t.container.auth.sessions.sign(cliUser.id, 0);
    const res = await fetch(`${t.baseUrl}/api/user/totp`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(409);
    expect((await json(res)).error).toBe(
      'La verificación en dos pasos la gestiona tu proveedor de identidad',
    );
  });
});

describe('TOTP codes', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  it('match within one step either side, not two', () => {
    const now = Date.parse('2026-03-01T12:00:10Z');
    const code = (offsetSteps: number) =>
      new TOTP({ secret: new TOTP({ secret }).secret }).generate({
        timestamp: now + offsetSteps * 30_000,
      });
    const step = TOTP.counter({ timestamp: now });
    expect(totpStep(secret, code(0), now)).toBe(step);
    expect(totpStep(secret, code(-1), now)).toBe(step - 1);
    expect(totpStep(secret, code(1), now)).toBe(step + 1);
    expect(totpStep(secret, code(2), now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('second-factor challenges are bound to their interaction and expire', () => {
    let clock = 1_000_000;
    const challenges = new SecondFactorChallenges('key', 300, () => clock);
    const issued = challenges.issue('account-1', 'uid-1');
    expect(challenges.open(issued, 'uid-1')).toBe('account-1');
    expect(challenges.open(issued, 'uid-2')).toBeUndefined();
    expect(challenges.open(`${issued}x`, 'uid-1')).toBeUndefined();
    clock += 300_000;
    expect(challenges.open(issued, 'uid-1')).toBeUndefined();
  });
});
