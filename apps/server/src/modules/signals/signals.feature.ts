import type { AppContext } from '../../context';
import type { UntilChangedCache } from '../../lib/cache';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import type { CopyReceivers } from '../copy-trades';
import type { Ledger } from '../ledger';
import type { MarketData } from '../market-data';
import { GatewayFactory } from './gateways/gateway-factory';
import type { LiveGateway, LiveGatewayOptions } from './gateways/live-gateway';
import { PaperBalancesRepository } from './gateways/paper-balances.repository';
import { SignalEvents } from './signal-events';
import type { WorkingOrdersPort } from './working-orders-port';
import { SignalsRepository, type ProcessingAccount } from './signals.repository';
import { SignalsService } from './signals.service';
import { SignalWorker, type SignalWorkerOptions } from './signals.worker';
import type { StepLogsRepository } from './step-logs.repository';

/** Where the webhook logs a refused delivery (the account's receiver log). */
export type RefusalLog = Pick<StepLogsRepository, 'insertRefusal'>;

/** Live accounts' exchange clients (the live gateway), for the working-orders worker. */
export interface LiveClients {
  /** Whether the server sends live accounts' orders to their exchanges at all. */
  readonly enabled: boolean;
  connect(accountId: string): Promise<LiveGateway | undefined>;
}

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
    /**
     * Live accounts' exchange clients, for the working-orders worker's native stops (issue 36):
     * `connect` answers none for an account whose orders do not go to its exchange.
     */
    liveClients: (live: LiveGatewayOptions = {}): LiveClients => {
      const gateways = new GatewayFactory(ctx, deps, live);
      return {
        enabled: ctx.config.exchangeGateway === 'live',
        async connect(accountId) {
          const account = await repository.findAccount(accountId);
          if (!account || account.deleted || !account.isActive || !gateways.isLive(account)) {
            return undefined;
          }
          return gateways.connect(account);
        },
      };
    },
  };
}
