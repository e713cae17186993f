import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { StrategyRunner } from './index';

/**
 * The hostile corpus: each strategy tries to reach the host or exhaust it, and must be contained
 * (a plain error for its author), while the API keeps answering other requests.
 */
const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 0, 1);
const candles = Array.from({ length: 10 }, (_, i) => ({
  openTime: T0 + i * HOUR,
  open: 100,
  high: 101,
  low: 99,
  close: 100,
  volume: 1,
}));
const owner = { id: 'ana' };
const context = {
  symbol: 'BTCUSDT',
  exchange: 'binance',
  grouping: '1h',
  startingCapital: 1000,
  mode: 'backtest' as const,
  now: T0 + 10 * HOUR,
};

describe('strategy sandbox', () => {
  let t: TestApp;
  let runner: StrategyRunner;
  beforeAll(async () => {
    // 300 ms instead of the spec's 30 s; a small heap so exhaustion is quick.
    t = await createTestApp({
      overrides: {
        strategyRunner: {
          timeoutMs: 300,
          memoryBytes: 64 * 1024 * 1024,
          poolSize: 1,
          graceMs: 1000,
        },
      },
    });
    runner = t.container.runner;
    await runner.warm();
  }, 60_000);
  afterAll(() => t.close());

  const run = (code: string) => runner.run(code, candles, context);

  /** Runs the strategy while polling /api/health: the API answers during the run. */
  async function runWhileServing(code: string) {
    const outcome = run(code);
    let answered = 0;
    let done = false;
    void outcome.finally(() => (done = true));
    while (!done) {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      answered++;
      await new Promise((r) => setTimeout(r, 20));
    }
    return { outcome: await outcome, answered };
  }

  it('runs a plain strategy and hands back plain data', async () => {
    const out = await run(
      'function strategy(c, ctx) { console.log("velas", c.length, ctx.mode); return [{ action: "buy", price: c[0].close, timestamp: c[0].openTime, quantity: 1 }] }',
    );
    expect(out).toMatchObject({
      ok: true,
      result: [{ action: 'buy', price: 100, timestamp: T0, quantity: 1 }],
      logs: ['velas 10 backtest'],
    });
  });

  it('sees none of the host: process, require, import(), timers, Atomics', async () => {
    const out = await run(`function strategy() {
      return [typeof process, typeof require, typeof module, typeof globalThis.fetch,
        typeof setTimeout, typeof setInterval, typeof Atomics, typeof SharedArrayBuffer,
        typeof WebAssembly, typeof Buffer]
    }`);
    expect(out).toMatchObject({ ok: true, result: Array(10).fill('undefined') });
    const imported = await run('function strategy() { return import("node:fs") }');
    expect(imported).toMatchObject({ ok: false, kind: 'runtime' });
    expect(imported.ok || imported.error).toMatch(/could not load module/);
  });

  it("reaches only the sandbox's own global through constructor tricks", async () => {
    const out = await run(`function strategy(candles) {
      const viaConstructor = this === undefined ? null : this.constructor.constructor('return this')();
      const viaFunction = Function('return this')();
      const viaCandles = candles.constructor.constructor('return this')();
      return [viaFunction === globalThis, viaCandles === globalThis,
        typeof viaFunction.process, viaConstructor === null || viaConstructor === globalThis];
    }`);
    expect(out).toMatchObject({ ok: true, result: [true, true, 'undefined', true] });
  });

  it('prototype pollution of what the host passed stays inside', async () => {
    const out = await run(`function strategy(candles) {
      candles[0].__proto__.polluted = 'yes';
      Object.prototype.toJSON = function () { return 'owned' };
      Array.prototype.push = null;
      return [];
    }`);
    expect(out.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(candles[0]).not.toHaveProperty('polluted');
    // The next run starts from a clean engine.
    const clean = await run(
      'function strategy() { return [typeof Object.prototype.polluted, typeof [].push] }',
    );
    expect(clean).toMatchObject({ ok: true, result: ['undefined', 'function'] });
  });

  it('an endless loop ends at the timeout with the spec message; the API answers meanwhile', async () => {
    const { outcome, answered } = await runWhileServing('function strategy() { while (true) {} }');
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'timeout',
      error: 'Strategy execution timed out after 30 seconds',
    });
    expect(answered).toBeGreaterThan(0);
  });

  it('a loop that swallows errors still ends at the timeout', async () => {
    const out = await run(
      'function strategy() { for (;;) { try { while (true) {} } catch (e) {} } }',
    );
    expect(out).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it('an endless async loop ends at the timeout', async () => {
    const out = await run('async function strategy() { for (;;) { await null } }');
    expect(out).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it('Atomics.wait is not there to block with', async () => {
    const out = await run(
      'function strategy() { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); return [] }',
    );
    expect(out).toMatchObject({ ok: false, kind: 'runtime' });
    expect(out.ok || out.error).toMatch(/ReferenceError/);
  });

  it('huge allocations hit the memory limit; the next run works', async () => {
    for (const code of [
      'function strategy() { return new Array(1e8).fill(0) }',
      'function strategy() { const a = []; for (;;) a.push(new Array(1e5).fill(1)) }',
      'function strategy() { let s = "x"; for (;;) s += s }',
      'function strategy() { return new ArrayBuffer(2 ** 31).byteLength }',
    ]) {
      const { outcome, answered } = await runWhileServing(code);
      expect(outcome.ok, code).toBe(false);
      expect(answered).toBeGreaterThan(0);
    }
    expect(await run('function strategy() { return [] }')).toMatchObject({ ok: true, result: [] });
  });

  it('deep recursion is a stack overflow, not a crash', async () => {
    const out = await run('function strategy() { const f = (n) => f(n + 1) + 1; return f(0) }');
    expect(out).toMatchObject({ ok: false, kind: 'runtime' });
    expect(out.ok || out.error).toMatch(/stack overflow/);
  });

  it('syntax errors and a missing strategy, with the spec messages', async () => {
    expect(await runner.check('function strategy( {', owner)).toMatch(/^Syntax error: /);
    expect(await runner.check('const strategy = 5', owner)).toBe(
      'Code must contain a function named "strategy"',
    );
    expect(await runner.check('function strategy() { return [] }', owner)).toBeNull();
  });

  it('a thrown value and a cyclic result are errors for the author', async () => {
    expect(await run('function strategy() { throw new Error("boom") }')).toMatchObject({
      ok: false,
      error: 'Error al ejecutar la estrategia: Error: boom',
    });
    expect(await run('function strategy() { const a = []; a.push(a); return a }')).toMatchObject({
      ok: false,
      kind: 'runtime',
    });
  });

  describe('issue 15', () => {
    // One trade object n times: quick to build, so the runs stay far from the 300 ms timeout.
    const trades = (n: number, extra = '') =>
      `function strategy(c) { return new Array(${n}).fill({ action: 'buy', price: 100, timestamp: c[0].openTime, quantity: 1${extra} }) }`;

    it('H2: more than 10,000 trades are refused in the sandbox, naming the cap', async () => {
      const message = 'La estrategia devolvió más de 10.000 operaciones (máximo 10.000)';
      expect(await runner.evaluate(trades(10_001), candles, context, owner)).toMatchObject({
        ok: false,
        kind: 'trades',
        error: message,
      });
      // Raw results too: the count is checked before anything is serialised.
      expect(await run(trades(10_001))).toMatchObject({ ok: false, error: message });
      const fine = await runner.evaluate(trades(10_000), candles, context, owner);
      expect(fine.ok && fine.trades.length, JSON.stringify(fine).slice(0, 300)).toBe(10_000);
    });

    it("H2: a result's JSON is bounded in bytes; only the trades' four fields leave", async () => {
      const big = await run(
        'function strategy() { return Array.from({ length: 10 }, () => ({ note: "x".repeat(300000) })) }',
      );
      expect(big).toMatchObject({
        ok: false,
        kind: 'output',
        error: 'El resultado de la estrategia es demasiado grande',
      });
      // Extra fields are dropped before the result leaves QuickJS, so they cannot swell it.
      const padded = await runner.evaluate(
        trades(10, ', note: "x".repeat(300000)'),
        candles,
        context,
        owner,
      );
      expect(padded.ok && padded.trades[0]).toEqual({
        action: 'buy',
        price: 100,
        timestamp: T0,
        quantity: 1,
      });
    });

    it('H2: validation runs in the sandbox thread with the spec messages', async () => {
      expect(
        await runner.evaluate('function strategy() { return [1] }', candles, context, owner),
      ).toMatchObject({
        ok: false,
        kind: 'invalid',
        error: 'Trade at index 0 is not a valid object',
      });
      expect(
        await runner.evaluate('function strategy() { return "no" }', candles, context, owner),
      ).toMatchObject({ ok: false, error: 'Strategy must return an array of trades' });
    });

    it('L7: a deeply nested thrown value is a plain Spanish message with no engine detail; the next run works', async () => {
      // Its own runner with a long grace. A deeply nested thrown value used to crash QuickJS when
      // the host dumped it; since issue 34 R9 the prelude describes it inside the sandbox, so it
      // is the author's plain error, and the next run works.
      const crashing = new StrategyRunner({
        timeoutMs: 300,
        graceMs: 30_000,
        poolSize: 1,
        log: t.container.log,
      });
      try {
        const out = await crashing.run(
          'function strategy() { let o = {}; for (let i = 0; i < 3e4; i++) o = { o }; throw o }',
          candles,
          context,
        );
        expect(out).toMatchObject({
          ok: false,
          kind: 'runtime',
          error: 'Error al ejecutar la estrategia: Error: ',
        });
        expect(JSON.stringify(out)).not.toMatch(/quickjs|assert|abort/i);
        expect(
          await crashing.run('function strategy() { return [] }', candles, context),
        ).toMatchObject({ ok: true });
      } finally {
        await crashing.close();
      }
    }, 60_000);

    it("L8: a backtest's Date is its last candle's time and Math.random is seeded by the run", async () => {
      const code =
        'function strategy(c, ctx) { return [Date.now(), new Date().getTime(), ctx.now, Math.random(), Math.random()] }';
      const first = await run(code);
      const again = await run(code);
      const last = candles.at(-1)!.openTime;
      expect(first.ok && (first.result as number[]).slice(0, 3)).toEqual([last, last, last]);
      expect(again).toEqual({ ...first, ms: again.ms });
      const [, , , a, b] = (first.ok ? first.result : []) as number[];
      expect(a).not.toBe(b);
      expect(a! >= 0 && a! < 1).toBe(true);
      // Other code, another sequence; a live run's clock is the time it runs for.
      const other = await run(`${code} // otra`);
      expect((other.ok ? other.result : []) as number[]).not.toContain(a);
      const live = await runner.run(code, candles, { ...context, mode: 'live', now: T0 + 99 });
      expect(live.ok && (live.result as number[]).slice(0, 3)).toEqual([T0 + 99, T0 + 99, T0 + 99]);
    });
  });

  describe('issue 34 R9: the answer is built by the host, never by the strategy’s globals', () => {
    /** Everything a run hands the API thread, as text: its size is what the API holds. */
    const sizeOf = (out: unknown) => JSON.stringify(out).length;
    const TRADE = '[{ action: "buy", price: 100, timestamp: c[0].openTime, quantity: 1 }]';

    it('a replaced JSON.stringify, Array.prototype.slice or toJSON cannot swell the logs or the result', async () => {
      const out = await runner.evaluate(
        `function strategy(c) {
           console.log("hola");
           const huge = "x".repeat(8000000);
           JSON.stringify = () => huge;
           Array.prototype.slice = function () { return [huge, huge, huge]; };
           Array.prototype.toJSON = () => huge;
           Object.prototype.toJSON = () => huge;
           String.prototype.slice = () => huge;
           Reflect.apply = () => huge;
           return ${TRADE};
         }`,
        candles,
        context,
        owner,
      );
      expect(out).toMatchObject({ ok: true, logs: ['hola'] });
      expect(out.ok && out.trades).toEqual([
        { action: 'buy', price: 100, timestamp: T0, quantity: 1 },
      ]);
      expect(sizeOf(out)).toBeLessThan(10_000);
    });

    it('the log array the host reads cannot be reached or filled: lines, line length and total are bounded', async () => {
      const out = await run(
        `function strategy(c) {
           const huge = "y".repeat(4000000);
           if (Array.isArray(globalThis.__pulsoLogs)) for (let i = 0; i < 50; i++) globalThis.__pulsoLogs.push(huge);
           for (let i = 0; i < 1000; i++) console.log(huge, huge);
           return ${TRADE};
         }`,
      );
      expect(out.ok).toBe(true);
      expect(out.logs.length).toBeLessThanOrEqual(50);
      expect(out.logs.every((line) => line.length <= 500)).toBe(true);
      expect(out.logs.join('').length).toBeLessThanOrEqual(16_000);
      expect(sizeOf(out)).toBeLessThan(20_000);
    });

    it('an error with a huge message or a huge thrown value reaches the author cut short', async () => {
      const message = await run(
        'function strategy() { JSON.stringify = () => "z".repeat(9000000); throw new Error("m".repeat(5000000)) }',
      );
      expect(message).toMatchObject({ ok: false, kind: 'runtime' });
      expect(sizeOf(message)).toBeLessThan(3_000);
      const thrown = await run(
        'function strategy() { throw { toJSON() { return "t".repeat(5000000) } } }',
      );
      expect(thrown).toMatchObject({ ok: false, kind: 'runtime' });
      expect(sizeOf(thrown)).toBeLessThan(3_000);
      const getter = await run(
        'function strategy() { const e = new Error("x"); Object.defineProperty(e, "message", { get() { return "g".repeat(5000000) } }); throw e }',
      );
      expect(sizeOf(getter)).toBeLessThan(3_000);
    });

    it('a result whose toJSON swells it is refused inside the sandbox', async () => {
      const out = await run(
        'function strategy() { return { toJSON() { return "r".repeat(5000000) } } }',
      );
      expect(out).toMatchObject({ ok: false, kind: 'output' });
      expect(sizeOf(out)).toBeLessThan(3_000);
    });
  });
});
