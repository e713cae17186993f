import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { MarketData } from '../market-data';
import type { SignalsService } from '../signals';
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
    signals: { service: SignalsService };
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
    /** The worker that checks working orders against each closed candle (main starts one). */
    worker: (options: WorkingOrdersWorkerOptions = {}) =>
      new WorkingOrdersWorker(
        ctx.db,
        repository,
        deps.marketData.source,
        deps.signals.service,
        ctx.log,
        options,
      ),
  };
}
