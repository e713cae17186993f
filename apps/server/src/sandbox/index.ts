import type { AppContext } from '../context';
import { StrategyRunner, type StrategyRunnerOptions } from './strategy-runner';

export { StrategyRunner, messageFor } from './strategy-runner';
export type { RunOutcome, StrategyContext, StrategyRunnerOptions } from './strategy-runner';

const runners = new WeakMap<AppContext, StrategyRunner>();

/** The context's strategy runner (one pool per app), made on first use. */
export function strategyRunnerFor(ctx: AppContext): StrategyRunner {
  let runner = runners.get(ctx);
  if (!runner) runners.set(ctx, (runner = new StrategyRunner()));
  return runner;
}

/** Replaces the context's runner (tests: a short timeout). */
export function provideStrategyRunner(
  ctx: AppContext,
  options: StrategyRunnerOptions | StrategyRunner,
): StrategyRunner {
  const runner = options instanceof StrategyRunner ? options : new StrategyRunner(options);
  runners.set(ctx, runner);
  return runner;
}
