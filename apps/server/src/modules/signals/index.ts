// The trade pipeline: signals enqueued, claimed and run through their steps by workers.
export {
  clearSignals,
  fanOutProgress,
  seedBenchAccounts,
  seedCopyFollowers,
  signalCounts,
  signalToTradeMs,
  stepDurations,
} from './bench-support';
export type { SignalWorker, SignalWorkerOptions } from './signal-worker';
export { createSignalsFeature, type RefusalLog } from './signals.feature';
export { AccountChangedError } from './signals.repository';
export type { EnqueueResult, SignalsService } from './signals.service';
