import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_REQUESTS_PER_MINUTE, tokenRateLimit } from './provider/token-rate-limit';
import { startListeningApp, type ListeningApp } from './testing/oidc-test-client';

/** Issue 34 R17: /oidc/token had no rate limit (the API's limit does not cover /oidc). */
describe('the token endpoint is rate limited per client address', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  const tokenRequest = (address: string, clientId = 'pulso-web') =>
    fetch(`${t.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientId,
        redirect_uri: `${t.baseUrl}/auth/callback`,
        code: 'not-a-code',
        code_verifier: 'x'.repeat(43),
      }),
    });

  it('answers 429 with a Spanish description and Retry-After past the limit; another address is served', async () => {
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE; i++) {
      const res = await tokenRequest('198.51.100.20');
      // Refused by the provider for its made-up code, not by the limit.
      expect(res.status).toBe(400);
      await res.body?.cancel();
    }
    const limited = await tokenRequest('198.51.100.20');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      error: 'too_many_requests',
      error_description: expect.stringMatching(/^Demasiadas solicitudes de tokens/),
    });
    const other = await tokenRequest('198.51.100.21');
    expect(other.status).toBe(400);
    await other.body?.cancel();
  });

  it('counts one IPv6 /64 as one address, and naming other clients gains nothing', () => {
    const at = 1_000_000;
    const limit = tokenRateLimit(2, () => at);
    const statuses: number[] = [];
    const call = (ip: string, url = '/oidc/token') => {
      let status = 200;
      const res = {
        statusCode: 200,
        setHeader: () => res,
        end: () => {
          status = res.statusCode;
        },
      };
      limit({ ip, url, headers: {}, socket: {} } as never, res as never, () => {});
      statuses.push(status);
    };
    call('2001:db8:5:6::1');
    call('2001:db8:5:6::2');
    call('2001:db8:5:6:ffff::3');
    expect(statuses).toEqual([200, 200, 429]);
    // Rotating client ids from one address: the address-wide count stops it at twice the limit.
    statuses.length = 0;
    for (let i = 0; i < 6; i++) call('203.0.113.50', `/oidc/token?client_id=c${i}`);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
