// Copy trades: who copies whom, and who receives copies of an emitter's trades.
export { createCopyTradesFeature } from './copy-trades.feature';
export type { CopyReceiver, CopyReceivers } from './copy-trades.repository';
export type { CopyTradesService } from './copy-trades.service';
