// The trade pipeline: signals enqueued, claimed and run through their steps by workers.
export { PaperBalancesRepository } from './gateways/paper-balances.repository';
export type { ProcessorDeps } from './signal-processor';
export { SignalWorker, type SignalWorkerOptions } from './signal-worker';
export { AccountChangedError, SignalsRepository } from './signals.repository';
export type { StepLogsRepository } from './step-logs.repository';
export { SignalEvents } from './signal-events';
export { SignalsService, type EnqueueResult } from './signals.service';
