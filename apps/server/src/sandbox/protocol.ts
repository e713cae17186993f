/** Messages between the strategy runner (API thread) and a sandbox worker thread. */
import type { BacktestResult, Grouping, StrategyTrade } from '@pulso/domain';

/**
 * What the worker hands back from a run: the result as plain data ('raw', for tests and
 * benchmarks), or validated as trades (spec §5) and, when asked, the backtest over them, all
 * computed in the worker thread so the API thread never handles more than a bounded result.
 */
export type ResultRequest =
  | { as: 'raw' }
  | {
      as: 'trades';
      grouping: Grouping;
      /** "Now" for the one-year-ahead rule. */
      now: number;
      backtest?: { startingCapital: number; feeRate: number };
    };

export interface SandboxJob {
  id: number;
  /** 'check': compile and look for `strategy` without calling it; 'run': call it. */
  kind: 'check' | 'run';
  code: string;
  /** JSON of `{ candles, context }`, parsed inside the sandbox (nothing of the host is shared). */
  input: string;
  /** What Date.now() answers inside the run (a backtest: its last candle's time). */
  clock: number;
  result: ResultRequest;
  timeoutMs: number;
  memoryBytes: number;
  stackBytes: number;
}

/** What a worker thread is started with. */
export interface SandboxWorkerData {
  /** The cap of the thread's WebAssembly memory, beyond QuickJS's baseline. */
  memoryBytes: number;
}

/**
 * 'trades': more than MAX_STRATEGY_TRADES; 'output': the result's JSON is too large; 'invalid': a
 * spec §5 result rule failed (the message is the spec's); 'crash': the engine itself failed (the
 * message is internal detail, for the server log only).
 */
export type SandboxFailureKind =
  | 'syntax'
  | 'missing'
  | 'timeout'
  | 'memory'
  | 'runtime'
  | 'output'
  | 'trades'
  | 'invalid'
  | 'crash';

/** A 'trades' run's value. */
export interface EvaluatedTrades {
  trades: StrategyTrade[];
  backtest?: BacktestResult;
}

export type SandboxReply = (
  | { id: number; ok: true; value: unknown; logs: string[]; ms: number }
  | {
      id: number;
      ok: false;
      kind: SandboxFailureKind;
      message: string;
      logs: string[];
      ms: number;
    }
) & {
  /** The thread should be replaced (its memory is fragmented or spent). */
  retire?: boolean;
};
