import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { provideStrategyRunner, type StrategyRunner } from './index';

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
    t = await createTestApp();
    // 300 ms instead of the spec's 30 s; a small heap so exhaustion is quick.
    runner = provideStrategyRunner(t.ctx, {
      timeoutMs: 300,
      memoryBytes: 64 * 1024 * 1024,
      poolSize: 1,
      graceMs: 1000,
    });
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
    expect(await runner.check('function strategy( {')).toMatch(/^Syntax error: /);
    expect(await runner.check('const strategy = 5')).toBe(
      'Code must contain a function named "strategy"',
    );
    expect(await runner.check('function strategy() { return [] }')).toBeNull();
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
});
