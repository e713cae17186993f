// Trade-history import from exchanges' CSV exports (and Pulso's own).
export { tradeImportRoutes } from './trade-import.routes';
export { TradeImportService } from './trade-import.service';
