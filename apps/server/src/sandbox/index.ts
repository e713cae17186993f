// The strategy sandbox: a pool of QuickJS threads, built once by the composition root.
export { StrategyRunner, DEFAULT_OWNER_CONCURRENCY } from './strategy-runner';
export { messageFor } from './messages';
export type {
  Evaluation,
  RunOutcome,
  RunOwner,
  SandboxLog,
  StrategyContext,
  StrategyRunnerOptions,
} from './strategy-runner';
