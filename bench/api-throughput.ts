/**
 * API throughput against the cost of HTTP itself (issue 9): requests per second and latency of
 * a bare Fastify "hello" route, the public account list (GET /api/account/public/list) and an
 * authenticated list (GET /api/account/list with an API token), each hammered by autocannon
 * with the same connections for the same time, in one run, on the same machine; the two API
 * routes are printed as a ratio of the bare route. The bare Fastify and autocannon each run in
 * their own process (issue 39: sharing this one halved the yardstick), so each server has what
 * a server alone would.
 *
 *   npx tsx bench/api-throughput.ts                 # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/api-throughput.ts
 * Options: SECONDS=10 CONNECTIONS=50 ACCOUNTS=100
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import { buildAppWithContainer, LOGGER_OPTIONS } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { accounts, exchanges } from '../apps/server/src/db/schema';
import { hashWebhookSecret } from '../apps/server/src/modules/accounts';
import { testConfig } from '../apps/server/src/test/harness';
import { freshPostgres, hammer as hammerWith, loadAverage, machine } from './lib';

const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100);

const hammer = (title: string, url: string, headers: Record<string, string> = {}) =>
  hammerWith(title, url, { connections: CONNECTIONS, seconds: SECONDS, headers });

async function main(): Promise<void> {
  // A fresh database each run: the public list's total would otherwise count every earlier
  // run's accounts.
  const database = process.env.DATABASE_URL
    ? (await freshPostgres(process.env.DATABASE_URL, { prefix: 'pulso_bench_api' })).database
    : await openDatabase({});
  await database.migrate();
  // Request logs on, as in production, into /dev/null.
  const { app, container } = await buildAppWithContainer({
    config: testConfig({
      RATE_LIMIT_MAX: '1000000000',
      PUBLIC_RATE_LIMIT_MAX: '1000000000',
      DEMO_DATA: 'false',
    }),
    database,
    logger: pino({ level: 'info', ...LOGGER_OPTIONS }, pino.destination('/dev/null')),
  });
  const user = await container.users.service.upsertByEmail(`bench-${Date.now()}@example.com`, {
    name: 'Bench',
  });
  const { token } = await container.apiTokens.service.create(user, 'bench');
  const exchange = (await container.db.select().from(exchanges))[0]!;
  await container.db.insert(accounts).values(
    Array.from({ length: ACCOUNTS }, (_, i) => ({
      ownerId: user.id,
      name: `Cuenta ${i}`,
      accountType: 'spot' as const,
      exchangeId: exchange.id,
      // Half public, so the public list has a full first page.
      isPublic: i % 2 === 0,
      webhookSecretHash: hashWebhookSecret(`whsec_${i}`),
      webhookSecretSealed: container.sealer.seal(`whsec_${i}`),
    })),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'support/bare-fastify.ts')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const bareAddress = await new Promise<string>((resolve) =>
    bare.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );

  console.log(
    `API throughput — ${machine()} — ${database.kind} — ${CONNECTIONS} connections × ${SECONDS} s each — load ${loadAverage()}`,
  );
  const rows = [
    await hammer('bare Fastify GET /hello', `${bareAddress}/hello`),
    await hammer('GET /api/account/public/list (visitor)', `${address}/api/account/public/list`),
    await hammer('GET /api/account/list (API token)', `${address}/api/account/list`, {
      authorization: `Bearer ${token}`,
    }),
  ];
  const base = rows[0]!.rps;
  for (const row of rows) {
    console.log(
      `  ${row.title.padEnd(42)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ${((row.rps / base) * 100).toFixed(1).padStart(5)} % of bare`,
    );
  }
  bare.kill();
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
