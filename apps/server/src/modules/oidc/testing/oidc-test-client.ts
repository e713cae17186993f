// Test helpers (not a test file): a cookie-keeping HTTP "browser" that drives the authorization
// code + PKCE flow with fetch, and a Pulso app listening on a real port so its issuer URL is real.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildAppWithContainer, LOGGER_OPTIONS } from '../../../app';
import type { Container } from '../../../container';
import { createTestDatabase, testConfig } from '../../../test/harness';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ListeningApp {
  app: FastifyInstance;
  container: Container;
  baseUrl: string;
  /** Every log line the app wrote, with `captureLogs` (else empty). */
  logs: string[];
  close(): Promise<void>;
}

/** A Pulso app on a fresh database, listening on 127.0.0.1 with PUBLIC_URL set to match. */
export async function startListeningApp(
  env: Record<string, string> = {},
  options: { captureLogs?: boolean } = {},
): Promise<ListeningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await createTestDatabase();
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const { app, container } = await buildAppWithContainer({
    config: testConfig({ PUBLIC_URL: baseUrl, ...env }),
    database,
    logger: options.captureLogs
      ? pino({ level: 'info', ...LOGGER_OPTIONS }, sink)
      : pino({ level: process.env.IDP_TEST_LOG ?? 'silent' }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    container,
    baseUrl,
    logs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** fetch with a cookie jar, no automatic redirects, and the Origin a browser sends on a POST. */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  async get(url: string): Promise<Response> {
    return this.send(url, { method: 'GET' });
  }

  async post(url: string, form: Record<string, string>, origin = new URL(url).origin) {
    return this.send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Follows redirects until one points at `stopAt` (answered without fetching it). */
  async follow(response: Response, stopAt?: string): Promise<Response | URL> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, current.url);
      if (stopAt && next.href.startsWith(stopAt)) return next;
      current = await this.get(next.href);
    }
    throw new Error('too many redirects');
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) headers.set(name, value);
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), rest.join('='));
    }
    Object.defineProperty(response, 'url', { value: url });
    return response;
  }
}

export interface AuthRequest {
  issuer: string;
  clientId: string;
  redirectUri: string;
  nonce: string;
  state: string;
  challenge: string;
  scope?: string;
}

export function authorizationUrl(r: AuthRequest): string {
  const params = new URLSearchParams({
    client_id: r.clientId,
    response_type: 'code',
    scope: r.scope ?? 'openid email profile',
    redirect_uri: r.redirectUri,
    nonce: r.nonce,
    state: r.state,
    code_challenge: r.challenge,
    code_challenge_method: 'S256',
  });
  return `${r.issuer}/auth?${params}`;
}

/** POST /token: the code and its verifier for the tokens (the JSON body, whatever the status). */
export async function exchangeCode(
  issuer: string,
  r: { clientId: string; redirectUri: string; code: string; verifier: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: r.clientId,
      redirect_uri: r.redirectUri,
      code: r.code,
      code_verifier: r.verifier,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The interaction uid in a sign-in page's URL (/idp/interaction/<uid>). */
export function interactionPath(url: string): string {
  const match = /\/idp\/interaction\/[^/?#]+/.exec(url);
  if (!match) throw new Error(`not an interaction URL: ${url}`);
  return match[0];
}

/**
 * Registers a new local account through the embedded provider's pages and answers the ID token
 * for it (and the nonce it carries), as the web app's popup would.
 */
export async function registerThroughIdp(
  base: string,
  account: { email: string; displayName: string; password: string },
  nonce = randomBytes(8).toString('hex'),
): Promise<{ idToken: string; nonce: string; browser: TestBrowser }> {
  return throughIdp(base, nonce, '/register', { ...account, confirmPassword: account.password });
}

/** Signs in to an existing local account (no second factor) and answers its ID token. */
export async function signInThroughIdp(
  base: string,
  account: { email: string; password: string },
  nonce = randomBytes(8).toString('hex'),
): Promise<{ idToken: string; nonce: string; browser: TestBrowser }> {
  return throughIdp(base, nonce, '/login', account);
}

async function throughIdp(base: string, nonce: string, step: string, form: Record<string, string>) {
  const browser = new TestBrowser();
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${base}/auth/callback`;
  const issuer = `${base}/oidc`;
  const start = await browser.get(
    authorizationUrl({ issuer, clientId: 'pulso-web', redirectUri, nonce, state: 's', challenge }),
  );
  const page = (await browser.follow(start)) as Response;
  const path = interactionPath(page.url);
  const posted = await browser.post(`${base}${path}${step}`, form);
  const callback = await browser.follow(posted, redirectUri);
  if (!(callback instanceof URL)) throw new Error(`no callback: ${callback.status}`);
  const code = callback.searchParams.get('code')!;
  const tokens = await exchangeCode(issuer, { clientId: 'pulso-web', redirectUri, code, verifier });
  return { idToken: String(tokens.body.id_token), nonce, browser };
}

/** A response's JSON, left untyped: the tests' assertions are what check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export const json = async (res: Response): Promise<any> => res.json();
