// Trade-history import from exchanges' CSV exports (and Pulso's own).
export { tradeImportRoutes } from './trade-import.routes';
export { TradeImportService } from './trade-import.service';
export { ExchangeSyncRepository } from './exchange-sync.repository';
export { ExchangeSyncService } from './exchange-sync.service';
export { ExchangeSyncWorker, type ExchangeSyncOptions } from './exchange-sync.worker';
