import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { transactor } from '../../db/repository';
import type { AuthUser } from '../../lib/actor';
import type { StrategyRunner } from '../../sandbox';
import type { ActivityService } from '../activity-logs';
import type { ExchangeDirectory } from '../exchanges';
import type { MarketData } from '../market-data';
import type { PlanLimits } from '../packages';
import { StrategiesRepository, type StrategyView } from './strategies.repository';
import { strategiesRoutes } from './strategies.routes';
import { StrategiesService } from './strategies.service';

/** What deployments ask of the strategies. */
export interface StrategyDirectory {
  /** The strategy, when the user may manage it (its owner or an admin); else NOT_FOUND. */
  owned(user: AuthUser, id: string, tx?: Db): Promise<StrategyView>;
}

/** Strategy code, its validation and backtests (in the sandbox). */
export function createStrategiesFeature(
  ctx: AppContext,
  deps: {
    activity: ActivityService;
    exchanges: { directory: ExchangeDirectory };
    packages: { limits: PlanLimits };
    marketData: MarketData;
    runner: StrategyRunner;
  },
) {
  const strategies = new StrategiesService(transactor(ctx.db), {
    activity: deps.activity,
    exchanges: deps.exchanges.directory,
    packages: deps.packages.limits,
    marketData: deps.marketData,
    runner: deps.runner,
    strategies: new StrategiesRepository(ctx.db),
  });
  const directory: StrategyDirectory = {
    owned: (user, id, tx) => strategies.owned(user, id, tx),
  };
  return { service: strategies, directory, routes: strategiesRoutes(strategies) };
}
