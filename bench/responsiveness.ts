/**
 * Issue 15 H2/M2: does the API keep answering while hostile strategies run? /api/health and a
 * webhook delivery (POST /api/trade-receiver/:id, another user's account), idle and while one
 * user's backtest returns 300,000 trades and another user's five strategies spin. Before the fix
 * the health check waited 10.8 s and the webhook 19.2 s. Prints p50/p99/max in ms.
 *
 *   npx tsx bench/responsiveness.ts        (SECONDS of hostile load, default 8; TIMEOUT_MS 10 s)
 */
import { machine, report } from './lib';
import { CATASTROPHE, SPIN, startBenchApp, type BenchApp } from './sandbox-load';

const SECONDS = Number(process.env.SECONDS ?? 8);
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 10_000);

/**
 * How long after it was due each request was answered: requests are due every 20 ms, so a block
 * of the event loop between two of them counts, as it would for a client's request arriving then.
 */
async function sample(
  b: BenchApp,
  account: { id: string; secret: string },
  ms: number,
): Promise<{ health: number[]; webhook: number[] }> {
  const health: number[] = [];
  const webhook: number[] = [];
  const until = performance.now() + ms;
  const due = async (call: () => Promise<void>) => {
    const at = performance.now() + 20;
    await new Promise((r) => setTimeout(r, 20));
    await call();
    return performance.now() - at;
  };
  while (performance.now() < until) {
    health.push(
      await due(async () => {
        const res = await b.app.inject('/api/health');
        if (res.statusCode !== 200) throw new Error(`health: ${res.statusCode}`);
      }),
    );
    if (health.length % 5 === 0) {
      webhook.push(
        await due(async () => {
          const res = await b.deliver(account);
          if (res.statusCode !== 202) throw new Error(`webhook: ${res.statusCode}`);
        }),
      );
    }
  }
  return {
    health: health.sort((x, y) => x - y),
    webhook: webhook.sort((x, y) => x - y),
  };
}

const b = await startBenchApp(TIMEOUT_MS);
console.log(`machine: ${machine()}`);
console.log(`sandbox: 2 threads, strategy timeout ${TIMEOUT_MS} ms; ${SECONDS} s of hostile load`);
const ana = await b.user('ana');
const bea = await b.user('bea');
const carla = await b.user('carla');
const account = await b.account(ana);

await sample(b, account, 1000); // warm-up
const idle = await sample(b, account, 3000);
report('GET /api/health, idle', idle.health);
report('webhook delivery, idle', idle.webhook);

const started = performance.now();
const catastrophe = b.backtest(carla, CATASTROPHE).then((res) => ({
  res,
  ms: performance.now() - started,
}));
const spins = Array.from({ length: 5 }, () => b.backtest(bea, SPIN));
const loaded = await sample(b, account, SECONDS * 1000);
report('GET /api/health, hostile load', loaded.health);
report('webhook delivery, hostile load', loaded.webhook);
const max = (s: number[]) => s.at(-1)!.toFixed(1);
console.log(`max under load: health ${max(loaded.health)} ms, webhook ${max(loaded.webhook)} ms`);
const { res, ms } = await catastrophe;
console.log(
  `300,000-trade backtest answered in ${ms.toFixed(0)} ms: ${res.statusCode} ${JSON.parse(res.body).error}`,
);
void spins;
await b.runner.close();
await b.close();
process.exit(0);
