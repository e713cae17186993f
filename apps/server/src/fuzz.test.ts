import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import type { RouteAccess } from './plugins/access';
import {
  estimatePattern,
  tradeReceiverPayload,
  USER_PATTERN_LIMITS,
  userPatternProblem,
} from '@pulso/domain';
import { RE2JS } from 're2js';
import { exchangeIds } from './test/harness';
import {
  encodeHostile,
  HOSTILE_NUMBERS,
  HOSTILE_TEXT,
  hostileRequests,
} from './test/hostile-input';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from './test/identity';
import { StrategyRunner } from './sandbox';

/**
 * Bad input on every route (issues 9 and 15): a fixed hostile-input corpus (test/hostile-input.ts:
 * NUL, lone surrogates, control and RTL characters, hex/exponent/NaN/Infinity numbers, impossible
 * dates, prototype keys, 10 MB bodies, 10,000 levels of nesting) plus schema-driven random bodies,
 * query strings and path parameters, sent as an admin (who gets past every access check, so
 * validation and handlers are what is exercised). Never a 5xx, and a 4xx changes no row.
 *
 * Tables a refused request may legitimately write are left out of the comparison: the receiver
 * logs (a refused webhook leaves a rate-limited failure log, by design), candles (a price cache)
 * and the identity provider's and settings' own state.
 */
// live_events only echo other tables' changes (a refusal's audit entry is announced to admins).
const UNCOMPARED = new Set([
  'receiver_logs',
  'candles',
  'oidc_payloads',
  'settings',
  'live_events',
]);

/** Rows a refusal itself writes, by design: the audit entry of a failed sign-in. */
const REFUSAL_AUDIT: Record<string, SQL> = {
  activity_logs: sql`where x.action <> 'user.sign_in_failed'`,
};

/** The webhook reads its payload without a body schema: its fields, for the corpus. */
const WEBHOOK_FIELDS = Object.keys(tradeReceiverPayload.shape);

const NASTY_STRINGS = [
  '',
  ' ',
  '\u202e\u0007',
  '𝕏😀ñ',
  'a'.repeat(20_000),
  '{{close}}',
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '-1',
  '9'.repeat(400),
  '00000000-0000-0000-0000-000000000000',
  '((((',
  '\u0000',
  'NaN',
  'Infinity',
  '1e309',
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

const withBody = (method: string) => method !== 'GET' && method !== 'DELETE';

describe('bad input on every route', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let tables: string[];
  /** Ids of real things, so random input also reaches the handlers behind a found resource. */
  const realIds: string[] = [];
  let webhookAccount: string;

  beforeAll(async () => {
    t = await createIdentityTestApp({ RATE_LIMIT_MAX: '100000000' });
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    const rows = await queryRows<{ name: string }>(
      t.container.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    );
    tables = rows.map((r) => r.name).filter((name) => !UNCOMPARED.has(name));
    const created = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { id?: string; account?: { id: string } };
    };
    const binance = (await exchangeIds(t)).binance!;
    const account = async (name: string, flags: object) =>
      (
        await created('/api/account/create', {
          name,
          accountType: 'spot',
          exchangeId: binance,
          ...flags,
        })
      ).account!.id;
    const emitter = await account('Emisora', { isEmitter: true });
    const receiver = await account('Receptora', { isReceiver: true });
    // Not among the real ids other routes are fuzzed with (they delete and deactivate those): the
    // webhook's payloads must reach its parser, not a 404.
    webhookAccount = await account('Webhook', {});
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
    realIds.push(emitter, receiver, list.id!, copy.id!, strategy.id!, admin.user.id, binance);
  });
  afterAll(() => t.close());

  /** One fingerprint of every compared table's rows. */
  async function snapshot(): Promise<string> {
    const parts = tables.map(
      (name) =>
        sql`select ${name} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from ${sql.identifier(name)} x ${REFUSAL_AUDIT[name] ?? sql``}`,
    );
    const rows = await queryRows<{ name: string; hash: string }>(
      t.container.db,
      sql.join(parts, sql` union all `),
    );
    return rows.map((r) => `${r.name}:${r.hash}`).join(',');
  }

  function pathFor(route: RouteAccess, params: string[]): string {
    let i = 0;
    return route.url.replace(/:[A-Za-z]+/g, () => encodeHostile(params[i++] ?? 'x'));
  }

  const where = (r: InjectOptions) => `${r.method} ${String(r.url).slice(0, 120)}`;

  /** Sends one request as the admin: never a 5xx. */
  async function inject(options: InjectOptions): Promise<number> {
    const res = await t.app.inject({
      ...options,
      headers: { ...admin.headers, ...(options.headers as Record<string, string> | undefined) },
    });
    expect(
      res.statusCode,
      `${where(options)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
    ).toBeLessThan(500);
    return res.statusCode;
  }

  /**
   * Sends a route's requests and compares the rows after them. When rows changed and something
   * was accepted, the requests go again one at a time, each refusal compared on its own (one
   * fingerprint per request everywhere would take minutes).
   */
  async function sendAll(requests: InjectOptions[], baseline: { value: string }) {
    const statuses: number[] = [];
    for (const r of requests) statuses.push(await inject(r));
    const after = await snapshot();
    if (after === baseline.value) return;
    const first = requests[0]!;
    expect(
      statuses.some((s) => s < 400),
      `${where(first)}: every request was refused but rows changed`,
    ).toBe(true);
    baseline.value = after;
    for (const r of requests) {
      const status = await inject(r);
      const now = await snapshot();
      if (status >= 400) {
        expect(now, `${where(r)} answered ${status} but changed rows`).toBe(baseline.value);
      }
      baseline.value = now;
    }
  }

  /** Schema-driven random requests for a route (fast-check, fixed seed). */
  function randomRequests(route: RouteAccess): InjectOptions[] {
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
    const samples = fc.sample(fc.tuple(params, query, objectFor(route.bodyKeys)), {
      numRuns: 4,
      seed: 20261122,
    });
    return samples.map(([p, q, body]) => {
      const search = Object.entries(q)
        .map(([k, v]) => `${encodeHostile(k)}=${encodeHostile(v)}`)
        .join('&');
      const url = `${pathFor(route, p)}${search ? `?${search}` : ''}`;
      return { method, url, ...(withBody(route.method) ? { payload: body } : {}) };
    });
  }

  /**
   * The webhook's numbers and times one field at a time, the rest valid (sent with the owner's
   * session), so each field's own rule is what answers (issue 15 L2, L3).
   */
  function webhookFieldRequests(): InjectOptions[] {
    const values: unknown[] = [
      ...[...HOSTILE_TEXT, ...HOSTILE_NUMBERS, 1e20, 1e308, -1, 0, true, null],
      // Shapes the order fields read: objects and lists, hostile inside.
      ...[{ price: '1e400' }, { percent: '-5', amount: '1' }, { share: '100' }, []],
      Array.from({ length: 1_000 }, () => ({ price: '51000', share: '1' })),
      JSON.parse('{"__proto__": {"polluted": true}, "price": "49000"}'),
      { distance_percent: '\u0000', activation_price: 'NaN' },
    ];
    // The spec's fields, and issue 36's order fields (sizes, prices, brackets, enums, bounds).
    const fields = [
      ...['time', 'contracts', 'close', 'action', 'market_position'],
      ...['size', 'size_type', 'target', 'reduce_only', 'order_type', 'limit_price'],
      ...['stop_price', 'time_in_force', 'expire_after', 'stop_loss', 'take_profit'],
      ...['trailing_stop', 'breakeven', 'leverage', 'margin_mode', 'max_slippage', 'max_lag'],
    ];
    return fields.flatMap((field) =>
      values.map((value) => ({
        method: 'POST' as const,
        url: `/api/trade-receiver/${webhookAccount}`,
        payload: {
          symbol: 'BTCUSDT',
          time: new Date().toISOString(),
          action: 'buy',
          contracts: '0.01',
          order_id: 'fuzz',
          close: 50_000,
          [field]: value,
        },
      })),
    );
  }

  it('never answers 5xx, and a refusal changes nothing', async () => {
    const baseline = { value: await snapshot() };
    let next = 0;
    const realId = () => realIds[next++ % realIds.length]!;
    for (const [turn, route] of t.app.routeAccess.entries()) {
      // The live stream never ends, so an injected request would wait for ever; its hostile
      // inputs (tickets, Last-Event-ID) are modules/live/live.test.ts's.
      if (route.method === 'GET' && route.url === '/api/events') continue;
      const webhook = route.url.startsWith('/api/trade-receiver/');
      await sendAll(
        [
          ...hostileRequests(route, webhook ? () => webhookAccount : realId, {
            extraBodyKeys: webhook ? WEBHOOK_FIELDS : [],
            turn,
          }),
          ...randomRequests(route),
          ...(webhook ? webhookFieldRequests() : []),
        ],
        baseline,
      );
    }
  }, 600_000);

  it('lets no payload pollute Object.prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

/**
 * Issue 34's corpus for its bounds: counted repetition in the account search's patterns (R2),
 * rotated forwarding headers against the public reads (R8) and alerts for another exchange.
 */
describe('bounds: counted repetition, forwarding headers, another exchange (issue 34)', () => {
  const SEED = 20260334;

  /** Mostly counts within the bound (so nesting builds programs near it), some far past it. */
  const count = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: USER_PATTERN_LIMITS.repeatMax }) },
    { weight: 1, arbitrary: fc.integer({ min: USER_PATTERN_LIMITS.repeatMax + 1, max: 1200 }) },
  );
  /** Patterns from a small grammar rich in counted repetition and nesting. */
  const pattern: fc.Arbitrary<string> = fc
    .letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('a', 'b', '.', '\\d', '[a-z]', '\\pL', 'x?', '(?:)'),
        fc
          .tuple(tie('node'), count, fc.boolean())
          .map(([inner, n, range]) => `(${inner}){${range ? `${Math.floor(n / 3)},${n}` : n}}`),
        fc
          .tuple(tie('node'), fc.constantFrom('?', '*', '+', '{2}', '{0,3}'))
          .map(([inner, q]) => `(?:${inner})${q}`),
        fc.array(tie('node'), { minLength: 2, maxLength: 4 }).map((xs) => xs.join('|')),
        fc.array(tie('node'), { minLength: 2, maxLength: 4 }).map((xs) => xs.join('')),
      ),
    }))
    .node.filter((p) => p.length <= 100);

  it('every pattern is refused naming search, or compiles within its bound: the estimate never undercounts', () => {
    fc.assert(
      fc.property(pattern, (p) => {
        const problem = userPatternProblem(p);
        if (problem) {
          expect(problem).toMatch(/^search: la expresión regular /);
          return;
        }
        let compiled: RE2JS | undefined;
        try {
          compiled = RE2JS.compile(p, RE2JS.CASE_INSENSITIVE);
        } catch {
          return; // invalid for RE2: searched as plain text
        }
        // What passes the bound before compiling is within it once compiled.
        const size = compiled.programSize();
        expect(size, p).toBeLessThanOrEqual(USER_PATTERN_LIMITS.programMax);
        expect((estimatePattern(p) as { size: number }).size, p).toBeGreaterThanOrEqual(size);
      }),
      { numRuns: 300, seed: SEED },
    );
  });

  describe('through the API', () => {
    let t: IdentityTestApp;
    let owner: SignedIn;
    let binanceAccount: string;
    let secret: string;

    beforeAll(async () => {
      t = await createIdentityTestApp({ RATE_LIMIT_MAX: '100000000' });
      owner = await t.signIn({ sub: 'owner', email: 'owner@example.com' });
      const binance = (await exchangeIds(t)).binance!;
      for (const name of ['aaaa aaaa', 'Alfa BTC', 'Beta Margen']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/account/create',
          headers: owner.headers,
          payload: { name, accountType: 'spot', exchangeId: binance },
        });
        expect(res.statusCode).toBe(201);
        binanceAccount = res.json().account.id;
        secret = res.json().webhook.secret;
      }
    });
    afterAll(() => t.close());

    it('counted repetition in the search answers 200 or a 400 naming search, never 5xx', async () => {
      const samples = fc.sample(pattern, { numRuns: 60, seed: SEED });
      for (const p of [
        ...samples,
        '(a?){1000}'.repeat(9),
        '((a{50}){50}){50}',
        'a{1001}',
        '(a{0,1000})',
      ]) {
        const res = await t.app.inject({
          url: `/api/account/list?regex=true&search=${encodeURIComponent(p)}`,
          headers: owner.headers,
        });
        expect([200, 400], `${p} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
          res.statusCode,
        );
        if (res.statusCode === 400) {
          expect(res.json().issues[0].path, p).toEqual(['search']);
          expect(res.json().error, p).toMatch(/^search: /);
        }
      }
    });

    it('an alert naming another exchange, however spelled, is refused naming the field and stores nothing', async () => {
      const stored = async () =>
        (
          await queryRows<{ n: number }>(
            t.container.db,
            sql`select count(*)::int as n from signals where account_id = ${binanceAccount}`,
          )
        )[0]!.n;
      const before = await stored();
      const names = [
        'BYBIT',
        'kucoin',
        ' Bitget ',
        'BINANCEUS',
        'COINBASE',
        'binance.us',
        'BINANCE:',
        '\u202ebinance',
        'bіnance', // a Cyrillic i
        ...NASTY_STRINGS.filter((x) => x.trim() !== '' && x.length < 100),
      ];
      let order = 0;
      /** A valid alert but for `fields`, with the account's secret. */
      const alert = (fields: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: `/api/trade-receiver/${binanceAccount}`,
          payload: {
            symbol: 'BTCUSDT',
            time: new Date().toISOString(),
            action: 'buy',
            contracts: '0.01',
            order_id: `fuzz-exchange-${++order}`,
            close: 50_000,
            secret,
            ...fields,
          },
        });
      for (const exchange of names) {
        const res = await alert({ exchange });
        expect(res.statusCode, `${JSON.stringify(exchange)} → ${res.body.slice(0, 200)}`).toBe(400);
        // Named by this rule, or by the input guard (NUL, lone surrogates) before it.
        expect(res.json().issues[0].path.at(-1), JSON.stringify(exchange)).toBe('exchange');
      }
      for (const symbol of [
        'BYBIT:BTCUSDT',
        'KUCOIN:BTCUSDT.P',
        'COINBASE:BTCUSDT',
        'x1:BTCUSDT',
      ]) {
        const res = await alert({ symbol });
        expect(res.statusCode, symbol).toBe(400);
        expect(res.json().issues[0].path, symbol).toEqual(['symbol']);
      }
      expect(await stored()).toBe(before);
    });
  });

  it('rotated or hostile forwarding headers never earn a fresh public-read budget, nor a 5xx', async () => {
    const t = await createIdentityTestApp({ TRUST_PROXY: '1', PUBLIC_RATE_LIMIT_MAX: '20' });
    try {
      const forged = fc.sample(
        fc.oneof(
          fc.ipV4(),
          fc.ipV6(),
          fc.constantFrom(...NASTY_STRINGS.filter((x) => x.length < 1000)),
          fc.string({ maxLength: 60 }),
        ),
        { numRuns: 40, seed: SEED },
      );
      const statuses: number[] = [];
      for (const left of forged) {
        const res = await t.app.inject({
          url: '/api/account/public/list',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `${left.replace(/[\r\n]/g, '')}, 203.0.113.9` },
        });
        expect(res.statusCode, JSON.stringify(left)).toBeLessThan(500);
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      // Garbage as the proxy's own entry: a malformed address is no address to trust past.
      const garbage = await t.app.inject({
        url: '/api/account/public/list',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '1.2.3.4, not-an-ip' },
      });
      expect(garbage.statusCode).toBeLessThan(500);
    } finally {
      await t.close();
    }
  });
});

// ---- Sandbox output tricks (issue 34 R9; the streams/sandbox helper's block) ----
describe('sandbox output tricks (issue 34 R9)', () => {
  const HOUR = 3_600_000;
  const T0 = Date.UTC(2025, 0, 1);
  const candles = Array.from({ length: 5 }, (_, i) => ({
    openTime: T0 + i * HOUR,
    open: 100,
    high: 101,
    low: 99,
    close: 100,
    volume: 1,
  }));
  const context = {
    symbol: 'BTCUSDT',
    exchange: 'binance',
    grouping: '1h',
    startingCapital: 1000,
    mode: 'backtest' as const,
    now: T0 + 5 * HOUR,
  };
  /** What a strategy replaces or fills before it answers; `H` is a huge string. */
  const TRICKS = [
    'JSON.stringify = () => H;',
    'JSON.parse = () => ({ candles: [], context: {} });',
    'Array.prototype.slice = function () { return [H, H]; };',
    'Array.prototype.toJSON = () => H;',
    'Object.prototype.toJSON = () => H;',
    'String.prototype.slice = () => H;',
    'Reflect.apply = () => H;',
    'Array.isArray = () => false;',
    'globalThis.__pulsoLogs = [H, H, H]; globalThis.__pulsoFinish = () => H;',
    'for (let i = 0; i < 200; i++) console.log(H, { H });',
  ];
  const ENDINGS = [
    'return [{ action: "buy", price: 100, timestamp: c[0].openTime, quantity: 1 }];',
    'throw new Error(H);',
    'throw { toJSON() { return H } };',
    'return { toJSON() { return H } };',
    'return [{ action: H, price: 100, timestamp: c[0].openTime, quantity: 1 }];',
  ];
  let runner: StrategyRunner;
  beforeAll(async () => {
    runner = new StrategyRunner({ timeoutMs: 2000, poolSize: 1, memoryBytes: 64 * 1024 * 1024 });
    await runner.warm();
  }, 60_000);
  afterAll(() => runner.close());

  it('whatever a strategy replaces or fills, what leaves the sandbox stays small and is never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(TRICKS, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...ENDINGS),
        fc.constantFrom(1e5, 4e6),
        async (tricks, ending, size) => {
          const code = `function strategy(c) { const H = "x".repeat(${size}); ${tricks.join(' ')} ${ending} }`;
          const outcome = await runner.evaluate(code, candles, context, { id: 'fuzz' });
          expect(JSON.stringify(outcome).length).toBeLessThan(40_000);
          expect(outcome.ok || outcome.kind).not.toBe('crash');
        },
      ),
      { numRuns: 25, seed: 34 },
    );
  }, 120_000);
});
