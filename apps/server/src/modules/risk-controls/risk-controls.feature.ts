import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import { Ledger } from '../ledger';
import type { MarketData } from '../market-data';
import type { SignalsService } from '../signals';
import { ApprovalsRepository } from './approvals.repository';
import { ApprovalsService } from './approvals.service';
import { CopyStopRepository } from './copy-stop.repository';
import { CopyStopWatch, type CopyStopDeps, type PnlOfAccounts } from './copy-stop';
import type { FlattenDeps } from './flatten';
import { MaxDrawdownWatch, type MaxDrawdownDeps } from './max-drawdown';
import { MaxDrawdownRepository } from './max-drawdown.repository';
import { RiskControlsRepository } from './risk-controls.repository';
import { riskControlsRoutes } from './risk-controls.routes';
import { RiskControlsService } from './risk-controls.service';
import { RiskWatchWorker } from './risk-watch.worker';
import { WindowCloseWatch, type WindowCloseDeps } from './window-close';
import { WindowCloseRepository } from './window-close.repository';

/**
 * Risk controls' routes (the pipeline reads them with the account it validates on), and the
 * watches on a clock — the copy links' stop-copy rule, the trading windows' close, the accounts'
 * maximum drawdown (a worker main
 * starts when WORKERS is on; tests run them by hand).
 */
export function createRiskControlsFeature(
  ctx: AppContext,
  deps: {
    accounts: { directory: AccountDirectory };
    activity: ActivityService;
    marketData: MarketData;
    signals: { service: Pick<SignalsService, 'enqueue'> };
    pnl: PnlOfAccounts;
    /** Writes a notification event to the outbox (notifications' PreferencesRepository.tell). */
    tell: CopyStopDeps['tell'] & MaxDrawdownDeps['tell'] & WindowCloseDeps['tell'];
  },
) {
  const service = new RiskControlsService(
    transactor(ctx.db),
    new RiskControlsRepository(ctx.db),
    deps.accounts.directory,
    deps.activity,
    new Ledger(),
    ctx.db,
  );
  // What closing positions needs, shared by the rules that close them.
  const flatten: FlattenDeps = {
    ledger: new Ledger(),
    // Read at each use: the market data may be swapped after the graph is built (tests).
    prices: { latest: (exchange, symbol) => deps.marketData.prices.latest(exchange, symbol) },
    enqueue: (input, tx) => deps.signals.service.enqueue(input, tx),
    log: ctx.log,
  };
  const copyStops = new CopyStopWatch({
    ...flatten,
    transact: transactor(ctx.db),
    db: ctx.db,
    repository: new CopyStopRepository(ctx.db),
    pnl: deps.pnl,
    activity: deps.activity,
    tell: deps.tell,
    capital: String(ctx.config.paperStartingBalance),
  });
  const windowCloses = new WindowCloseWatch({
    ...flatten,
    transact: transactor(ctx.db),
    repository: new WindowCloseRepository(ctx.db),
    activity: deps.activity,
    tell: deps.tell,
  });
  const maxDrawdowns = new MaxDrawdownWatch({
    ...flatten,
    transact: transactor(ctx.db),
    repository: new MaxDrawdownRepository(ctx.db),
    pnl: deps.pnl,
    activity: deps.activity,
    tell: deps.tell,
  });
  const approvals = new ApprovalsService({
    transact: transactor(ctx.db),
    repository: new ApprovalsRepository(ctx.db),
    accounts: deps.accounts.directory,
    activity: deps.activity,
    enqueue: flatten.enqueue,
    prices: flatten.prices,
  });
  return {
    service,
    approvals,
    copyStops,
    windowCloses,
    maxDrawdowns,
    worker: (everyMs?: number) =>
      new RiskWatchWorker({ copyStops, windowCloses, maxDrawdowns }, ctx.log, everyMs),
    routes: riskControlsRoutes(service, approvals),
  };
}
