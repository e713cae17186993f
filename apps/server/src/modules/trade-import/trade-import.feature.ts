import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { Sealer } from '../../lib/sealer';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { Ledger } from '../ledger';
import type { MarketData } from '../market-data';
import { ExchangeSyncRepository } from './exchange-sync.repository';
import { ExchangeSyncService } from './exchange-sync.service';
import { ExchangeSyncWorker, type ExchangeSyncOptions } from './exchange-sync.worker';
import { TradeCorrectionsService } from './trade-corrections.service';
import { tradeImportRoutes } from './trade-import.routes';
import { TradeImportRepository } from './trade-import.repository';
import { importChunk, TradeImportService } from './trade-import.service';

/** Trade history from exchanges' CSV exports and from the exchanges' APIs (the sync). */
export function createTradeImportFeature(
  ctx: AppContext,
  deps: {
    activity: ActivityService;
    accounts: { directory: AccountDirectory };
    marketData: MarketData;
    ledger: Ledger;
    sealer: Sealer;
  },
) {
  const syncs = new ExchangeSyncRepository(ctx.db);
  const transact = transactor(ctx.db);
  const repository = new TradeImportRepository(ctx.db);
  const tradeImport = new TradeImportService(transact, {
    repository,
    activity: deps.activity,
    accounts: deps.accounts.directory,
    marketData: deps.marketData,
    ledger: deps.ledger,
    chunk: importChunk(ctx.database.kind),
  });
  const corrections = new TradeCorrectionsService(transact, {
    repository,
    accounts: deps.accounts.directory,
    ledger: deps.ledger,
    activity: deps.activity,
  });
  const exchangeSync = new ExchangeSyncService(transact, {
    accounts: deps.accounts.directory,
    syncs,
    activity: deps.activity,
  });
  /** The accounts' history sync with their exchanges (main starts one when WORKERS is on). */
  const worker = (options: ExchangeSyncOptions = {}) =>
    new ExchangeSyncWorker(
      {
        database: ctx.database,
        db: ctx.db,
        syncs,
        accounts: deps.accounts.directory,
        imports: tradeImport,
        sealer: deps.sealer,
        log: ctx.log,
      },
      { apiUrls: ctx.config.exchangeApiUrls, ...options },
    );
  return {
    tradeImport,
    exchangeSync,
    worker,
    routes: tradeImportRoutes(tradeImport, corrections, exchangeSync),
  };
}
