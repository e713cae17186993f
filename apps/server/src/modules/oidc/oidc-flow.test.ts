import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  exchangeCode,
  json,
  interactionPath,
  pkcePair,
  startListeningApp,
  TestBrowser,
  type ListeningApp,
} from './testing/oidc-test-client';

describe('embedded identity provider: authorization code + PKCE, end to end', () => {
  let t: ListeningApp;
  let issuer: string;
  let redirectUri: string;
  beforeAll(async () => {
    t = await startListeningApp();
    issuer = `${t.baseUrl}/oidc`;
    redirectUri = `${t.baseUrl}/auth/callback`;
  });
  afterAll(() => t?.close());

  it('publishes discovery for the /oidc issuer: code flow, S256 only, RS256 ID tokens', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const meta = await json(res);
    expect(meta).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(meta.id_token_signing_alg_values_supported).toContain('RS256');
    const jwks = await json(await fetch(meta.jwks_uri));
    expect(jwks.keys[0].kid).toBe(t.container.idpKeys!.publicJwks.keys[0]!.kid);
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('registers in the sign-in pages, consents by itself, and issues a verifiable ID token', async () => {
    const browser = new TestBrowser();
    const { challenge } = pkcePair();
    const nonce = t.container.auth.sessions.issueNonce();
    const start = await browser.get(
      authorizationUrl({
        issuer,
        clientId: 'pulso-web',
        redirectUri,
        nonce,
        state: 'st-1',
        challenge,
      }),
    );
    expect(start.status).toBe(303);
    const signIn = (await browser.follow(start)) as Response;
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('content-type')).toContain('text/html');
    const html = await signIn.text();
    expect(html).toContain('Inicia sesión');
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>/); // no inline script
    // A no-referrer policy would make browsers send `Origin: null` with the form, refused below.
    expect(html).not.toContain('no-referrer');
    const path = interactionPath(signIn.url);

    const form = await browser.get(`${t.baseUrl}${path}/register`);
    expect(await form.text()).toContain('Crea tu cuenta');
    const posted = await browser.post(`${t.baseUrl}${path}/register`, {
      email: 'Ana@Example.com',
      displayName: 'Ana Pérez',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    });
    expect(posted.status).toBe(303);
    const callback = await browser.follow(posted, redirectUri);
    expect(callback).toBeInstanceOf(URL);
    const back = callback as URL;
    expect(back.searchParams.get('state')).toBe('st-1');
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    // Without the right verifier the code is worthless …
    const wrong = await exchangeCode(issuer, {
      clientId: 'pulso-web',
      redirectUri,
      code,
      verifier: pkcePair().verifier,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
  });

  it('exchanges the code once, for an ID token with the right claims', async () => {
    const browser = new TestBrowser();
    const { verifier, challenge } = pkcePair();
    const nonce = t.container.auth.sessions.issueNonce();
    const start = await browser.get(
      authorizationUrl({
        issuer,
        clientId: 'pulso-web',
        redirectUri,
        nonce,
        state: 'st-2',
        challenge,
      }),
    );
    const path = interactionPath(((await browser.follow(start)) as Response).url);
    const posted = await browser.post(`${t.baseUrl}${path}/register`, {
      email: 'bea@example.com',
      displayName: 'Bea',
      password: 'another long secret',
      confirmPassword: 'another long secret',
    });
    const code = ((await browser.follow(posted, redirectUri)) as URL).searchParams.get('code')!;

    const tokens = await exchangeCode(issuer, {
      clientId: 'pulso-web',
      redirectUri,
      code,
      verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeUndefined();
    const idToken = String(tokens.body.id_token);
    expect(decodeProtectedHeader(idToken).alg).toBe('RS256');
    const claims = decodeJwt(idToken);
    expect(claims).toMatchObject({
      iss: issuer,
      aud: 'pulso-web',
      email: 'bea@example.com',
      email_verified: false,
      name: 'Bea',
      nonce,
    });
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);

    const verified = await t.container.auth.idTokens.verify(idToken, nonce);
    expect(verified).toMatchObject({
      uid: claims.sub,
      email: 'bea@example.com',
      displayName: 'Bea',
    });

    // … and a code works only once.
    const again = await exchangeCode(issuer, {
      clientId: 'pulso-web',
      redirectUri,
      code,
      verifier,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');

    // The app accepts it: POST /api/user/upsert with a nonce it issued.
    const upsert = await fetch(`${t.baseUrl}/api/user/upsert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken, nonce }),
    });
    expect(upsert.status).toBe(200);
    expect((await json(upsert)).user).toMatchObject({ uid: claims.sub, email: 'bea@example.com' });

    // The provider's session now signs the same browser in again without a page.
    const n2 = t.container.auth.sessions.issueNonce();
    const pair = pkcePair();
    const again2 = await browser.get(
      authorizationUrl({
        issuer,
        clientId: 'pulso-web',
        redirectUri,
        nonce: n2,
        state: 's',
        challenge: pair.challenge,
      }),
    );
    const silent = await browser.follow(again2, redirectUri);
    expect(silent).toBeInstanceOf(URL);
    expect((silent as URL).searchParams.get('code')).toBeTruthy();
  });
});

describe('the Vite dev server as a sign-in redirect', () => {
  const startAt = async (t: ListeningApp) =>
    new TestBrowser().get(
      authorizationUrl({
        issuer: `${t.baseUrl}/oidc`,
        clientId: 'pulso-web',
        redirectUri: 'http://localhost:5173/auth/callback',
        nonce: 'n',
        state: 's',
        challenge: pkcePair().challenge,
      }),
    );

  it('is refused outside development', async () => {
    const t = await startListeningApp();
    try {
      const res = await startAt(t);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('redirect_uri');
    } finally {
      await t.close();
    }
  });

  it('is allowed with NODE_ENV=development (npm run dev)', async () => {
    const t = await startListeningApp({ NODE_ENV: 'development' });
    try {
      const res = await startAt(t);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toContain('/idp/interaction/');
    } finally {
      await t.close();
    }
  });
});
