// The trade pipeline: signals enqueued, claimed and run through their steps by workers.
export type { SignalWorker, SignalWorkerOptions } from './signals.worker';
export { createSignalsFeature, type LiveClients, type RefusalLog } from './signals.feature';
export type {
  LiveGatewayOptions,
  RestingOrderRequest,
  RestingOrderState,
  RestingPlacement,
} from './gateways/live-gateway';
export { AccountChangedError, type ProcessingAccount } from './signals.repository';
export type { EnqueueInput, EnqueueResult, SignalsService } from './signals.service';
export {
  hasProtection,
  protectionFor,
  type IntentDecision,
  type RestingEntry,
} from './order-intent';
export type { OrderPlace, RecordedTrade, WorkingOrdersPort } from './working-orders-port';
