/**
 * What the benchmarks seed and read of the signal pipeline: accounts to send alerts to, copy
 * followers, and the queue's and the trades' figures, straight from the database.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/client';
import { accounts, users } from '../../apps/server/src/db/schema';
import { hashWebhookSecret } from '../../apps/server/src/modules/accounts';

/** What the seeds need of the container: the database, and the sealer for webhook secrets. */
type BenchContext = { db: Db; sealer: { seal(plain: string): string } };

/**
 * Rows of a query in plain SQL text (the benchmarks do not depend on drizzle-orm being hoisted;
 * every value here is an id or a number the benchmark made).
 */
async function rows<T>(db: Db, text: string): Promise<T[]> {
  return ((await db.execute(text)) as unknown as { rows: T[] }).rows;
}

/** `count` spot accounts on binance of one fresh user, all with the same webhook secret. */
export async function seedBenchAccounts(
  ctx: BenchContext,
  count: number,
  secret: string,
): Promise<string[]> {
  const { db } = ctx;
  const [role] = await rows<{ id: string }>(db, `select id from roles where name = 'user'`);
  const [owner] = await db
    .insert(users)
    .values({ uid: `bench-${randomUUID()}`, email: 'bench@example.com', roleId: role!.id })
    .returning();
  const [binance] = await rows<{ id: string }>(
    db,
    `select id from exchanges where code = 'binance'`,
  );
  const created = await db
    .insert(accounts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ownerId: owner!.id,
        name: `Bench ${i}`,
        accountType: 'spot' as const,
        exchangeId: binance!.id,
        webhookSecretHash: hashWebhookSecret(secret),
        webhookSecretSealed: ctx.sealer.seal(secret),
      })),
    )
    .returning({ id: accounts.id });
  return created.map((r) => r.id);
}

export async function clearSignals(ctx: BenchContext): Promise<void> {
  await ctx.db.execute('delete from receiver_logs');
  await ctx.db.execute('delete from signals');
}

export async function signalCounts(ctx: BenchContext): Promise<Record<string, number>> {
  const counts = await rows<{ status: string; n: number }>(
    ctx.db,
    'select status, count(*)::int as n from signals group by status order by status',
  );
  return Object.fromEntries(counts.map((r) => [r.status, Number(r.n)]));
}

export async function stepDurations(
  ctx: BenchContext,
): Promise<{ action: string; p50: number; p99: number }[]> {
  const steps = await rows<{ action: string; p50: number; p99: number }>(
    ctx.db,
    `select action, percentile_cont(0.5) within group (order by duration_ms) as p50,
            percentile_cont(0.99) within group (order by duration_ms) as p99
     from receiver_logs where parent_id is not null group by action order by p50 desc`,
  );
  return steps.map((r) => ({ action: r.action, p50: Number(r.p50), p99: Number(r.p99) }));
}

/** Milliseconds from each signal's arrival to its trade row, for the signals that have one. */
export async function signalToTradeMs(ctx: BenchContext, signalIds: string[]): Promise<number[]> {
  if (signalIds.length === 0) return [];
  const times = await rows<{ ms: number }>(
    ctx.db,
    `select extract(epoch from (t.created_at - s.received_at)) * 1000 as ms
     from signals s join trades t on t.signal_id = s.id
     where s.id in (${signalIds.map((id) => `'${id}'::uuid`).join(', ')})`,
  );
  return times.map((r) => Number(r.ms));
}

/**
 * bench/copy-fan-out.ts: `receivers` (seeded as one user's) spread over `owners` fresh users, each
 * following `emitter` through a copy trade of their own.
 */
export async function seedCopyFollowers(
  ctx: BenchContext,
  emitter: string,
  receivers: string[],
  owners: number,
): Promise<void> {
  const ids = `'{${receivers.join(',')}}'::uuid[]`;
  await ctx.db.execute(`
    with owners as (
      insert into users (uid, email, role_id)
      select 'fanout-' || gen_random_uuid(), 'fanout' || g || '@example.com',
             (select role_id from users where id = (select owner_id from accounts where id = '${emitter}'))
      from generate_series(1, ${owners}) g
      returning id
    ), numbered as (
      select id, row_number() over () - 1 as n from owners
    ), receivers as (
      select a.id, row_number() over (order by a.id) - 1 as n
      from accounts a where a.id = any(${ids})
    )
    update accounts set owner_id = numbered.id
    from receivers join numbered on numbered.n = receivers.n % ${owners}
    where accounts.id = receivers.id`);
  await ctx.db.execute(`
    insert into copy_trades (owner_id, emitter_account_id, receiver_account_id, multiplier)
    select owner_id, '${emitter}'::uuid, id, 1 from accounts where id = any(${ids})`);
  await ctx.db.execute('analyze');
}

/**
 * An emitter's fan-out as the database saw it: copies traded so far, how long the emitter's
 * POST_PROCESSING took (its transaction records the trade and enqueues every copy), and the
 * milliseconds from the alert's arrival to the last copy's trade.
 */
export async function fanOutProgress(
  ctx: BenchContext,
  emitter: string,
): Promise<{ copies: number; emitterMs: number | null; lastCopyMs: number | null; logs: number }> {
  const [row] = await rows<{
    copies: number;
    emitter_ms: number | null;
    last_ms: number | null;
    logs: number;
  }>(
    ctx.db,
    `select
       (select count(*)::int from trades where source = 'copy') as copies,
       (select max(duration_ms) from receiver_logs where signal_id = s.id and action = 'POST_PROCESSING') as emitter_ms,
       extract(epoch from ((select max(created_at) from trades where source = 'copy') - s.received_at)) * 1000 as last_ms,
       (select count(*)::int from receiver_logs where parent_id = s.receiver_log_id) as logs
     from signals s where s.account_id = '${emitter}' and s.parent_signal_id is null`,
  );
  return {
    copies: Number(row?.copies ?? 0),
    emitterMs: row?.emitter_ms == null ? null : Number(row.emitter_ms),
    lastCopyMs: row?.last_ms == null ? null : Number(row.last_ms),
    logs: Number(row?.logs ?? 0),
  };
}
