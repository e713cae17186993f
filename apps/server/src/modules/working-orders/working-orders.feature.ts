import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { MarketData } from '../market-data';
import type { LiveClients, LiveGatewayOptions, SignalsService } from '../signals';
import { WorkingOrderBook } from './order-book';
import { WorkingOrdersRepository } from './working-orders.repository';
import { workingOrdersRoutes } from './working-orders.routes';
import { WorkingOrdersService } from './working-orders.service';
import { WorkingOrdersWorker, type WorkingOrdersWorkerOptions } from './working-orders.worker';

/**
 * Orders that wait for a price (issue 36). Two halves, composed apart: the book the signal
 * pipeline writes through (made first, handed to the signals feature), and the routes and the
 * worker, which need the signals feature to turn a fill into a signal.
 */
export function createWorkingOrderBook(ctx: AppContext) {
  const repository = new WorkingOrdersRepository(ctx.db);
  return { repository, book: new WorkingOrderBook(repository) };
}

export function createWorkingOrdersFeature(
  ctx: AppContext,
  deps: {
    book: ReturnType<typeof createWorkingOrderBook>;
    accounts: { directory: AccountDirectory };
    activity: ActivityService;
    marketData: MarketData;
    signals: { service: SignalsService; liveClients: (live?: LiveGatewayOptions) => LiveClients };
  },
) {
  const { repository } = deps.book;
  const service = new WorkingOrdersService(
    transactor(ctx.db),
    repository,
    deps.accounts.directory,
    deps.activity,
  );
  return {
    service,
    routes: workingOrdersRoutes(service),
    /**
     * The worker that checks working orders against each closed candle and follows those resting
     * on live accounts' exchanges (main starts one; `live`: tests point ccxt at a fake exchange).
     */
    worker: ({
      live,
      ...options
    }: Omit<WorkingOrdersWorkerOptions, 'exchanges'> & { live?: LiveGatewayOptions } = {}) =>
      new WorkingOrdersWorker(
        ctx.db,
        repository,
        deps.marketData.source,
        deps.signals.service,
        ctx.log,
        {
          exchanges: deps.signals.liveClients(live),
          ...options,
        },
      ),
  };
}
