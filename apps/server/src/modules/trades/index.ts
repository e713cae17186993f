// Trade lists and CSV exports.
export { TradesRepository } from './trades.repository';
export { tradesRoutes } from './trades.routes';
export { TradesService } from './trades.service';
