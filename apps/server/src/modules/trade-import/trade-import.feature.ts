import type { AppContext } from '../../context';
import type { Sealer } from '../../lib/sealer';
import type { AccountDirectory } from '../accounts';
import type { Ledger } from '../ledger';
import type { MarketData } from '../market-data';
import { ExchangeSyncRepository } from './exchange-sync.repository';
import { ExchangeSyncService } from './exchange-sync.service';
import { ExchangeSyncWorker, type ExchangeSyncOptions } from './exchange-sync.worker';
import { tradeImportRoutes } from './trade-import.routes';
import { TradeImportService } from './trade-import.service';

/** Trade history from exchanges' CSV exports and from the exchanges' APIs (the sync). */
export function createTradeImportFeature(
  ctx: AppContext,
  deps: {
    accounts: { directory: AccountDirectory };
    marketData: MarketData;
    ledger: Ledger;
    sealer: Sealer;
  },
) {
  const syncs = new ExchangeSyncRepository(ctx.db);
  const tradeImport = new TradeImportService({
    db: ctx.db,
    accounts: deps.accounts.directory,
    marketData: deps.marketData,
    ledger: deps.ledger,
  });
  const exchangeSync = new ExchangeSyncService({ accounts: deps.accounts.directory, syncs });
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
    routes: tradeImportRoutes(tradeImport, exchangeSync),
  };
}
