import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import { Ledger } from '../ledger';
import type { MarketData } from '../market-data';
import type { SignalsService } from '../signals';
import { CopyStopRepository } from './copy-stop.repository';
import { CopyStopWatch, type CopyStopDeps, type PnlOfAccounts } from './copy-stop';
import { CopyStopWorker } from './copy-stop.worker';
import { RiskControlsRepository } from './risk-controls.repository';
import { riskControlsRoutes } from './risk-controls.routes';
import { RiskControlsService } from './risk-controls.service';

/**
 * Risk controls' routes (the pipeline reads them with the account it validates on), and the
 * copy links' stop-copy watch (a worker main starts when WORKERS is on; tests run it by hand).
 */
export function createRiskControlsFeature(
  ctx: AppContext,
  deps: {
    accounts: { directory: AccountDirectory };
    activity: ActivityService;
    marketData: MarketData;
    signals: { service: Pick<SignalsService, 'enqueue'> };
    pnl: PnlOfAccounts;
    tell: CopyStopDeps['tell'];
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
  const copyStops = new CopyStopWatch({
    transact: transactor(ctx.db),
    db: ctx.db,
    repository: new CopyStopRepository(ctx.db),
    pnl: deps.pnl,
    ledger: new Ledger(),
    // Read at each use: the market data may be swapped after the graph is built (tests).
    prices: { latest: (exchange, symbol) => deps.marketData.prices.latest(exchange, symbol) },
    enqueue: (input, tx) => deps.signals.service.enqueue(input, tx),
    activity: deps.activity,
    tell: deps.tell,
    capital: String(ctx.config.paperStartingBalance),
    log: ctx.log,
  });
  return {
    service,
    copyStops,
    worker: (everyMs?: number) => new CopyStopWorker(copyStops, ctx.log, everyMs),
    routes: riskControlsRoutes(service),
  };
}
