import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import type { RouteAccess } from './plugins/access';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from './test/identity';

/**
 * Bad input on every route (issue 9): schema-driven random bodies, query strings and path
 * parameters, plus a fixed corpus of hostile payloads, sent as an admin (who gets past every
 * access check, so validation and handlers are what is exercised). Never a 5xx, and a 4xx
 * changes no row.
 *
 * Tables a refused request may legitimately write are left out of the comparison: the receiver
 * logs (a refused webhook leaves a rate-limited failure log, by design), candles (a price cache)
 * and the identity provider's and settings' own state.
 */
const UNCOMPARED = new Set(['receiver_logs', 'candles', 'oidc_payloads', 'settings']);

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0007',
  '𝕏😀ñ',
  'a'.repeat(20_000),
  '{{close}}',
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(400),
  '00000000-0000-0000-0000-000000000000',
  '((((',
];
const NASTY_NUMBERS = [-1, 0, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 40 }));
const leaf = fc.oneof(
  nastyString,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.double(), // NaN and ±Infinity become null in JSON
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, leaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.constant(1), { minLength: 5_000, maxLength: 5_000 }) },
);

/** An object over the route's own field names (so validation is reached) and stray ones. */
const objectFor = (keys: string[]) =>
  fc.record(
    Object.fromEntries([...keys, 'extra', 'isAdmin'].map((key) => [key, value] as const)) as Record<
      string,
      typeof value
    >,
    { requiredKeys: [] },
  );

/** Hostile raw bodies: sent as they are, with the content type given. */
const RAW_BODIES: Array<{ type: string; body: string }> = [
  { type: 'application/json', body: '{"a":' },
  {
    type: 'application/json',
    body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
  },
  { type: 'application/json', body: '['.repeat(10_000) + ']'.repeat(10_000) },
  { type: 'application/json', body: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000) },
  { type: 'application/json', body: 'NaN' },
  { type: 'application/json', body: '{"n":Infinity}' },
  { type: 'application/json', body: `[${'1,'.repeat(100_000)}1]` },
  { type: 'application/json', body: `{"s":"${'x'.repeat(1_100_000)}"}` },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=b&__proto__[x]=1' },
  { type: 'application/xml', body: '<a/>' },
];

const withBody = (method: string) => method !== 'GET' && method !== 'DELETE';

describe('bad input on every route', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let tables: string[];
  /** Ids of real things, so random input also reaches the handlers behind a found resource. */
  const realIds: string[] = [];

  beforeAll(async () => {
    t = await createIdentityTestApp({ RATE_LIMIT_MAX: '100000000' });
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    const rows = await queryRows<{ name: string }>(
      t.ctx.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    );
    tables = rows.map((r) => r.name).filter((name) => !UNCOMPARED.has(name));
    const created = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { id?: string; account?: { id: string } };
    };
    const exchanges = (await t.app.inject('/api/exchange/list')).json() as { id: string }[];
    const account = async (name: string, flags: object) =>
      (
        await created('/api/account/create', {
          name,
          accountType: 'spot',
          exchangeId: exchanges[0]!.id,
          ...flags,
        })
      ).account!.id;
    const emitter = await account('Emisora', { isEmitter: true });
    const receiver = await account('Receptora', { isReceiver: true });
    const list = await created('/api/account-lists', { name: 'Lista', accountIds: [emitter] });
    const copy = await created('/api/copy-trade/create', {
      emitterAccountId: emitter,
      receiverAccountId: receiver,
      multiplier: 1,
    });
    const strategy = await created('/api/strategy', {
      name: 'Estrategia',
      code: 'function strategy(candles) { return []; }',
    });
    realIds.push(
      emitter,
      receiver,
      list.id!,
      copy.id!,
      strategy.id!,
      admin.user.id,
      exchanges[0]!.id,
    );
  });
  afterAll(() => t.close());

  /** One fingerprint of every compared table's rows. */
  async function snapshot(): Promise<string> {
    const parts = tables.map(
      (name) =>
        sql`select ${name} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from ${sql.identifier(name)} x`,
    );
    const rows = await queryRows<{ name: string; hash: string }>(
      t.ctx.db,
      sql.join(parts, sql` union all `),
    );
    return rows.map((r) => `${r.name}:${r.hash}`).join(',');
  }

  function pathFor(route: RouteAccess, params: string[]): string {
    let i = 0;
    return route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? 'x'));
  }

  async function send(options: InjectOptions, route: RouteAccess, before: { value: string }) {
    const res = await t.app.inject({
      ...options,
      headers: { ...admin.headers, ...(options.headers as Record<string, string> | undefined) },
    });
    const where = `${options.method} ${String(options.url).slice(0, 120)}`;
    expect(res.statusCode, `${where} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(
      500,
    );
    const after = await snapshot();
    if (res.statusCode >= 400) {
      expect(after, `${where} answered ${res.statusCode} but changed rows`).toBe(before.value);
    }
    before.value = after;
    void route;
  }

  it('never answers 5xx, and a refusal changes nothing', async () => {
    const before = { value: await snapshot() };
    for (const route of t.app.routeAccess) {
      const method = route.method as InjectOptions['method'];
      const paramValue = fc.oneof(
        fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 500)),
        fc.uuid(),
        fc.constantFrom(...realIds),
      );
      const params = fc.array(paramValue, { minLength: 3, maxLength: 3 });
      const query = fc.dictionary(
        fc.constantFrom(...route.queryKeys, 'page', 'limit', 'extra'),
        nastyString,
        { maxKeys: 4 },
      );
      await fc.assert(
        fc.asyncProperty(params, query, objectFor(route.bodyKeys), async (p, q, body) => {
          const search = new URLSearchParams(q).toString();
          const url = `${pathFor(route, p)}${search ? `?${search}` : ''}`;
          await send(
            { method, url, ...(withBody(route.method) ? { payload: body } : {}) },
            route,
            before,
          );
        }),
        { numRuns: 6, seed: 20261122, endOnFailure: true },
      );
      if (!withBody(route.method)) continue;
      for (const raw of RAW_BODIES) {
        await send(
          {
            method,
            url: pathFor(route, ['00000000-0000-4000-8000-000000000000']),
            headers: { 'content-type': raw.type },
            payload: raw.body,
          },
          route,
          before,
        );
      }
    }
  }, 600_000);

  it('lets no payload pollute Object.prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
