import { STRATEGY_TEMPLATES } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

const SMA = STRATEGY_TEMPLATES.find((t) => t.id === 'sma-crossover')!.code;
const DAY = 86_400_000;

describe('strategies', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    t = await createIdentityTestApp(
      {},
      { strategyRunner: { timeoutMs: 300, poolSize: 1, memoryBytes: 64 * 1024 * 1024 } },
    );
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: SignedIn,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  it('creates, lists with search, reads, updates and deletes; others get 404', async () => {
    const created = await call('POST', '/api/strategy', ana, {
      name: 'Cruce SMA',
      description: 'Mi primera',
      code: SMA,
      symbol: 'eth/usdt',
      grouping: '4h',
    });
    expect(created.statusCode).toBe(201);
    const strategy = created.json();
    expect(strategy).toMatchObject({
      name: 'Cruce SMA',
      symbol: 'ETHUSDT',
      exchange: 'binance',
      grouping: '4h',
      deployments: 0,
    });
    await call('POST', '/api/strategy', ana, {
      name: 'RSI BTC',
      code: STRATEGY_TEMPLATES[1]!.code,
    });

    const all = (await call('GET', '/api/strategy', ana)).json();
    expect(all.pagination).toEqual({ page: 1, totalPages: 1, total: 2, limit: 25 });
    const found = (await call('GET', '/api/strategy?search=cruce', ana)).json();
    expect(found.data.map((s: { name: string }) => s.name)).toEqual(['Cruce SMA']);
    expect((await call('GET', '/api/strategy', bob)).json().pagination.total).toBe(0);

    expect((await call('GET', `/api/strategy/${strategy.id}`, bob)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/strategy/${strategy.id}`, bob, { name: 'Mía' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/strategy/${strategy.id}`, bob)).statusCode).toBe(404);

    const updated = await call('PATCH', `/api/strategy/${strategy.id}`, ana, {
      name: 'Cruce SMA 2',
    });
    expect(updated.json().name).toBe('Cruce SMA 2');
    expect((await call('DELETE', `/api/strategy/${strategy.id}`, ana)).statusCode).toBe(204);
    expect((await call('GET', `/api/strategy/${strategy.id}`, ana)).statusCode).toBe(404);
  });

  it('refuses invalid code with the spec messages', async () => {
    const cases: [string, string | RegExp][] = [
      ['', 'Strategy code cannot be empty'],
      ['null', 'Strategy code is invalid (contains null/undefined as string)'],
      ['undefined', 'Strategy code is invalid (contains null/undefined as string)'],
      ['function other() { return [] }', 'Code must contain a function named "strategy"'],
      ['function strategy( { return [] }', /^Syntax error: /],
    ];
    for (const [code, message] of cases) {
      const res = await call('POST', '/api/strategy', ana, { name: 'Mala', code });
      expect(res.statusCode, code).toBe(400);
      expect(
        res
          .json()
          .issues.map((i: { message: string }) => i.message)
          .join('|'),
      ).toMatch(message);
      const check = (await call('POST', '/api/strategy/validate', ana, { code })).json();
      expect(check.valid).toBe(false);
      expect(check.error).toMatch(message);
    }
    expect((await call('POST', '/api/strategy/validate', ana, { code: SMA })).json()).toEqual({
      valid: true,
      error: null,
    });
  });

  it('backtests the SMA template: trades, equity curve and metrics', async () => {
    const now = Date.now();
    const res = await call('POST', '/api/strategy/backtest', ana, {
      code: SMA,
      symbol: 'BTCUSDT',
      exchange: 'binance',
      grouping: '1h',
      startDate: now - 60 * DAY,
      endDate: now,
      startingCapital: 10_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.simulated).toBe(true);
    expect(body.candles.length).toBeGreaterThan(1400);
    expect(body.equityCurve).toHaveLength(body.candles.length);
    expect(body.trades.length).toBeGreaterThan(2);
    for (const trade of body.trades) {
      expect(['buy', 'sell']).toContain(trade.action);
      expect(trade.fee).toBeCloseTo(trade.price * trade.quantity * 0.001, 8);
    }
    expect(body.metrics.tradeCount).toBe(body.trades.length);
    expect(body.metrics.finalEquity).toBeCloseTo(10_000 + body.metrics.totalPnL, 6);
    expect(body.metrics.maxDrawdown).toBeGreaterThanOrEqual(0);
    expect(typeof body.metrics.sharpe).toBe('number');
    // Issue 38: the live review's set, from the same fills (computed in the sandbox's thread).
    const closing = body.trades.filter((trade: { closing: boolean }) => trade.closing).length;
    expect(body.statistics.trips).toBe(closing);
    expect(body.statistics.wins + body.statistics.losses + body.statistics.flat).toBe(closing);
    expect(body.risk).toMatchObject({ capital: 10_000 });
    expect(body.risk.days).toBeGreaterThanOrEqual(60);
  });

  it('backtests a saved strategy with its own series; result errors carry the spec messages', async () => {
    const saved = (
      await call('POST', '/api/strategy', ana, {
        name: 'Mal precio',
        code: 'function strategy(c) { return [{ action: "buy", price: c[0].close * 100, timestamp: c[0].openTime, quantity: 1 }] }',
        grouping: '1d',
      })
    ).json();
    const range = { startDate: '2025-01-01', endDate: '2025-03-01' };
    const res = await call('POST', `/api/strategy/${saved.id}/backtest`, ana, range);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Trade at index 0 has unrealistic price. Must be between 0.1x and 10x the candle price',
    );
    expect((await call('POST', `/api/strategy/${saved.id}/backtest`, bob, range)).statusCode).toBe(
      404,
    );

    for (const [code, error] of [
      ['function strategy() { return {} }', 'Strategy must return an array of trades'],
      ['function strategy() { return [1] }', 'Trade at index 0 is not a valid object'],
      [
        'function strategy(c) { return [{ action: "buy", price: 1, timestamp: 5, quantity: 1 }] }',
        'Trade at index 0 has invalid timestamp. Must be a positive number',
      ],
      ['function strategy() { while (true) {} }', 'Strategy execution timed out after 30 seconds'],
      [
        'function strategy(c) { return new Array(10001).fill({ action: "buy", price: c[0].close, timestamp: c[0].openTime, quantity: 1 }) }',
        'La estrategia devolvió más de 10.000 operaciones (máximo 10.000)',
      ],
    ]) {
      const r = await call('POST', '/api/strategy/backtest', ana, {
        code,
        ...range,
        grouping: '1d',
      });
      expect(r.statusCode, code).toBe(400);
      expect(r.json().error).toBe(error);
    }
  });

  it('backtests orders with brackets (issue 36); a hostile order is a strategy error, not a crash', async () => {
    const range = { startDate: '2025-01-01', endDate: '2025-03-01', grouping: '1d' };
    const bracketed = `function strategy(c) {
      return [{ action: 'buy', price: c[0].close, timestamp: c[0].openTime, quantity: 1,
        stop_loss: { percent: 5 }, take_profit: [{ percent: 5, share: 50 }, { percent: 10, share: 50 }],
        breakeven: true }];
    }`;
    const res = await call('POST', '/api/strategy/backtest', ana, { code: bracketed, ...range });
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...exits] = res.json().trades;
    expect(entry).toMatchObject({ action: 'buy', quantity: 1 });
    // Whatever the simulated market did, every exit is a reduce-only sell of its bracket.
    for (const exit of exits) expect(exit.action).toBe('sell');
    expect(
      exits.reduce((q: number, e: { quantity: number }) => q + e.quantity, 0),
    ).toBeLessThanOrEqual(1);

    for (const [hostile, error] of [
      [
        'take_profit: new Array(1000).fill({ percent: 1, share: 0.1 })',
        'Trade at index 0 has invalid take_profit: El campo take_profit admite como mucho 6 objetivos',
      ],
      ["order_type: 'limit\\u0000', limit_price: 1", /^Trade at index 0 has invalid order_type: /],
      ["stop_loss: { price: '1\\u0000' }", /^Trade at index 0 has invalid stop_loss: /],
      ["size: 'x'.repeat(1000000)", /^Trade at index 0 has invalid size: /],
    ] as const) {
      const code = `function strategy(c) { return [{ action: 'buy', price: c[0].close, timestamp: c[0].openTime, quantity: 1, ${hostile} }] }`;
      const r = await call('POST', '/api/strategy/backtest', ana, { code, ...range });
      expect(r.statusCode, code).toBe(400);
      expect(r.json().error).toMatch(error);
    }
  });

  it('refuses ranges out of order, in the future, or too long for the grouping', async () => {
    const base = { code: SMA, grouping: '1m' };
    expect(
      (
        await call('POST', '/api/strategy/backtest', ana, {
          ...base,
          startDate: '2025-02-01',
          endDate: '2025-01-01',
        })
      ).json().issues[0].message,
    ).toBe('Start date must be before end date');
    expect(
      (
        await call('POST', '/api/strategy/backtest', ana, {
          ...base,
          startDate: Date.now() + DAY,
          endDate: Date.now() + 2 * DAY,
        })
      ).statusCode,
    ).toBe(400);
    const long = await call('POST', '/api/strategy/backtest', ana, {
      ...base,
      startDate: '2024-01-01',
      endDate: '2025-01-01',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/máximo 20000/);
  });
});
