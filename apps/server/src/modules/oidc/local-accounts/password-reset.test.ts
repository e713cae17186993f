import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../../lib/actor';
import {
  authorizationUrl,
  interactionPath,
  json,
  pkcePair,
  registerThroughIdp,
  signInThroughIdp,
  startListeningApp,
  TestBrowser,
  type ListeningApp,
} from '../testing/oidc-test-client';

const OLD = 'la contraseña de antes';
const NEW = 'la contraseña nueva de Ana';

describe('¿Olvidaste tu contraseña?: one-time reset links', () => {
  let t: ListeningApp;
  let admin: { authorization: string };
  let ana: { id: string; headers: { authorization: string } };
  const issued: string[] = [];

  async function signUp(email: string, password: string) {
    const nonce = t.container.auth.sessions.issueNonce();
    const { idToken } = await registerThroughIdp(
      t.baseUrl,
      { email, displayName: email.split('@')[0]!, password },
      nonce,
    );
    const res = await fetch(`${t.baseUrl}/api/user/upsert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken, nonce }),
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    return { id: body.user.id as string, headers: { authorization: `Bearer ${body.token}` } };
  }

  const issueByAdmin = async (userId: string, headers = admin) => {
    const res = await fetch(`${t.baseUrl}/api/user/${userId}/password-reset`, {
      method: 'POST',
      headers,
    });
    if (res.status === 200) issued.push((await json(res)).url);
    return { status: res.status, url: issued.at(-1)!, res };
  };
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const reset = (url: string, password = NEW) =>
    new TestBrowser().post(`${t.baseUrl}/idp/set-password`, {
      token: tokenOf(url),
      password,
      confirmPassword: password,
    });

  beforeAll(async () => {
    t = await startListeningApp({}, { captureLogs: true });
    admin = (await signUp('admin@example.com', 'la contraseña del admin')).headers; // first: admin
    ana = await signUp('ana@example.com', OLD);
  });
  afterAll(() => t?.close());

  it('links the sign-in page to a page that explains the reset without asking for an address', async () => {
    const browser = new TestBrowser();
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
    const signIn = (await browser.follow(start)) as Response;
    const path = interactionPath(signIn.url);
    expect(await signIn.text()).toContain(
      `<a href="${path}/forgot-password">¿Olvidaste tu contraseña?</a>`,
    );
    const forgot = await browser.get(`${t.baseUrl}${path}/forgot-password`);
    expect(forgot.status).toBe(200);
    const page = (await forgot.text()).replace(/\s+/g, ' ');
    expect(page).toContain('Pulso no envía correos');
    expect(page).toContain('Pide a un administrador de Pulso un enlace para restablecer');
    expect(page).not.toContain('<form'); // nothing to type: nothing to learn about addresses
  });

  it('admin link → new password: the new one signs in, the old one and old sessions do not', async () => {
    expect((await fetch(`${t.baseUrl}/api/user/totp`, { headers: ana.headers })).status).toBe(200);
    // Only an admin issues links.
    expect((await issueByAdmin(ana.id, ana.headers)).status).toBe(403);
    const { status, url } = await issueByAdmin(ana.id);
    expect(status).toBe(200);
    expect(url).toMatch(new RegExp(`^${t.baseUrl}/idp/set-password\\?token=[\\w-]{43}$`));

    const page = await new TestBrowser().get(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ana@example.com');
    // The password rules of local accounts apply.
    const short = await reset(url, 'corta');
    expect(short.status).toBe(400);
    const done = await reset(url);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Contraseña guardada');

    await expect(
      signInThroughIdp(t.baseUrl, { email: 'ana@example.com', password: OLD }),
    ).rejects.toThrow('no callback');
    const signedIn = await signInThroughIdp(t.baseUrl, {
      email: 'ana@example.com',
      password: NEW,
    });
    expect(signedIn.idToken).toBeTruthy();
    // Her sessions from before the reset are over.
    expect((await fetch(`${t.baseUrl}/api/user/totp`, { headers: ana.headers })).status).toBe(401);

    // Single use, with a Spanish refusal.
    const again = await reset(url, 'otra contraseña más');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('El enlace no es válido, ya se usó o ha caducado');
  });

  it('refuses an expired link and one a newer link replaced; the CLI issues them by email', async () => {
    const past = new Date(Date.now() - 31 * 60_000);
    const expired = await t.container.oidc.passwordResetLink(
      { email: 'ana@example.com' },
      SYSTEM_ACTOR,
      past,
    );
    issued.push(expired);
    const res = await reset(expired);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('ya se usó o ha caducado');

    const older = await t.container.oidc.passwordResetLink({ email: 'ana@example.com' });
    const newer = (await issueByAdmin(ana.id)).url;
    issued.push(older);
    expect((await reset(older)).status).toBe(400);
    expect((await new TestBrowser().get(newer)).status).toBe(200);

    await expect(
      t.container.oidc.passwordResetLink({ email: 'nadie@example.com' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const unknown = await issueByAdmin('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await json(unknown.res)).error).toMatch(/no tiene una cuenta local/);
  });

  it('never writes a reset token into the logs, and logs that one was issued', async () => {
    expect(issued.length).toBeGreaterThanOrEqual(4);
    const logs = t.logs.join('');
    expect(logs).toContain('/idp/set-password?[redacted]');
    for (const url of issued) expect(logs).not.toContain(tokenOf(url));
    const entries = await t.container.db.query.activityLogs.findMany({
      where: (a, { eq }) => eq(a.action, 'idp.password_reset_issued'),
    });
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const url of issued) expect(JSON.stringify(entries)).not.toContain(tokenOf(url));
  });
});
