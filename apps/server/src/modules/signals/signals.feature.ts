import type { AppContext } from '../../context';
import type { UntilChangedCache } from '../../lib/cache';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import type { CopyReceivers } from '../copy-trades';
import type { Ledger } from '../ledger';
import type { MarketData } from '../market-data';
import { PaperBalancesRepository } from './gateways/paper-balances.repository';
import { SignalEvents } from './signal-events';
import type { WorkingOrdersPort } from './signal-pipeline';
import { SignalsRepository, type ProcessingAccount } from './signals.repository';
import { SignalsService } from './signals.service';
import { SignalWorker, type SignalWorkerOptions } from './signals.worker';
import type { StepLogsRepository } from './step-logs.repository';

/** Where the webhook logs a refused delivery (the account's receiver log). */
export type RefusalLog = Pick<StepLogsRepository, 'insertRefusal'>;

/** The trade pipeline: signals enqueued, claimed and run through their steps by workers. */
export function createSignalsFeature(
  ctx: AppContext,
  deps: {
    ledger: Ledger;
    /** Who receives copies of an emitter's trades. */
    copyTrades: { receiversOf: CopyReceivers };
    marketData: MarketData;
    activity: ActivityService;
    sealer: Sealer;
    caches: { processing: UntilChangedCache<ProcessingAccount | undefined> };
    /** Where an alert's working orders go (the working-orders module's book). */
    workingOrders: WorkingOrdersPort;
  },
) {
  const repository = new SignalsRepository(ctx.db);
  const events = new SignalEvents();
  const signals = new SignalsService(repository, events);
  const pipeline = {
    signals: repository,
    balances: new PaperBalancesRepository(ctx.db),
    enqueuer: signals,
    ledger: deps.ledger,
    copyReceivers: deps.copyTrades.receiversOf,
    marketData: deps.marketData,
    activity: deps.activity,
    sealer: deps.sealer,
    processing: deps.caches.processing,
    workingOrders: deps.workingOrders,
    events,
  };
  return {
    service: signals,
    refusals: repository.steps as RefusalLog,
    /** A signal worker (main starts one when WORKERS is on; tests make their own). */
    worker: (options: SignalWorkerOptions = {}) =>
      new SignalWorker(ctx, pipeline, { log: ctx.log, ...options }),
  };
}
