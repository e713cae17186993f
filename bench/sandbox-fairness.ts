/**
 * Issue 15 M2: one user floods the strategy sandbox; how long does another user wait?
 * - A's trivial backtest (POST /api/strategy/backtest), idle and while B has five looping
 *   backtests in the pool (goal: within 2x of idle);
 * - A's deployment run: from the scheduler's start to A's run recorded, idle and while B floods
 *   (B's looping backtests plus B's looping deployments, claimed before A's).
 * The sandbox has the production shape (2 threads); the strategy timeout is TIMEOUT_MS (default
 * 10 s instead of 30 s, so the run is short). Prints figures in ms.
 *
 *   npx tsx bench/sandbox-fairness.ts
 */
import { machine, percentile, report } from './lib';
import {
  elapsed,
  SPIN,
  startBenchApp,
  TRIVIAL,
  type BenchApp,
  type BenchUser,
} from './sandbox-load';

// Plain SQL text with ids the benchmark made: it does not depend on drizzle-orm being hoisted.
async function rows<T>(b: BenchApp, text: string): Promise<T[]> {
  return ((await b.container.db.execute(text)) as unknown as { rows: T[] }).rows;
}

async function setDue(b: BenchApp, ids: string[], at: Date): Promise<void> {
  const list = ids.map((id) => `'${id}'`).join(',');
  await b.container.db.execute(
    `update strategy_deployments set next_run_at = '${at.toISOString()}' where id in (${list})`,
  );
}
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 8);

async function backtests(b: BenchApp, who: BenchUser): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    samples.push(
      await elapsed(async () => {
        const res = await b.backtest(who, TRIVIAL);
        if (res.statusCode !== 200) throw new Error(`backtest: ${res.statusCode} ${res.body}`);
      }),
    );
  }
  return samples.sort((x, y) => x - y);
}

async function deploy(b: BenchApp, who: BenchUser, code: string, nextRunAt: Date): Promise<string> {
  const strategy = await b.app.inject({
    method: 'POST',
    url: '/api/strategy',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { name: `s${nextRunAt.getTime()}${Math.random()}`, code, grouping: '1m' },
  });
  const account = await b.account(who);
  const res = await b.app.inject({
    method: 'POST',
    url: '/api/strategy-deployment/deploy',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { strategyId: strategy.json().id, accountId: account.id },
  });
  const id = res.json().deployment.id as string;
  await setDue(b, [id], nextRunAt);
  return id;
}

/** From the scheduler's start to the deployment's run recorded. */
async function deploymentDelay(b: BenchApp, id: string): Promise<number> {
  const scheduler = b.container.deployments.worker({ tickMs: 50 });
  const started = performance.now();
  scheduler.start();
  for (;;) {
    const [row] = await rows<{ status: string | null }>(
      b,
      `select last_status as status from strategy_deployments where id = '${id}'`,
    );
    if (row?.status) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  void scheduler.stop();
  return ms;
}

const b = await startBenchApp(TIMEOUT_MS);
console.log(`machine: ${machine()}`);
console.log(`sandbox: 2 threads, strategy timeout ${TIMEOUT_MS} ms, ${RUNS} samples per case`);
const ana = await b.user('ana');
const bea = await b.user('bea');

// Everything is created before the flood: creating a strategy checks its code in the sandbox
// too, in its owner's line. Deployments wait far in the future until their turn.
const later = new Date(Date.now() + 86_400_000);
const anaIdle = await deploy(b, ana, TRIVIAL, later);
const anaLoaded = await deploy(b, ana, TRIVIAL, later);
const loud = [await deploy(b, bea, SPIN, later), await deploy(b, bea, SPIN, later)];
const due = (ids: string[], at: Date) => setDue(b, ids, at);

await backtests(b, ana); // warm-up: JIT, candle cache
const idle = await backtests(b, ana);
report("A's trivial backtest, idle", idle);
await due([anaIdle], new Date(Date.now() - 1000));
const deployIdle = await deploymentDelay(b, anaIdle);

// B floods: three looping backtests and two looping deployments (one running, four waiting:
// B's queue is full), then a sixth backtest that is refused.
const flood = [1, 2, 3].map(() => b.backtest(bea, SPIN));
await new Promise((r) => setTimeout(r, 200));
// B's deployments are due before A's, so they are claimed first.
await due(loud, new Date(Date.now() - 60_000));
await due([anaLoaded], new Date(Date.now() - 1000));
const deployLoaded = await deploymentDelay(b, anaLoaded);
const loaded = await backtests(b, ana);
const refused = await b.backtest(bea, SPIN);
report("A's trivial backtest, B flooding", loaded);
const p50 = (s: number[]) => percentile(s, 50);
console.log(
  `A's backtest under flood / idle (p50)              ${(p50(loaded) / p50(idle)).toFixed(2)}x   (goal ≤ 2x)`,
);
console.log(`A's deployment run delay, idle                      ${deployIdle.toFixed(0)} ms`);
console.log(
  `A's deployment run delay, B flooding                ${deployLoaded.toFixed(0)} ms   (B's deployments claimed first; B's loops hold a thread ${TIMEOUT_MS} ms each)`,
);
console.log(
  `B's sixth run while B has five                      ${refused.statusCode} ${JSON.parse(refused.body).error}`,
);
const statuses = await rows(
  b,
  `select d.last_status as status, d.last_error as error from strategy_deployments d
   join strategies s on s.id = d.strategy_id where s.owner_id = '${bea.id}'`,
);
console.log(`B's looping deployments so far                      ${JSON.stringify(statuses)}`);
void flood;
await b.runner.close();
await b.close();
process.exit(0);
