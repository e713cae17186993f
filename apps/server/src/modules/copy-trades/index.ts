// Copy trades: who copies whom, and who receives copies of an emitter's trades.
export {
  CopyTradesRepository,
  type CopyReceiver,
  type CopyReceivers,
} from './copy-trades.repository';
export { copyTradesRoutes } from './copy-trades.routes';
export { CopyTradesService } from './copy-trades.service';
