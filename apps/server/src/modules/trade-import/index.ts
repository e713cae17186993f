// Trade-history import from exchanges' CSV exports (and Pulso's own), and the exchange sync.
export { createTradeImportFeature } from './trade-import.feature';
export type { ExchangeSyncOptions, ExchangeSyncWorker } from './exchange-sync.worker';
export type { ExchangeSyncService } from './exchange-sync.service';
export type { TradeImportService } from './trade-import.service';
