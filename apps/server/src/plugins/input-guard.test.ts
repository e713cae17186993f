import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, receiverLogs } from '../db/schema';
import { exchangeIds } from '../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../test/identity';
import { findUnstorableText, UNSTORABLE_MESSAGE } from './input-guard';

describe('findUnstorableText', () => {
  it('finds NUL and unpaired surrogates in values and keys, and passes paired ones', () => {
    expect(findUnstorableText({ a: ['ok', 'x\u0000'] }, 'body')).toEqual(['body', 'a', '1']);
    expect(findUnstorableText({ b: '\ud800' }, 'body')).toEqual(['body', 'b']);
    expect(findUnstorableText({ b: 'x\udc00' }, 'body')).toEqual(['body', 'b']);
    expect(findUnstorableText({ 'k\u0000': 1 }, 'querystring')).toEqual(['querystring', 'k\u0000']);
    // An emoji is a surrogate pair; tabs, new lines and RTL marks are storable text.
    expect(findUnstorableText({ s: '😀\t\n\u202e', n: 1, z: null }, 'body')).toBeUndefined();
  });

  it('walks 10,000 levels of nesting without recursion', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findUnstorableText(deep, 'body')).toHaveLength(10_002);
  });
});

/** Issue 15 L1: NUL bytes and lone surrogates gave 500s (PostgreSQL refuses them) and cut CSVs. */
describe('unstorable text at the edge', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let accountId: string;
  let secret: string;
  const rows = async () => ({
    accounts: (await t.container.db.select({ n: count() }).from(accounts))[0]!.n,
    logs: (await t.container.db.select({ n: count() }).from(receiverLogs))[0]!.n,
  });

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: ana.headers,
      payload: {
        name: 'Ana spot',
        accountType: 'spot',
        exchangeId: (await exchangeIds(t)).binance,
      },
    });
    ({
      account: { id: accountId },
      webhook: { secret },
    } = created.json() as { account: { id: string }; webhook: { secret: string } });
  });
  afterAll(() => t.close());

  const expectRefused = (
    res: { statusCode: number; json: () => unknown },
    field: string,
    path: string[],
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: `${field}: ${UNSTORABLE_MESSAGE}`,
      code: 'VALIDATION',
      issues: [{ path, message: UNSTORABLE_MESSAGE }],
    });
  };

  it('a body with NUL or a lone surrogate is a 400 naming the field, and writes nothing', async () => {
    const before = await rows();
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: ana.headers,
      payload: { name: 'Cuenta\u0000', accountType: 'spot', exchangeId: accountId },
    });
    expectRefused(nul, 'name', ['body', 'name']);
    // JSON.stringify would escape a lone surrogate; sent raw, as a hostile client does.
    const surrogate = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${accountId}`,
      headers: { ...ana.headers, 'content-type': 'application/json' },
      payload: '{"name":"Cuenta \\ud800"}',
    });
    expectRefused(surrogate, 'name', ['body', 'name']);
    expect(await rows()).toEqual(before);
  });

  it('query strings and path parameters too (the trades search reached the database)', async () => {
    expectRefused(
      await t.app.inject({ url: '/api/trade/list?search=a%00b', headers: ana.headers }),
      'search',
      ['querystring', 'search'],
    );
    expectRefused(await t.app.inject({ url: '/api/account/%00', headers: ana.headers }), 'id', [
      'params',
      'id',
    ]);
  });

  it('a CSV export is refused before its first byte, not cut after a 200', async () => {
    const res = await t.app.inject({
      url: `/api/trade/account/${accountId}/export.csv?search=%00`,
      headers: ana.headers,
    });
    expectRefused(res, 'search', ['querystring', 'search']);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('the webhook answers 400 to NUL in its payload and logs no receiver entry', async () => {
    const before = await rows();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trade-receiver/${accountId}`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        secret,
        symbol: 'BTCUSDT',
        time: new Date().toISOString(),
        action: 'buy',
        contracts: 1,
        order_id: 'a\u0000b',
        close: 50_000,
      }),
    });
    expectRefused(res, 'order_id', ['body', 'order_id']);
    expect(await rows()).toEqual(before);
  });
});
