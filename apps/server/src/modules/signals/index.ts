// The trade pipeline: signals enqueued, claimed and run through their steps by workers.
export { PaperBalancesRepository } from './gateways/paper-balances.repository';
export type { PipelineDeps } from './signal-pipeline';
export { SignalEvents } from './signal-events';
export { SignalWorker, type SignalWorkerOptions } from './signals.worker';
export { AccountChangedError, SignalsRepository } from './signals.repository';
export type { StepLogsRepository } from './step-logs.repository';
export { SignalsService, type EnqueueResult } from './signals.service';
