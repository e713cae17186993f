/**
 * What bench/webhook-ingest.ts reads and seeds, kept with the server (which owns drizzle) so the
 * benchmark needs nothing but the server's modules.
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Sealer } from '../../lib/sealer';
import { accounts, exchanges, roles, users } from '../../db/schema';
import { hashWebhookSecret } from '../accounts';

/** `count` spot accounts on binance of one fresh user, all with the same webhook secret. */
export async function seedBenchAccounts(
  ctx: { db: Db; sealer: Sealer },
  count: number,
  secret: string,
): Promise<string[]> {
  const { db } = ctx;
  const [role] = await db.select().from(roles).where(eq(roles.name, 'user'));
  const [owner] = await db
    .insert(users)
    .values({ uid: `bench-${Date.now()}`, email: 'bench@example.com', roleId: role!.id })
    .returning();
  const [binance] = await db.select().from(exchanges).where(eq(exchanges.code, 'binance'));
  const rows = await db
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
  return rows.map((r) => r.id);
}

export async function clearSignals(ctx: { db: Db; sealer: Sealer }): Promise<void> {
  await ctx.db.execute(sql`delete from receiver_logs`);
  await ctx.db.execute(sql`delete from signals`);
}

export async function signalCounts(ctx: {
  db: Db;
  sealer: Sealer;
}): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(
    ctx.db,
    sql`select status, count(*)::int as n from signals group by status order by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function stepDurations(ctx: {
  db: Db;
  sealer: Sealer;
}): Promise<{ action: string; p50: number; p99: number }[]> {
  const rows = await queryRows<{ action: string; p50: number; p99: number }>(
    ctx.db,
    sql`select action, percentile_cont(0.5) within group (order by duration_ms) as p50,
               percentile_cont(0.99) within group (order by duration_ms) as p99
        from receiver_logs where parent_id is not null group by action order by p50 desc`,
  );
  return rows.map((r) => ({ action: r.action, p50: Number(r.p50), p99: Number(r.p99) }));
}

/** Milliseconds from each signal's arrival to its trade row, for the signals that have one. */
export async function signalToTradeMs(
  ctx: { db: Db; sealer: Sealer },
  signalIds: string[],
): Promise<number[]> {
  if (signalIds.length === 0) return [];
  const rows = await queryRows<{ ms: number }>(
    ctx.db,
    sql`select extract(epoch from (t.created_at - s.received_at)) * 1000 as ms
        from signals s join trades t on t.signal_id = s.id
        where s.id in (${sql.join(
          signalIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return rows.map((r) => Number(r.ms));
}
