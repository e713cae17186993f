/**
 * A second server process for `SERVERS=2 npx tsx bench/webhook-ingest.ts` (DESIGN: instances
 * scale out on one database). Started by that bench, not by hand: opens BENCH_DATABASE_URL (already
 * migrated and seeded), listens on a free port and prints its address. Lines on stdin: "reset"
 * restarts its CPU clock, "report" prints its CPU time (ms) since then, "drain" runs a signal worker
 * until nothing is pending (the processing phase, beside the bench's own) and prints its CPU time
 * (ms) meanwhile and how many signals it took, "exit" closes it.
 */
import pino from 'pino';
import { buildAppWithContainer, LOGGER_OPTIONS } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { testConfig } from '../apps/server/src/test/harness';

const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 16 });
const { app, container } = await buildAppWithContainer({
  config: testConfig({ RATE_LIMIT_MAX: '100000000' }),
  database,
  logger:
    process.env.LOG === 'off'
      ? false
      : pino({ level: 'info', ...LOGGER_OPTIONS }, pino.destination('/dev/null')),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
let cpu = process.cpuUsage();
process.stdout.write(`${address}\n`);
process.stdin.setEncoding('utf8');
process.stdin.on('data', async (line: string) => {
  if (line.includes('reset')) {
    cpu = process.cpuUsage();
    process.stdout.write('ok\n');
  }
  if (line.includes('report')) {
    const used = process.cpuUsage(cpu);
    process.stdout.write(`${(used.user + used.system) / 1000}\n`);
  }
  if (line.includes('drain')) {
    const before = process.cpuUsage();
    const taken = await container.signals.worker().drain();
    const used = process.cpuUsage(before);
    process.stdout.write(`${(used.user + used.system) / 1000} ${taken}\n`);
  }
  if (line.includes('exit')) {
    // Closed, and stdin let go of: nothing is left to keep the process running.
    process.stdin.destroy();
    await app.close();
    await database.close();
  }
});
