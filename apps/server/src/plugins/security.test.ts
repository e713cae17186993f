import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('security headers, CORS and rate limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends a CSP without inline scripts, and the other protective headers', async () => {
    t = await createTestApp();
    const res = await t.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests only behind HTTPS', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://pulso.example.com' } });
    const res = await t.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('lets the browser reach an external identity provider, and nothing else', async () => {
    t = await createTestApp({ env: { OIDC_ISSUER: 'https://accounts.example.com/realm' } });
    const csp = String((await t.app.inject('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://accounts.example.com;");
  });

  it('allows CORS only for the listed origins', async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://allowed.example' } });
    const allowed = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://allowed.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://allowed.example');
    const own = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'http://localhost:3010' },
    });
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3010');
    const other = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits the API per client with a JSON 429', async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_MAX: '3' },
      testRoutes: async (app) => {
        app.get('/ping', { config: { access: 'public' } }, async () => ({ pong: true }));
      },
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject('/api/test/ping')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject('/api/test/ping');
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^Demasiadas solicitudes: vuelve a intentarlo en \d+ s$/),
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client address has its own budget.
    const other = await t.app.inject({ url: '/api/test/ping', remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });

  it('limits each public read route per client to PUBLIC_RATE_LIMIT_MAX, under the API limit', async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_MAX: '2' } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await t.app.inject('/api/account/public/list')).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const limited = await t.app.inject('/api/account/public/list');
    expect(limited.json().error).toMatch(/^Demasiadas solicitudes: vuelve a intentarlo en \d+ s$/);
    // A route without the public read limit is not held to it.
    expect((await t.app.inject('/api/auth/config')).statusCode).toBe(200);
  });

  it('never rate-limits the health check', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '1' } });
    for (let i = 0; i < 3; i++) expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('request logs', () => {
  it('keep the path but not the query string of sign-in URLs, which carry codes and tokens', async () => {
    const t = await createTestApp();
    await t.app.inject('/oidc/session/end?id_token_hint=eyJhbGciOi.secret-id-token.sig');
    await t.app.inject('/auth/callback?code=the-authorization-code&state=s');
    await t.app.inject('/api/exchange/list?page=2');
    const logs = t.logs.join('');
    expect(logs).not.toContain('secret-id-token');
    expect(logs).not.toContain('the-authorization-code');
    expect(logs).toContain('/oidc/session/end?[redacted]');
    expect(logs).toContain('/api/exchange/list?page=2');
    // One line per request, once answered, with its outcome and time.
    const lines = t.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    const exchangeList = lines.filter(
      (l) => (l.req as { url?: string } | undefined)?.url === '/api/exchange/list?page=2',
    );
    expect(exchangeList).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        statusCode: 401, // a visitor
        responseTime: expect.any(Number),
        req: expect.objectContaining({ method: 'GET' }),
      }),
    ]);
    await t.close();
  });
});
