import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, exchanges, strategies, strategyDeployments } from '../../db/schema';
import { containsPattern } from '../strategies';

export type DeploymentRow = typeof strategyDeployments.$inferSelect;
export type DeploymentView = DeploymentRow & {
  ownerId: string;
  strategyName: string;
  code: string;
  symbol: string;
  exchange: string;
  grouping: string;
  accountName: string;
  accountOwnerId: string;
  accountActive: boolean;
  accountDeleted: boolean;
  accountExchangeCode: string;
  /** Whether the strategy's and the account's owners are both active (a deactivated user runs nothing). */
  ownersActive: boolean;
};

export interface DeploymentFilters {
  strategyId?: string | undefined;
  accountId?: string | undefined;
  isPaused?: boolean | undefined;
  search?: string | undefined;
}

const view = {
  deployment: strategyDeployments,
  ownerId: strategies.ownerId,
  strategyName: strategies.name,
  code: strategies.code,
  symbol: strategies.symbol,
  exchange: strategies.exchange,
  grouping: strategies.grouping,
  accountName: accounts.name,
  accountOwnerId: accounts.ownerId,
  accountActive: accounts.isActive,
  accountDeletedAt: accounts.deletedAt,
  accountExchangeCode: exchanges.code,
  ownersActive: sql<boolean>`not exists (select 1 from users u
    where u.id in (${strategies.ownerId}, ${accounts.ownerId}) and not u.is_active)`,
};

type Joined = {
  deployment: DeploymentRow;
  accountDeletedAt: Date | null;
} & Omit<DeploymentView, keyof DeploymentRow | 'accountDeleted'>;

const flatten = ({ deployment, accountDeletedAt, ...rest }: Joined): DeploymentView => ({
  ...deployment,
  ...rest,
  accountDeleted: accountDeletedAt !== null,
});

export class DeploymentsRepository extends Repository {
  private select(tx?: Db) {
    return this.q(tx)
      .select(view)
      .from(strategyDeployments)
      .innerJoin(strategies, eq(strategies.id, strategyDeployments.strategyId))
      .innerJoin(accounts, eq(accounts.id, strategyDeployments.accountId))
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId));
  }

  async insert(values: typeof strategyDeployments.$inferInsert, tx?: Db): Promise<string> {
    const [row] = await this.q(tx)
      .insert(strategyDeployments)
      .values(values)
      .returning({ id: strategyDeployments.id });
    return row!.id;
  }

  async findById(id: string, tx?: Db): Promise<DeploymentView | undefined> {
    const [row] = await this.select(tx).where(eq(strategyDeployments.id, id));
    return row && flatten(row);
  }

  async findByPair(strategyId: string, accountId: string, tx?: Db) {
    const [row] = await this.q(tx)
      .select({ id: strategyDeployments.id })
      .from(strategyDeployments)
      .where(
        and(
          eq(strategyDeployments.strategyId, strategyId),
          eq(strategyDeployments.accountId, accountId),
        ),
      );
    return row;
  }

  /** Deployments of the owner's strategies, newest first, filtered as spec §7 lists. */
  async page(
    ownerId: string,
    filters: DeploymentFilters,
    page: number,
    limit: number,
    tx?: Db,
  ): Promise<{ rows: DeploymentView[]; total: number }> {
    const where = this.where(ownerId, filters);
    const rows = await this.select(tx)
      .where(where)
      .orderBy(desc(strategyDeployments.createdAt), desc(strategyDeployments.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [totals] = await this.q(tx)
      .select({ n: count() })
      .from(strategyDeployments)
      .innerJoin(strategies, eq(strategies.id, strategyDeployments.strategyId))
      .innerJoin(accounts, eq(accounts.id, strategyDeployments.accountId))
      .where(where);
    return { rows: rows.map(flatten), total: Number(totals?.n ?? 0) };
  }

  async countForOwner(ownerId: string, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(strategyDeployments)
      .innerJoin(strategies, eq(strategies.id, strategyDeployments.strategyId))
      .where(eq(strategies.ownerId, ownerId));
    return Number(row?.n ?? 0);
  }

  async update(id: string, values: Partial<typeof strategyDeployments.$inferInsert>, tx?: Db) {
    await this.q(tx)
      .update(strategyDeployments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(strategyDeployments.id, id));
  }

  async delete(id: string, tx?: Db): Promise<void> {
    await this.q(tx).delete(strategyDeployments).where(eq(strategyDeployments.id, id));
  }

  /**
   * Claims up to `limit` running deployments whose slot is due and that no run holds: the rows
   * are locked with SKIP LOCKED (another instance passes them by), given a lease and moved to
   * their next slot before the transaction commits, so each slot is taken once.
   */
  async claimDue(
    now: Date,
    limit: number,
    leaseUntil: Date,
    nextRunAt: (grouping: string) => Date,
    tx: Db,
  ): Promise<string[]> {
    const due = await tx
      .select({ id: strategyDeployments.id, grouping: strategies.grouping })
      .from(strategyDeployments)
      .innerJoin(strategies, eq(strategies.id, strategyDeployments.strategyId))
      .where(
        and(
          eq(strategyDeployments.isPaused, false),
          lte(strategyDeployments.nextRunAt, now),
          or(isNull(strategyDeployments.leaseUntil), lt(strategyDeployments.leaseUntil, now)),
        ),
      )
      .orderBy(asc(strategyDeployments.nextRunAt))
      .limit(limit)
      .for('update', { of: strategyDeployments, skipLocked: true });
    for (const row of due) {
      await tx
        .update(strategyDeployments)
        .set({ leaseUntil, nextRunAt: nextRunAt(row.grouping) })
        .where(eq(strategyDeployments.id, row.id));
    }
    return due.map((r) => r.id);
  }

  /**
   * Moves last_emitted_timestamp forward from `from` to `to`, and counts the trades: only if
   * nobody moved it meanwhile (false: another run emitted first, roll back).
   */
  async advanceEmitted(
    id: string,
    from: number | null,
    to: number,
    emitted: number,
    tx?: Db,
  ): Promise<boolean> {
    const rows = await this.q(tx)
      .update(strategyDeployments)
      .set({
        lastEmittedTimestamp: to,
        tradesEmitted: sql`${strategyDeployments.tradesEmitted} + ${emitted}`,
      })
      .where(
        and(
          eq(strategyDeployments.id, id),
          from === null
            ? isNull(strategyDeployments.lastEmittedTimestamp)
            : eq(strategyDeployments.lastEmittedTimestamp, from),
          gt(sql`${to}::bigint`, sql`coalesce(${strategyDeployments.lastEmittedTimestamp}, 0)`),
        ),
      )
      .returning({ id: strategyDeployments.id });
    return rows.length === 1;
  }

  private where(ownerId: string, f: DeploymentFilters): SQL | undefined {
    return and(
      eq(strategies.ownerId, ownerId),
      f.strategyId ? eq(strategyDeployments.strategyId, f.strategyId) : undefined,
      f.accountId ? eq(strategyDeployments.accountId, f.accountId) : undefined,
      f.isPaused !== undefined ? eq(strategyDeployments.isPaused, f.isPaused) : undefined,
      f.search
        ? or(
            ilike(strategies.name, containsPattern(f.search)),
            ilike(accounts.name, containsPattern(f.search)),
            ilike(strategies.symbol, containsPattern(f.search)),
          )
        : undefined,
    );
  }
}
