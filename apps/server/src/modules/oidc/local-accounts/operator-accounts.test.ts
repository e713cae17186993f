import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccounts } from '../../../db/schema';
import { hashSetupToken } from './operator-accounts';
import {
  json,
  registerThroughIdp,
  signInThroughIdp,
  startListeningApp,
  TestBrowser,
  type ListeningApp,
} from '../testing/oidc-test-client';

const PASSWORD = 'la contraseña del operador';

describe('user:create with the embedded provider', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp();
    // The first user ever is an admin by design; the ones below are not.
    await registerThroughIdp(
      t.baseUrl,
      {
        email: 'first@example.com',
        displayName: 'First',
        password: PASSWORD,
      },
      t.container.auth.sessions.issueNonce(),
    ).then(exchange);
  });
  afterAll(() => t?.close());

  async function exchange({ idToken, nonce }: { idToken: string; nonce: string }) {
    const res = await fetch(`${t.baseUrl}/api/user/upsert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken, nonce }),
    });
    expect(res.status).toBe(200);
    return (await json(res)).user as { id: string; role: { name: string } };
  }

  const linkPage = (url: string) => new TestBrowser().get(url);
  const setPassword = (url: string, password = PASSWORD, confirmPassword = password) =>
    new TestBrowser().post(`${t.baseUrl}/idp/set-password`, {
      token: new URL(url).searchParams.get('token')!,
      password,
      confirmPassword,
    });

  it('never promotes an address someone registered themselves', async () => {
    const nonce = t.container.auth.sessions.issueNonce();
    const squatter = await exchange(
      await registerThroughIdp(
        t.baseUrl,
        { email: 'boss@example.com', displayName: 'Not the boss', password: PASSWORD },
        nonce,
      ),
    );
    expect(squatter.role.name).toBe('user');
    await expect(
      t.container.oidc.createOperatorUser('boss@example.com', { admin: true }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('registered itself on the sign-in page'),
    });
    const me = await t.container.db.query.users.findFirst({
      where: (u, { eq: is }) => is(u.id, squatter.id),
    });
    expect(me?.roleId).not.toBe(
      (await t.container.db.query.roles.findFirst({
        where: (r, { eq: is }) => is(r.name, 'admin'),
      }))!.id,
    );
  });

  it('makes a new identity with a one-time, expiring, hashed set-password link', async () => {
    const made = await t.container.oidc.createOperatorUser('ops@example.com', {
      name: 'Ops',
      admin: true,
    });
    expect(made.user.role.name).toBe('admin');
    const url = made.setPasswordUrl!;
    expect(url).toMatch(new RegExp(`^${t.baseUrl}/idp/set-password\\?token=[\\w-]{43}$`));
    const token = new URL(url).searchParams.get('token')!;
    const [row] = await t.container.db
      .select()
      .from(localAccounts)
      .where(eq(localAccounts.email, 'ops@example.com'));
    expect(row!.setupTokenHash).toBe(hashSetupToken(token)); // only the hash is stored
    expect(row!.setupTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    // Until a password is chosen, nothing signs in.
    const page = await linkPage(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ops@example.com');
    const mismatch = await setPassword(url, PASSWORD, 'otra cosa distinta');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('Las contraseñas no coinciden');
    const done = await setPassword(url);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Contraseña guardada');

    // Single use.
    const again = await setPassword(url, 'un intento de secuestro');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('El enlace no es válido, ya se usó o ha caducado');
    expect((await linkPage(url)).status).toBe(400);

    // Its owner signs in as the user the CLI made, its address vouched for.
    const nonce = t.container.auth.sessions.issueNonce();
    const signedIn = await signInThroughIdp(
      t.baseUrl,
      { email: 'ops@example.com', password: PASSWORD },
      nonce,
    );
    expect(decodeJwt(signedIn.idToken).email_verified).toBe(true);
    const user = await exchange(signedIn);
    expect(user).toMatchObject({ id: made.user.id, role: { name: 'admin' } });

    // Once a password is set, running the command again changes the user but prints no link.
    const rerun = await t.container.oidc.createOperatorUser('ops@example.com', { name: 'Ops 2' });
    expect(rerun).toMatchObject({ user: { id: made.user.id }, setPasswordUrl: undefined });
  });

  it('a new link replaces the previous one; an expired link does not work', async () => {
    const first = await t.container.oidc.createOperatorUser('late@example.com', {});
    const second = await t.container.oidc.createOperatorUser('late@example.com', {});
    expect(second.user.id).toBe(first.user.id);
    expect((await linkPage(first.setPasswordUrl!)).status).toBe(400);
    expect((await linkPage(second.setPasswordUrl!)).status).toBe(200);

    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    const old = await t.container.oidc.createOperatorUser('late@example.com', {}, dayAgo);
    expect((await linkPage(old.setPasswordUrl!)).status).toBe(400);
    expect((await setPassword(old.setPasswordUrl!)).status).toBe(400);
  });

  it('a made-up link is refused', async () => {
    const res = await linkPage(`${t.baseUrl}/idp/set-password?token=${'A'.repeat(43)}`);
    expect(res.status).toBe(400);
    expect((await linkPage(`${t.baseUrl}/idp/set-password`)).status).toBe(400);
  });
});
