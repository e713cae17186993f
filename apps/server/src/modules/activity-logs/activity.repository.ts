import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { activityLogs } from '../../db/schema';

export type ActivityScope = 'backoffice' | 'system' | 'user';
export type NewActivity = typeof activityLogs.$inferInsert;
export type ActivityRow = typeof activityLogs.$inferSelect;

export interface ActivityFilter {
  scope?: ActivityScope | undefined;
  actorId?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export class ActivityRepository extends Repository {
  /** One statement, however many entries. */
  async insert(entries: readonly NewActivity[], tx?: Db): Promise<void> {
    if (entries.length > 0)
      await this.q(tx)
        .insert(activityLogs)
        .values([...entries]);
  }

  async page(
    filter: ActivityFilter,
    page: number,
    limit: number,
  ): Promise<{ rows: ActivityRow[]; total: number }> {
    const where = and(...conditions(filter));
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(activityLogs)
        .where(where)
        .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: count() }).from(activityLogs).where(where),
    ]);
    return { rows, total: Number(totals?.total ?? 0) };
  }
}

function conditions(f: ActivityFilter): SQL[] {
  const out: SQL[] = [];
  if (f.scope) out.push(eq(activityLogs.scope, f.scope));
  if (f.actorId) out.push(eq(activityLogs.actorId, f.actorId));
  if (f.action) out.push(eq(activityLogs.action, f.action));
  if (f.entityType) out.push(eq(activityLogs.entityType, f.entityType));
  if (f.entityId) out.push(eq(activityLogs.entityId, f.entityId));
  if (f.from) out.push(gte(activityLogs.createdAt, f.from));
  if (f.to) out.push(lte(activityLogs.createdAt, f.to));
  return out;
}
