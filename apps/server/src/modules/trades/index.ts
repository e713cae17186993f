// Trade lists and CSV exports.
export { createTradesFeature } from './trades.feature';
export type { TradesService } from './trades.service';
