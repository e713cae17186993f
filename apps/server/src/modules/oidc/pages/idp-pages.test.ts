import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  interactionPath,
  pkcePair,
  registerThroughIdp,
  startListeningApp,
  TestBrowser,
  type ListeningApp,
} from '../testing/oidc-test-client';

describe('embedded identity provider: sign-out, refusals and error pages', () => {
  let t: ListeningApp;
  let issuer: string;
  let redirectUri: string;
  beforeAll(async () => {
    t = await startListeningApp();
    issuer = `${t.baseUrl}/oidc`;
    redirectUri = `${t.baseUrl}/auth/callback`;
  });
  afterAll(() => t?.close());

  it('signs out through the end-session endpoint with a page that sends itself', async () => {
    const email = 'carla@example.com';
    const { idToken, browser } = await registerThroughIdp(t.baseUrl, {
      email,
      displayName: 'Carla',
      password: 'yet another secret',
    });
    const params = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${t.baseUrl}/`,
      state: 'bye',
    });
    const confirm = await browser.get(`${issuer}/session/end?${params}`);
    expect(confirm.status).toBe(200);
    const csp = confirm.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    const page = await confirm.text();
    expect(page).toContain('Cerrando sesión');
    expect(page).toContain('data-autosubmit');
    expect(page).toMatch(/<script src="\/idp\/assets\/idp\.js\?v=[0-9a-f]+"><\/script>/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const done = await browser.post(`${issuer}/session/end/confirm`, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${t.baseUrl}/?state=bye`);

    // The provider's session is gone: the next sign-in shows the page again.
    const start = await browser.get(
      authorizationUrl({
        issuer,
        clientId: 'pulso-web',
        redirectUri,
        nonce: 'n',
        state: 's',
        challenge: pkcePair().challenge,
      }),
    );
    const next = (await browser.follow(start, redirectUri)) as Response;
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('Inicia sesión');
  });

  it('refuses a redirect_uri that is not registered, with a Spanish page', async () => {
    const res = await fetch(
      authorizationUrl({
        issuer,
        clientId: 'pulso-web',
        redirectUri: 'https://evil.example/auth/callback',
        nonce: 'n',
        state: 's',
        challenge: pkcePair().challenge,
      }),
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Dirección no permitida');
    expect(html).toContain('lang="es"');
  });

  it('requires PKCE', async () => {
    const url = new URL(
      authorizationUrl({
        issuer,
        clientId: 'pulso-web',
        redirectUri,
        nonce: 'n',
        state: 's',
        challenge: 'x',
      }),
    );
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const res = await fetch(url, { redirect: 'manual' });
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('cancelling sends access_denied back to the app', async () => {
    const browser = new TestBrowser();
    const start = await browser.get(
      authorizationUrl({
        issuer,
        clientId: 'pulso-web',
        redirectUri,
        nonce: 'n',
        state: 's',
        challenge: pkcePair().challenge,
      }),
    );
    const path = interactionPath(((await browser.follow(start)) as Response).url);
    const back = await browser.follow(await browser.get(`${t.baseUrl}${path}/abort`), redirectUri);
    expect((back as URL).searchParams.get('error')).toBe('access_denied');
  });

  it('refuses a form posted from another origin', async () => {
    const browser = new TestBrowser();
    const start = await browser.get(
      authorizationUrl({
        issuer,
        clientId: 'pulso-web',
        redirectUri,
        nonce: 'n',
        state: 's',
        challenge: pkcePair().challenge,
      }),
    );
    const path = interactionPath(((await browser.follow(start)) as Response).url);
    const res = await browser.post(
      `${t.baseUrl}${path}/login`,
      { email: 'bea@example.com', password: 'another long secret' },
      'https://evil.example',
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Solicitud rechazada');
  });

  it('explains an expired or unknown sign-in in Spanish, not as JSON', async () => {
    const res = await fetch(`${t.baseUrl}/idp/interaction/not-a-real-uid`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('La sesión ha caducado');
  });

  it('serves the pages’ stylesheet and script from files', async () => {
    const css = await fetch(`${t.baseUrl}/idp/assets/idp.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('--accent');
    const js = await fetch(`${t.baseUrl}/idp/assets/idp.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
  });
});

describe('ending a user’s sessions', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp();
  });
  afterAll(() => t?.close());

  it('also ends their sign-in at the provider: the browser must type the password again', async () => {
    const redirectUri = `${t.baseUrl}/auth/callback`;
    const { idToken, nonce, browser } = await registerThroughIdp(
      t.baseUrl,
      { email: 'perdido@example.com', displayName: 'Móvil perdido', password: 'una frase larga' },
      t.container.auth.sessions.issueNonce(),
    );
    const upsert = await t.app.inject({
      method: 'POST',
      url: '/api/user/upsert',
      payload: { idToken, nonce },
    });
    const { user, token } = upsert.json();
    const signInAgain = async () =>
      browser.follow(
        await browser.get(
          authorizationUrl({
            issuer: `${t.baseUrl}/oidc`,
            clientId: 'pulso-web',
            redirectUri,
            nonce: t.container.auth.sessions.issueNonce(),
            state: 's',
            challenge: pkcePair().challenge,
          }),
        ),
        redirectUri,
      );
    expect(await signInAgain()).toBeInstanceOf(URL); // silently, through the provider's cookie

    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/sessions/end`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.statusCode).toBe(204);
    const page = await signInAgain();
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(200);
    expect(await (page as Response).text()).toContain('Inicia sesión');
  });
});
