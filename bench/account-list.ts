/**
 * GET /api/account/list latency through the whole HTTP stack (token check, validation, search,
 * sort, the list-membership subquery, serialisation) for one user with 1,000 accounts.
 * Prints p50/p95 in ms for the default page and for the search, filter and sort variants.
 *
 *   npx tsx bench/account-list.ts                 # embedded PGlite, in memory
 *   DATABASE_URL=postgres://… npx tsx bench/account-list.ts
 */
import { ACCOUNT_TYPES } from '@pulso/domain';
import type { FastifyInstance } from 'fastify';
import { buildAppWithContainer } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { accountListMembers, accountLists, accounts } from '../apps/server/src/db/schema';
import { hashWebhookSecret } from '../apps/server/src/modules/accounts';

const ACCOUNTS = 1_000;
const RUNS = 200;
const WARMUP = 20;
const CASES: Array<[string, string]> = [
  ['default page (25, newest first)', ''],
  ['sort by name asc', '&sortBy=name&sortOrder=asc'],
  ['text search "spot"', '&search=spot'],
  ['regex search ^Cuenta 9', `&search=${encodeURIComponent('^Cuenta 9')}&regex=true`],
  [
    'filters: types, exchange, active, emitters',
    '&types=future,spot&exchanges=binance&status=active&role=emitter',
  ],
  ['one account list (100 members)', '&accountListId=LIST'],
  ['100 per page (bulk)', '&limit=100'],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(app: FastifyInstance, url: string, token: string) {
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (run >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function main() {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/bench',
    MASTER_KEY: '0'.repeat(63) + '1',
    RATE_LIMIT_MAX: '1000000',
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await database.migrate();
  const { app, container } = await buildAppWithContainer({
    config,
    database,
    logger: { level: 'silent' },
  });
  await app.ready();

  const user = await container.users.service.upsertByEmail('bench@example.com', { name: 'Bench' });
  const { token } = await container.apiTokens.service.create(user, 'bench');
  const exchanges = (
    await app.inject({ url: '/api/exchange/list', headers: { authorization: `Bearer ${token}` } })
  ).json() as {
    id: string;
    accountTypes: string[];
  }[];

  // Seeded straight through the table: the plan's account limit is not what is measured.
  const secret = 'whsec_bench';
  const sealedSecret = container.sealer.seal(secret);
  const rows = Array.from({ length: ACCOUNTS }, (_, i) => {
    const exchange = exchanges[i % exchanges.length]!;
    const type = ACCOUNT_TYPES[i % ACCOUNT_TYPES.length]!;
    return {
      ownerId: user.id,
      name: `Cuenta ${i} ${type}`,
      accountType: exchange.accountTypes.includes(type) ? type : 'spot',
      exchangeId: exchange.id,
      isActive: i % 5 !== 0,
      isPublic: i % 7 === 0,
      isEmitter: i % 3 === 0,
      isReceiver: i % 4 === 0,
      isTestAccount: i % 10 === 0,
      webhookSecretHash: hashWebhookSecret(`${secret}${i}`),
      webhookSecretSealed: sealedSecret,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    } as typeof accounts.$inferInsert;
  });
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 250) {
    const inserted = await container.db
      .insert(accounts)
      .values(rows.slice(i, i + 250))
      .returning({ id: accounts.id });
    ids.push(...inserted.map((r) => r.id));
  }
  // Ten lists of 100: every account belongs to one, so the accountListId subquery has work.
  let listId = '';
  for (let l = 0; l < 10; l++) {
    const [list] = await container.db
      .insert(accountLists)
      .values({ ownerId: user.id, name: `Lista ${l}`, description: null })
      .returning({ id: accountLists.id });
    listId ||= list!.id;
    await container.db
      .insert(accountListMembers)
      .values(
        ids.slice(l * 100, l * 100 + 100).map((accountId) => ({ listId: list!.id, accountId })),
      );
  }

  const total = (
    await app.inject({ url: '/api/account/list', headers: { authorization: `Bearer ${token}` } })
  ).json().pagination.total;
  console.log(
    `GET /api/account/list, ${total} accounts for one user, ${RUNS} requests per case ` +
      `(after ${WARMUP} warm-up), app.inject, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`,
  );
  for (const [label, query] of CASES) {
    const url = `/api/account/list?page=1${query.replace('LIST', listId)}`;
    const { p50, p95 } = await measure(app, url, token);
    console.log(
      `  ${label.padEnd(44)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms`,
    );
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
