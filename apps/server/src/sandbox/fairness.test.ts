import { AppError } from '@pulso/domain';
import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';
import { StrategyRunner, type RunOutcome } from './strategy-runner';

/** Issue 15 M2: one user flooding the sandbox delays only their own runs. */
describe('fair queue', () => {
  it('serves owners in turn, each under its cap', () => {
    const queue = new FairQueue<string>(4);
    for (const job of ['b1', 'b2', 'b3']) queue.push('bea', job, 1);
    queue.push('ana', 'a1', 1);
    queue.push('carla', 'c1', 2);
    queue.push('carla', 'c2', 2);
    // Bea's first, then the others in turn; Bea waits for her running job, Carla may run two.
    expect([queue.take(), queue.take(), queue.take(), queue.take()]).toEqual([
      { owner: 'bea', item: 'b1' },
      { owner: 'ana', item: 'a1' },
      { owner: 'carla', item: 'c1' },
      { owner: 'carla', item: 'c2' },
    ]);
    expect(queue.take()).toBeUndefined();
    queue.done('bea');
    expect(queue.take()).toEqual({ owner: 'bea', item: 'b2' });
    expect(queue.waiting).toBe(1);
  });

  it('issue 34 R11: serves the owner who used the sandbox least lately first; use is forgiven over time', () => {
    let now = 0;
    const queue = new FairQueue<string>(4, () => now);
    queue.charge('bea', 30_000);
    queue.charge('carla', 10_000);
    queue.push('bea', 'b1', 1);
    queue.push('carla', 'c1', 1);
    queue.push('ana', 'a1', 1);
    expect([queue.take(), queue.take(), queue.take()].map((t) => t?.owner)).toEqual([
      'ana',
      'carla',
      'bea',
    ]);
    // A minute later half of it is forgiven.
    now = 60_000;
    expect(queue.used('bea')).toBeCloseTo(15_000);
    // Only owners the filter accepts (a reserve thread's rule).
    queue.push('bea', 'b2', 1);
    queue.done('bea');
    expect(queue.take((owner) => owner !== 'bea')).toBeUndefined();
    expect(queue.take()?.item).toBe('b2');
  });

  it("refuses an owner's job past the queue bound, not another owner's", () => {
    const queue = new FairQueue<number>(2);
    expect([1, 2, 3].map((n) => queue.push('bea', n, 1))).toEqual([true, true, false]);
    expect(queue.push('ana', 1, 1)).toBe(true);
    queue.take();
    expect(queue.push('bea', 4, 1)).toBe(true);
  });
});

describe('strategy runner fairness', () => {
  const context = {
    symbol: 'BTCUSDT',
    exchange: 'binance',
    grouping: '1h',
    startingCapital: 1000,
    mode: 'backtest' as const,
    now: Date.UTC(2025, 0, 1),
  };

  it("a user's loops do not delay another user's run; past 4 waiting, a 429 in Spanish", async () => {
    const runner = new StrategyRunner({ timeoutMs: 2000, poolSize: 2, graceMs: 1000 });
    try {
      await runner.warm();
      const finished: string[] = [];
      const track = (name: string, run: Promise<RunOutcome>) =>
        run.then((outcome) => {
          finished.push(name);
          return outcome;
        });
      const bea = { id: 'bea' };
      for (const i of [1, 2, 3, 4, 5]) {
        void track(
          `bea${i}`,
          runner.run('function strategy() { while (true) {} }', [], context, bea),
        );
      }
      // One running, four waiting: the sixth is refused.
      const refused = await runner
        .run('function strategy() { return [] }', [], context, bea)
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({
        code: 'RATE_LIMITED',
        status: 429,
        message:
          'Tienes demasiadas ejecuciones de estrategias en cola (máximo 4). Espera a que terminen e inténtalo de nuevo',
      });
      const ana = await track(
        'ana',
        runner.run('function strategy() { return [1] }', [], context, { id: 'ana' }),
      );
      expect(ana).toMatchObject({ ok: true, result: [1] });
      // Ana's run went to the thread Bea may not take, before any of Bea's loops ended.
      expect(finished).toEqual(['ana']);
    } finally {
      await runner.close();
    }
  }, 30_000);

  it('issue 34 R11: three users looping five runs each do not delay a fourth user’s runs', async () => {
    // One reserve thread beside the pool of two; a loop may hold it 300 ms before it is moved.
    const runner = new StrategyRunner({
      timeoutMs: 5000,
      poolSize: 2,
      graceMs: 1000,
      reserveThreads: 1,
      reserveBudgetMs: 300,
    });
    try {
      await runner.warm();
      const finished: string[] = [];
      const loops: Promise<unknown>[] = [];
      for (const id of ['bea', 'carla', 'dora']) {
        for (let i = 0; i < 5; i++) {
          loops.push(
            runner
              .run('function strategy() { while (true) {} }', [], context, { id })
              .then(() => finished.push(id)),
          );
        }
      }
      // Ana's runs one after another (a backtest, then her deployment's scheduled runs): each is
      // served at once, before any loop has ended.
      for (let i = 0; i < 3; i++) {
        const ana = await runner.run(`function strategy() { return [${i}] }`, [], context, {
          id: 'ana',
        });
        expect(ana).toMatchObject({ ok: true, result: [i] });
        finished.push('ana');
      }
      expect(finished).toEqual(['ana', 'ana', 'ana']);
    } finally {
      await runner.close();
    }
  }, 30_000);

  it("issue 34 R11: a heavy user's one-minute deployment runs in its interval while others flood the sandbox", async () => {
    const runner = new StrategyRunner({
      timeoutMs: 5000,
      poolSize: 2,
      graceMs: 1000,
      reserveThreads: 1,
      reserveBudgetMs: 300,
    });
    const LOOP = 'function strategy() { while (true) {} }';
    const deployment = { ...context, grouping: '1m', mode: 'live' as const };
    try {
      await runner.warm();
      const finished: string[] = [];
      const track = (name: string, run: Promise<RunOutcome>) =>
        void run.then(
          () => finished.push(name),
          () => finished.push(name),
        );
      // Bea, Carla and Dora: five looping backtests and two looping deployments each, due first.
      for (const id of ['bea', 'carla', 'dora']) {
        for (let i = 0; i < 5; i++) track(id, runner.run(LOOP, [], context, { id }));
      }
      for (const id of ['bea', 'carla', 'dora']) {
        for (let i = 0; i < 2; i++) {
          track(`${id} deployment`, runner.run(LOOP, [], deployment, { id }));
        }
      }
      // Ana is heavy too: four looping backtests of her own waiting.
      for (let i = 0; i < 4; i++) track('ana', runner.run(LOOP, [], context, { id: 'ana' }));
      const ana = await runner.run('function strategy() { return [1] }', [], deployment, {
        id: 'ana',
      });
      expect(ana).toMatchObject({ ok: true, result: [1] });
      finished.push('ana deployment');
      // Her deployment's run went ahead of every backtest and of the others' deployments' second
      // turns: it ended before any loop did.
      expect(finished).toEqual(['ana deployment']);
    } finally {
      await runner.close();
    }
  }, 30_000);

  it("issue 34 R11: a deployment's run is capped to its share of the interval", async () => {
    // A one-minute deployment may take 1/120 of its minute (500 ms), not the 20 s timeout.
    const runner = new StrategyRunner({
      timeoutMs: 20_000,
      poolSize: 2,
      reserveThreads: 0,
      liveShare: 1 / 120,
    });
    const LOOP = 'function strategy() { while (true) {} }';
    try {
      await runner.warm();
      const finished: string[] = [];
      // Carla's looping backtest starts first, with the full timeout.
      void runner.run(LOOP, [], context, { id: 'carla' }).then(() => finished.push('carla'));
      const bea = await runner.run(
        LOOP,
        [],
        { ...context, grouping: '1m', mode: 'live' },
        {
          id: 'bea',
        },
      );
      expect(bea).toMatchObject({ ok: false, kind: 'timeout' });
      expect(finished).toEqual([]);
    } finally {
      await runner.close();
    }
  }, 30_000);
});
