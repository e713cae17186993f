import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import type { AdapterFactory, AdapterPayload } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  exchangeCode,
  json,
  freePort,
  pkcePair,
  registerThroughIdp,
  startListeningApp,
  TestBrowser,
  type ListeningApp,
} from './testing/oidc-test-client';
import { createProvider } from './provider/provider';

/** The second provider keeps its state in a Map: nothing shared with any Pulso database. */
function mapAdapter(): AdapterFactory {
  const store = new Map<string, AdapterPayload>();
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const mine = () => [...store].filter(([k]) => k.startsWith(`${model}:`));
    return {
      upsert: async (id, payload) => void store.set(key(id), payload),
      find: async (id) => store.get(key(id)),
      findByUid: async (uid) => mine().find(([, p]) => p.uid === uid)?.[1],
      findByUserCode: async (code) => mine().find(([, p]) => p.userCode === code)?.[1],
      consume: async (id) => {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => void store.delete(key(id)),
      revokeByGrantId: async (grantId) => {
        for (const [k, p] of mine()) if (p.grantId === grantId) store.delete(k);
      },
    };
  };
}

interface ExternalIssuer {
  issuer: string;
  clientId: string;
  redirectUri: string;
  close(): Promise<void>;
}

/**
 * An independent OpenID Connect provider on its own port, with its own freshly generated key,
 * built from the same factory as the embedded one. Its "sign-in page" signs in one fixed person.
 */
async function startExternalIssuer(): Promise<ExternalIssuer> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'external-client';
  const redirectUri = 'http://app.example/auth/callback';
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'external-1', alg: 'RS256', use: 'sig' };
  const provider = await createProvider({
    issuer,
    clientId,
    redirectUris: [redirectUri],
    postLogoutRedirectUris: [],
    jwks: { keys: [jwk] },
    cookieKeys: ['external-cookie-key'],
    adapter: mapAdapter(),
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: 'zoe@external.example', email_verified: true, name: 'Zoe' }),
    }),
    interactionUrl: (uid) => `${issuer}/interaction/${uid}`,
  });
  const handle = provider.callback();
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    void (async () => {
      const grant = new provider.Grant({ accountId: 'ext-zoe', clientId });
      grant.addOIDCScope('openid email profile');
      await provider.interactionFinished(req, res, {
        login: { accountId: 'ext-zoe' },
        consent: { grantId: await grant.save() },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    redirectUri,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function idTokenFrom(external: ExternalIssuer, nonce: string): Promise<string> {
  const browser = new TestBrowser();
  const { verifier, challenge } = pkcePair();
  const start = await browser.get(authorizationUrl({ ...external, nonce, state: 's', challenge }));
  const callback = await browser.follow(start, external.redirectUri);
  if (!(callback instanceof URL)) throw new Error(`no callback (${callback.status})`);
  const code = callback.searchParams.get('code')!;
  const tokens = await exchangeCode(external.issuer, { ...external, code, verifier });
  return String(tokens.body.id_token);
}

describe('an external issuer (OIDC_ISSUER) instead of the embedded provider', () => {
  let external: ExternalIssuer;
  let pulso: ListeningApp;
  let otherPulso: ListeningApp;
  beforeAll(async () => {
    external = await startExternalIssuer();
    pulso = await startListeningApp({
      OIDC_ISSUER: external.issuer,
      OIDC_CLIENT_ID: external.clientId,
    });
    otherPulso = await startListeningApp();
  });
  afterAll(async () => {
    await pulso?.close();
    await otherPulso?.close();
    await external?.close();
  });

  const nonce = async (): Promise<string> =>
    (await json(await fetch(`${pulso.baseUrl}/api/auth/nonce`, { method: 'POST' }))).nonce;
  const upsert = (idToken: string, n: string) =>
    fetch(`${pulso.baseUrl}/api/user/upsert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken, nonce: n }),
    });

  it('accepts an ID token from that issuer, found through its discovery document', async () => {
    const n = await nonce();
    const res = await upsert(await idTokenFrom(external, n), n);
    expect(res.status).toBe(200);
    const { user, token } = await json(res);
    expect(user).toMatchObject({
      uid: 'ext-zoe',
      email: 'zoe@external.example',
      displayName: 'Zoe',
    });
    expect(token).toBeTruthy();
    // Enrolling TOTP is the external provider's business.
    const totp = await fetch(`${pulso.baseUrl}/api/user/totp`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(totp.status).toBe(409);
  });

  it('refuses an ID token from another Pulso’s embedded provider', async () => {
    const n = await nonce();
    const { idToken } = await registerThroughIdp(
      otherPulso.baseUrl,
      { email: 'intrusa@example.com', displayName: 'Intrusa', password: 'contraseña de otra' },
      n,
    );
    // It is a good token for the instance that issued it …
    await expect(otherPulso.container.auth.idTokens.verify(idToken, n)).resolves.toMatchObject({
      email: 'intrusa@example.com',
    });
    // … and worthless here: another issuer, another key, another audience.
    const res = await upsert(idToken, n);
    expect(res.status).toBe(401);
    await expect(pulso.container.auth.idTokens.verify(idToken, n)).rejects.toThrow(
      'El token de identidad no es válido',
    );
  });

  it('mounts no embedded provider', async () => {
    const res = await fetch(`${pulso.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(404);
    const page = await fetch(`${pulso.baseUrl}/idp/interaction/x`);
    expect(await page.text()).not.toContain('Inicia sesión');
  });
});
