import { RECEIVER_LOG_STEPS, type ReceiverLogStatus } from '@pulso/domain';
import { and, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, receiverLogs, signals } from '../../db/schema';

export type ReceiverLogRow = typeof receiverLogs.$inferSelect & { accountName: string | null };

export interface ReceiverLogRange {
  accountId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}
export interface ReceiverLogFilter extends ReceiverLogRange {
  status?: ReceiverLogStatus | undefined;
  action?: string | undefined;
}

export interface ActionStatistics {
  action: string;
  total: number;
  success: number;
  failed: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

const view = { log: receiverLogs, accountName: accounts.name };
const flatten = (r: {
  log: typeof receiverLogs.$inferSelect;
  accountName: string | null;
}): ReceiverLogRow => ({ ...r.log, accountName: r.accountName });

/** The step's place in DESIGN §6's order; anything else after the steps. */
const stepOrder = sql`array_position(array[${sql.join(
  RECEIVER_LOG_STEPS.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${receiverLogs.action})`;

function rangeConditions(f: ReceiverLogRange): SQL[] {
  const out: SQL[] = [];
  if (f.accountId) out.push(eq(receiverLogs.accountId, f.accountId));
  if (f.from) out.push(gte(receiverLogs.createdAt, f.from));
  if (f.to) out.push(lte(receiverLogs.createdAt, f.to));
  return out;
}

export class ReceiverLogsRepository extends Repository {
  /** Parent logs (one per signal), newest first, each with how many step logs it has. */
  async parents(
    filter: ReceiverLogFilter,
    page: number,
    limit: number,
  ): Promise<{
    rows: (ReceiverLogRow & { childCount: number; needsReconciliation: boolean })[];
    total: number;
  }> {
    const where = and(
      isNull(receiverLogs.parentId),
      ...rangeConditions(filter),
      filter.status ? eq(receiverLogs.status, filter.status) : undefined,
      // An action names either the signal itself or one of its steps (e.g. every signal that BORROWed).
      filter.action
        ? or(
            eq(receiverLogs.action, filter.action),
            sql`exists (select 1 from ${receiverLogs} c where c.parent_id = ${receiverLogs.id} and c.action = ${filter.action})`,
          )
        : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          ...view,
          childCount: sql<number>`(select count(*)::int from ${receiverLogs} c where c.parent_id = ${receiverLogs.id})`,
          needsReconciliation: sql<boolean>`coalesce((select s.needs_reconciliation from ${signals} s where s.id = ${receiverLogs.signalId}), false)`,
        })
        .from(receiverLogs)
        .leftJoin(accounts, eq(accounts.id, receiverLogs.accountId))
        .where(where)
        .orderBy(desc(receiverLogs.createdAt), desc(receiverLogs.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: count() }).from(receiverLogs).where(where),
    ]);
    return {
      rows: rows.map((r) => ({
        ...flatten(r),
        childCount: Number(r.childCount),
        needsReconciliation: r.needsReconciliation === true,
      })),
      total: Number(totals?.total ?? 0),
    };
  }

  async findById(id: string): Promise<ReceiverLogRow | undefined> {
    const [row] = await this.db
      .select(view)
      .from(receiverLogs)
      .leftJoin(accounts, eq(accounts.id, receiverLogs.accountId))
      .where(eq(receiverLogs.id, id));
    return row && flatten(row);
  }

  /** A parent's step logs in the order they ran. */
  async children(parentId: string): Promise<ReceiverLogRow[]> {
    const rows = await this.db
      .select(view)
      .from(receiverLogs)
      .leftJoin(accounts, eq(accounts.id, receiverLogs.accountId))
      .where(eq(receiverLogs.parentId, parentId))
      .orderBy(receiverLogs.createdAt, sql`${stepOrder} nulls last`, receiverLogs.id);
    return rows.map(flatten);
  }

  /** Parent logs per status over the range. */
  async statusCounts(range: ReceiverLogRange): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ status: receiverLogs.status, n: count() })
      .from(receiverLogs)
      .where(and(isNull(receiverLogs.parentId), ...rangeConditions(range)))
      .groupBy(receiverLogs.status);
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }

  /** Per step action: counts and the median and 95th percentile of its duration, in SQL. */
  async actionStatistics(range: ReceiverLogRange, tx?: Db): Promise<ActionStatistics[]> {
    const where = and(sql`${receiverLogs.parentId} is not null`, ...rangeConditions(range));
    const rows = await queryRows<{
      action: string;
      total: number | string;
      success: number | string;
      failed: number | string;
      p50: number | string | null;
      p95: number | string | null;
    }>(
      this.q(tx),
      sql`select ${receiverLogs.action} as action,
            count(*)::int as total,
            (count(*) filter (where ${receiverLogs.status} = 'success'))::int as success,
            (count(*) filter (where ${receiverLogs.status} = 'failed'))::int as failed,
            percentile_cont(0.5) within group (order by ${receiverLogs.durationMs}) as p50,
            percentile_cont(0.95) within group (order by ${receiverLogs.durationMs}) as p95
          from ${receiverLogs}
          where ${where}
          group by ${receiverLogs.action}
          order by ${stepOrder} nulls last, ${receiverLogs.action}`,
    );
    const num = (v: number | string | null) => (v === null ? null : Number(v));
    return rows.map((r) => ({
      action: r.action,
      total: Number(r.total),
      success: Number(r.success),
      failed: Number(r.failed),
      p50Ms: num(r.p50),
      p95Ms: num(r.p95),
    }));
  }
}
