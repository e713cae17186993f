import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { strategies, strategyDeployments } from '../../db/schema';

export type StrategyRow = typeof strategies.$inferSelect;
export type StrategyView = StrategyRow & { deployments: number };

const deploymentCount = sql<number>`(
  select count(*)::int from ${strategyDeployments} d where d.strategy_id = ${strategies.id}
)`;

/** `%text%` for ILIKE, with the wildcards of the text itself taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class StrategiesRepository extends Repository {
  async insert(values: typeof strategies.$inferInsert, tx?: Db): Promise<string> {
    const [row] = await this.q(tx)
      .insert(strategies)
      .values(values)
      .returning({ id: strategies.id });
    return row!.id;
  }

  async findById(id: string, tx?: Db): Promise<StrategyView | undefined> {
    const [row] = await this.q(tx)
      .select({ strategy: strategies, deployments: deploymentCount })
      .from(strategies)
      .where(eq(strategies.id, id));
    return row && { ...row.strategy, deployments: Number(row.deployments) };
  }

  async pageForOwner(
    ownerId: string,
    { page, limit, search }: { page: number; limit: number; search?: string | undefined },
    tx?: Db,
  ): Promise<{ rows: StrategyView[]; total: number }> {
    const where = and(
      eq(strategies.ownerId, ownerId),
      search
        ? or(
            ilike(strategies.name, containsPattern(search)),
            ilike(strategies.description, containsPattern(search)),
            ilike(strategies.symbol, containsPattern(search)),
          )
        : undefined,
    );
    const rows = await this.q(tx)
      .select({ strategy: strategies, deployments: deploymentCount })
      .from(strategies)
      .where(where)
      .orderBy(desc(strategies.updatedAt), desc(strategies.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [totals] = await this.q(tx).select({ n: count() }).from(strategies).where(where);
    return {
      rows: rows.map((r) => ({ ...r.strategy, deployments: Number(r.deployments) })),
      total: Number(totals?.n ?? 0),
    };
  }

  async update(id: string, values: Partial<typeof strategies.$inferInsert>, tx?: Db) {
    await this.q(tx)
      .update(strategies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(strategies.id, id));
  }

  /** Its deployments go with it (ON DELETE CASCADE). */
  async delete(id: string, tx?: Db): Promise<void> {
    await this.q(tx).delete(strategies).where(eq(strategies.id, id));
  }
}
