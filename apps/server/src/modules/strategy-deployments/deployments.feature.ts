import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { StrategyRunner } from '../../sandbox';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { MarketData } from '../market-data';
import type { PlanLimits } from '../packages';
import type { SignalsService } from '../signals';
import type { StrategyDirectory } from '../strategies';
import { DeploymentsRepository } from './deployments.repository';
import { deploymentsRoutes } from './deployments.routes';
import { DeploymentsService } from './deployments.service';
import { StrategyScheduler, type SchedulerOptions } from './deployments.worker';

/** Strategies deployed on accounts, and the scheduler that runs them once per interval. */
export function createDeploymentsFeature(
  ctx: AppContext,
  deps: {
    activity: ActivityService;
    accounts: { directory: AccountDirectory };
    strategies: { directory: StrategyDirectory };
    packages: { limits: PlanLimits };
    marketData: MarketData;
    runner: StrategyRunner;
    signals: { service: Pick<SignalsService, 'enqueue'> };
  },
) {
  const repository = new DeploymentsRepository(ctx.db);
  const transact = transactor(ctx.db);
  const deployments = new DeploymentsService(transact, {
    activity: deps.activity,
    accounts: deps.accounts.directory,
    strategies: deps.strategies.directory,
    packages: deps.packages.limits,
    deployments: repository,
  });
  /** The scheduler (main starts one when WORKERS is on; tests make their own). */
  const worker = (options: SchedulerOptions = {}) =>
    new StrategyScheduler(
      transact,
      {
        deployments: repository,
        signals: deps.signals.service,
        packages: deps.packages.limits,
        marketData: deps.marketData,
        runner: deps.runner,
      },
      { log: ctx.log, ...options },
    );
  return { service: deployments, worker, routes: deploymentsRoutes(deployments) };
}
