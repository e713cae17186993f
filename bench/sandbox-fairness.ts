/**
 * Issue 15 M2, issue 34 R11: three users flood the strategy sandbox; how long does another wait?
 * - A's trivial backtest (POST /api/strategy/backtest), idle and while B has five looping
 *   backtests in the pool (goal: within 2x of idle);
 * - A's deployment run: from the scheduler's start to A's run recorded, idle and while B floods
 *   (B, C and D's looping backtests and deployments, claimed before A's), interval after interval.
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

/** From the scheduler's start to the deployment's run recorded, and how it ended. */
async function deploymentRun(b: BenchApp, id: string): Promise<{ ms: number; status: string }> {
  const scheduler = b.container.deployments.worker({ tickMs: 50 });
  const started = performance.now();
  scheduler.start();
  for (;;) {
    const [row] = await rows<{ status: string | null }>(
      b,
      `select last_status as status from strategy_deployments where id = '${id}'`,
    );
    if (row?.status) {
      const ms = performance.now() - started;
      void scheduler.stop();
      return { ms, status: row.status };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const INTERVALS = Number(process.env.INTERVALS ?? 5);
const b = await startBenchApp(TIMEOUT_MS);
console.log(`machine: ${machine()}`);
console.log(`sandbox: 2 threads, strategy timeout ${TIMEOUT_MS} ms, ${RUNS} samples per case`);
const ana = await b.user('ana');
// Issue 34 R11: three abusive users, not one.
const abusers = [await b.user('bea'), await b.user('carla'), await b.user('dora')];

// Everything is created before the flood: creating a strategy checks its code in the sandbox
// too, in its owner's line. Deployments wait far in the future until their turn.
const later = new Date(Date.now() + 86_400_000);
const anaIdle = await deploy(b, ana, TRIVIAL, later);
const anaLoaded = await deploy(b, ana, TRIVIAL, later);
const loud: string[] = [];
for (const who of abusers) for (let i = 0; i < 2; i++) loud.push(await deploy(b, who, SPIN, later));
const due = (ids: string[], at: Date) => setDue(b, ids, at);

await backtests(b, ana); // warm-up: JIT, candle cache
const idle = await backtests(b, ana);
report("A's trivial backtest, idle", idle);
await due([anaIdle], new Date(Date.now() - 1000));
const deployIdle = (await deploymentRun(b, anaIdle)).ms;

// B, C and D flood: five looping backtests each (one running, four waiting: each queue is full)
// and two looping deployments each, due before A's.
const flood = abusers.flatMap((who) => [1, 2, 3, 4, 5].map(() => b.backtest(who, SPIN)));
await new Promise((r) => setTimeout(r, 200));
const loaded = await backtests(b, ana);
report("A's trivial backtest, B, C and D flooding", loaded);
// A's one-minute deployment, interval after interval while the flood lasts: each time it is due
// (after the abusers' deployments), how long until its run is recorded. A is heavy now too: four
// looping backtests of her own waiting (issue 34 R11: a deployment runs whoever its owner is).
const anaFlood = [1, 2, 3, 4].map(() => b.backtest(ana, SPIN));
await new Promise((r) => setTimeout(r, 200));
const perInterval: { ms: number; status: string }[] = [];
for (let i = 0; i < INTERVALS; i++) {
  await due(loud, new Date(Date.now() - 60_000));
  await b.container.db.execute(
    `update strategy_deployments set last_status = null where id = '${anaLoaded}'`,
  );
  await due([anaLoaded], new Date(Date.now() - 1000));
  perInterval.push(await deploymentRun(b, anaLoaded));
}
const refused = await b.backtest(abusers[0]!, SPIN);
const p50 = (s: number[]) => percentile(s, 50);
console.log(
  `A's backtest under flood / idle (p50)              ${(p50(loaded) / p50(idle)).toFixed(2)}x   (goal ≤ 2x)`,
);
console.log(`A's deployment run delay, idle                      ${deployIdle.toFixed(0)} ms`);
console.log(
  `A's deployment run delay per interval, flooding     ${perInterval.map((r) => `${r.ms.toFixed(0)} ms ${r.status}`).join(', ')}`,
);
console.log(
  `A's deployment ran in its interval (60 s)          ${perInterval.filter((r) => r.ms < 60_000 && r.status === 'success').length} of ${INTERVALS}   (goal: every interval)`,
);
console.log(
  `B's sixth run while B has five                      ${refused.statusCode} ${JSON.parse(refused.body).error}`,
);
void flood;
void anaFlood;
await b.runner.close();
await b.close();
process.exit(0);
