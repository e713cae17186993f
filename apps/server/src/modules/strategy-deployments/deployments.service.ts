import {
  AppError,
  MESSAGES,
  candleOpenTime,
  paginate,
  type Deployment,
  type Grouping,
  type ListDeploymentsQuery,
  type deployBody,
} from '@pulso/domain';
import { type Actor, type AuthUser, ownedOrAdmin } from '../../lib/actor';
import type { z } from 'zod';
import type { ActivityService, UserChangeRecorder } from '../activity-logs';
import type { Transact } from '../../db/repository';
import type { AccountDirectory } from '../accounts';
import type { PlanLimits } from '../packages';
import type { StrategyDirectory } from '../strategies';
import type { DeploymentsRepository, DeploymentView } from './deployments.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toDeployment(row: DeploymentView): Deployment {
  return {
    id: row.id,
    strategyId: row.strategyId,
    strategyName: row.strategyName,
    accountId: row.accountId,
    accountName: row.accountName,
    symbol: row.symbol,
    exchange: row.exchange,
    grouping: row.grouping as Grouping,
    isPaused: row.isPaused,
    lastRunAt: iso(row.lastRunAt),
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    nextRunAt: row.isPaused ? null : iso(row.nextRunAt),
    lastEmittedTimestamp: row.lastEmittedTimestamp,
    tradesEmitted: row.tradesEmitted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Despliegue no encontrado');

/**
 * The last instant that is history at `now`: trades before the candle in progress are the past
 * (never signals); a trade on the candle in progress is decided at its close, so it is new.
 */
function historyBefore(grouping: string, now: number): number {
  return candleOpenTime(grouping as Grouping, now) - 1;
}

export class DeploymentsService {
  private readonly deployments: DeploymentsRepository;
  private readonly accounts: AccountDirectory;
  private readonly packages: PlanLimits;
  private readonly strategies: StrategyDirectory;
  private readonly record: UserChangeRecorder;
  private readonly clock: () => number;

  constructor(
    private readonly transact: Transact,
    deps: {
      activity: ActivityService;
      deployments: DeploymentsRepository;
      accounts: AccountDirectory;
      packages: PlanLimits;
      strategies: StrategyDirectory;
      clock?: () => number;
    },
  ) {
    this.clock = deps.clock ?? Date.now;
    this.record = deps.activity.userChanges('strategyDeployment');
    this.deployments = deps.deployments;
    this.accounts = deps.accounts;
    this.packages = deps.packages;
    this.strategies = deps.strategies;
  }

  async deploy(
    user: AuthUser,
    body: z.output<typeof deployBody>,
    actor: Actor,
  ): Promise<{ message: string; deployment: Deployment }> {
    const strategy = await this.strategies.owned(user, body.strategyId);
    const account = await this.accounts.byId(body.accountId);
    // The account must be the strategy owner's own: an admin deploys a user's strategy only there.
    if (!account || account.ownerId !== strategy.ownerId) {
      throw invalid('accountId', 'Cuenta no encontrada', 'NOT_FOUND');
    }
    if (!account.isActive) throw invalid('accountId', 'La cuenta no está activa');
    const now = new Date(this.clock());
    const id = await this.transact(async (tx) => {
      if (await this.deployments.findByPair(strategy.id, account.id, tx)) {
        throw new AppError('CONFLICT', 'La estrategia ya está desplegada en esta cuenta');
      }
      await this.packages.assertWithinLimit(
        strategy.ownerId,
        'maxDeployments',
        await this.deployments.countForOwner(strategy.ownerId, tx),
        tx,
      );
      const id = await this.deployments.insert(
        {
          strategyId: strategy.id,
          accountId: account.id,
          isPaused: body.isPaused,
          nextRunAt: now,
          lastEmittedTimestamp: historyBefore(strategy.grouping, now.getTime()),
        },
        tx,
      );
      await this.record(
        'deployment.create',
        id,
        { strategyId: strategy.id, accountId: account.id, isPaused: body.isPaused },
        actor,
        tx,
      );
      return id;
    });
    return {
      message: MESSAGES.success.deployments.deployed,
      deployment: toDeployment((await this.deployments.findById(id))!),
    };
  }

  async list(user: AuthUser, query: ListDeploymentsQuery) {
    const { rows, total } = await this.deployments.page(user.id, query, query.page, query.limit);
    return { data: rows.map(toDeployment), pagination: paginate(total, query.page, query.limit) };
  }

  async get(user: AuthUser, id: string): Promise<Deployment> {
    return toDeployment(await this.owned(user, id));
  }

  /** Pause and resume (spec §4). A resumed deployment does not replay what the pause skipped. */
  async update(
    user: AuthUser,
    id: string,
    { isPaused }: { isPaused: boolean },
    actor: Actor,
  ): Promise<{ message: string; deployment: Deployment }> {
    const row = await this.owned(user, id);
    const now = this.clock();
    await this.transact(async (tx) => {
      const resuming = row.isPaused && !isPaused;
      await this.deployments.update(
        id,
        {
          isPaused,
          ...(resuming
            ? {
                nextRunAt: new Date(now),
                lastEmittedTimestamp: Math.max(
                  row.lastEmittedTimestamp ?? 0,
                  historyBefore(row.grouping, now),
                ),
              }
            : {}),
        },
        tx,
      );
      await this.record(isPaused ? 'deployment.pause' : 'deployment.resume', id, {}, actor, tx);
    });
    return {
      message: MESSAGES.success.deployments.updated,
      deployment: await this.get(user, id),
    };
  }

  async delete(user: AuthUser, id: string, actor: Actor): Promise<{ message: string }> {
    const row = await this.owned(user, id);
    await this.transact(async (tx) => {
      await this.deployments.delete(id, tx);
      await this.record(
        'deployment.delete',
        id,
        { strategyId: row.strategyId, accountId: row.accountId },
        actor,
        tx,
      );
    });
    return { message: MESSAGES.success.deployments.deleted };
  }

  private async owned(user: AuthUser, id: string): Promise<DeploymentView> {
    const row = await this.deployments.findById(id);
    if (!ownedOrAdmin(user, row)) throw notFound();
    return row;
  }
}

function invalid(field: string, message: string, code: 'VALIDATION' | 'NOT_FOUND' = 'VALIDATION') {
  return new AppError(code, message, [{ path: ['body', field], message }]);
}
