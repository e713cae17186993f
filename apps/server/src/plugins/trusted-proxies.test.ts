import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 34 R8: behind a proxy that appends to X-Forwarded-For, the left-most entry is whatever the
 * client wrote. A client address is taken only past the proxies named in TRUST_PROXY (a hop count
 * or their addresses), so rotating that header never earns a fresh per-address budget.
 */
describe('client addresses come only from named proxies (R8)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const PROXY = '10.0.0.2';
  const CLIENT = '203.0.113.7';
  let rotation = 0;
  /** A forged left-most address, new on every call, before what the proxy appended. */
  const forged = () => `198.18.${(rotation >> 8) & 255}.${rotation++ & 255}`;

  /** What an appending proxy forwards: the client's own header, then the address it saw. */
  const throughProxy = (client = CLIENT, sent = forged()) => ({
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${sent}, ${client}` },
  });

  const app = (env: Record<string, string>) =>
    createTestApp({
      env,
      testRoutes: async (api) => {
        api.get('/ip', { config: { access: 'public', rateLimit: false } }, async (request) => ({
          ip: request.ip,
        }));
        // Under the whole API's limit (RATE_LIMIT_MAX), as every route without one of its own.
        api.get('/limited', { config: { access: 'public' } }, async () => ({ ok: true }));
      },
    });

  it.each([
    ['a hop count', '1'],
    ['the proxy’s address', PROXY],
    ['the proxies’ range', '10.0.0.0/8, fd00::/8'],
  ])(
    'with %s, the address is the one the proxy saw, whatever the client wrote',
    async (_, value) => {
      t = await app({ TRUST_PROXY: value });
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({ url: '/api/test/ip', ...throughProxy() });
        expect(res.json().ip).toBe(CLIENT);
      }
    },
  );

  it('a client that reaches the server directly cannot name itself with the header', async () => {
    t = await app({ TRUST_PROXY: PROXY });
    const res = await t.app.inject({
      url: '/api/test/ip',
      remoteAddress: '192.0.2.50',
      headers: { 'x-forwarded-for': forged() },
    });
    expect(res.json().ip).toBe('192.0.2.50');
  });

  it('public reads stay limited per client while the forwarded header rotates', async () => {
    t = await app({ TRUST_PROXY: '1', PUBLIC_RATE_LIMIT_MAX: '5' });
    const read = (client?: string) =>
      t!.app.inject({ url: '/api/account/public/list', ...throughProxy(client) });
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await read()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await read();
    expect(refused.json().error).toMatch(/^Demasiadas solicitudes/);
    // Another client behind the same proxy keeps its own budget.
    expect((await read('203.0.113.8')).statusCode).toBe(200);
  });

  it('the whole API’s limit holds too', async () => {
    t = await app({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '4' });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.app.inject({ url: '/api/test/limited', ...throughProxy() })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('webhook failures count against the client, not the address it forged', async () => {
    t = await app({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/trade-receiver/${randomUUID()}`,
        payload: { secret: 'guess' },
        ...throughProxy(),
      });
      statuses.push(res.statusCode);
    }
    // FAILURES_PER_ADDRESS (30) answered as themselves, then 429 for the same client.
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
