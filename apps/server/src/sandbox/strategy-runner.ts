/**
 * Runs strategy code off the API's event loop: a small pool of worker threads, each running
 * QuickJS (WebAssembly) with a fresh runtime per job. The runner keeps the hard stop: a job that
 * has not answered by its deadline (plus a grace) gets its thread terminated and replaced.
 */
import type { Worker } from 'node:worker_threads';
import {
  AppError,
  LIMITS,
  type BacktestResult,
  type Candle,
  type Grouping,
  type StrategyTrade,
} from '@pulso/domain';
import { FairQueue } from './fair-queue';
import { messageFor, queueFullMessage } from './messages';
import type {
  EvaluatedTrades,
  ResultRequest,
  SandboxFailureKind,
  SandboxJob,
  SandboxReply,
} from './protocol';
import { startThread } from './worker-thread';

/** Where the runner reports what the user must not see (an engine crash's detail). */
export interface SandboxLog {
  error(details: object, message: string): void;
}

export interface StrategyRunnerOptions {
  /** Spec §9: 30 s. Tests use less. */
  timeoutMs?: number;
  /** QuickJS heap limit per run. */
  memoryBytes?: number;
  stackBytes?: number;
  /** Worker threads kept ready. */
  poolSize?: number;
  /** How long past the deadline before the thread is terminated. */
  graceMs?: number;
  /** How many runs one owner may have waiting; past it, a 429. */
  maxQueuedPerOwner?: number;
  log?: SandboxLog;
}

/** Whose run it is: the pool is shared fairly between owners, each under its plan's cap. */
export interface RunOwner {
  /** The user id (the strategy's owner for a deployment). */
  id: string;
  /** How many of the owner's runs may hold a thread at once (DEFAULT_OWNER_CONCURRENCY). */
  concurrency?: number;
}

export interface StrategyContext {
  symbol: string;
  exchange: string;
  grouping: string;
  startingCapital: number;
  /** 'backtest' over a range, or 'live' for a deployment's scheduled run. */
  mode: 'backtest' | 'live';
  /** Epoch ms the run is for (a backtest's strategy sees its last candle's time instead). */
  now: number;
}

export type RunOutcome =
  | { ok: true; result: unknown; logs: string[]; ms: number }
  | { ok: false; kind: SandboxFailureKind; error: string; logs: string[]; ms: number };

export type Evaluation =
  | {
      ok: true;
      trades: StrategyTrade[];
      backtest?: BacktestResult | undefined;
      logs: string[];
      ms: number;
    }
  | { ok: false; kind: SandboxFailureKind; error: string; logs: string[]; ms: number };

export const DEFAULT_MEMORY_BYTES = 256 * 1024 * 1024;
const DEFAULT_STACK_BYTES = 512 * 1024;
/** One run per user at a time unless their plan says more. */
export const DEFAULT_OWNER_CONCURRENCY = 1;
const DEFAULT_MAX_QUEUED = 4;
const ANONYMOUS: RunOwner = { id: '' };

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

interface Pending {
  job: SandboxJob;
  owner: string;
  resolve: (reply: SandboxReply) => void;
}

export class StrategyRunner {
  readonly timeoutMs: number;
  private readonly memoryBytes: number;
  private readonly stackBytes: number;
  private readonly poolSize: number;
  private readonly graceMs: number;
  private readonly maxQueued: number;
  private readonly slots: Slot[] = [];
  private readonly queue: FairQueue<Pending>;
  private nextId = 1;
  private closed = false;
  log: SandboxLog | undefined;

  constructor(options: StrategyRunnerOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? LIMITS.strategyTimeoutMs;
    this.memoryBytes = options.memoryBytes ?? DEFAULT_MEMORY_BYTES;
    this.stackBytes = options.stackBytes ?? DEFAULT_STACK_BYTES;
    this.poolSize = Math.max(1, options.poolSize ?? 2);
    this.graceMs = options.graceMs ?? Math.max(1000, Math.min(5000, this.timeoutMs / 3));
    this.maxQueued = Math.max(0, options.maxQueuedPerOwner ?? DEFAULT_MAX_QUEUED);
    this.queue = new FairQueue(this.maxQueued);
    this.log = options.log;
  }

  /** The longest a run may take from submission, waiting behind its owner's queue included. */
  get longestRunMs(): number {
    return (this.maxQueued + 1) * (this.timeoutMs + this.graceMs);
  }

  /**
   * Compiles the code and checks it defines `strategy`, without calling it. Answers the spec's
   * message ('Syntax error: ...', 'Code must contain a function named "strategy"') or null.
   */
  async check(code: string, owner: RunOwner): Promise<string | null> {
    const reply = await this.submit(owner, 'check', code, '{}', 0, { as: 'raw' });
    return reply.ok ? null : messageFor(reply.kind, reply.message);
  }

  /** Calls `strategy(candles, context)` and answers what it returned, as plain data. */
  async run(
    code: string,
    candles: readonly Candle[],
    context: StrategyContext,
    owner: RunOwner = ANONYMOUS,
  ): Promise<RunOutcome> {
    const reply = await this.call(owner, code, candles, context, { as: 'raw' });
    if (!reply.ok) return failed(reply);
    return { ok: true, result: reply.value, logs: reply.logs, ms: reply.ms };
  }

  /**
   * Calls the strategy and answers its trades, validated (spec §5), and with `backtest` the
   * backtest over them: the work happens in the sandbox's thread, never on the API's.
   */
  async evaluate(
    code: string,
    candles: readonly Candle[],
    context: StrategyContext,
    owner: RunOwner,
    backtest?: { startingCapital: number; feeRate: number },
  ): Promise<Evaluation> {
    const reply = await this.call(owner, code, candles, context, {
      as: 'trades',
      grouping: context.grouping as Grouping,
      now: context.now,
      ...(backtest ? { backtest } : {}),
    });
    if (!reply.ok) return failed(reply);
    const value = reply.value as EvaluatedTrades;
    return {
      ok: true,
      trades: value.trades,
      backtest: value.backtest,
      logs: reply.logs,
      ms: reply.ms,
    };
  }

  /** Starts the pool's threads now rather than on the first run. */
  async warm(): Promise<void> {
    while (this.slots.length < this.poolSize) this.slots.push(this.spawn());
    await Promise.all(this.slots.map((s) => s.ready));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.drain()) {
      pending.resolve(failure(pending.job.id, 'runtime', 'El ejecutor de estrategias se cerró'));
    }
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private call(
    owner: RunOwner,
    code: string,
    candles: readonly Candle[],
    context: StrategyContext,
    result: ResultRequest,
  ): Promise<SandboxReply> {
    // A backtest's clock is its last candle's: the same code over the same candles gives the
    // same trades, whenever it runs.
    const clock =
      context.mode === 'backtest' ? (candles.at(-1)?.openTime ?? context.now) : context.now;
    const input = JSON.stringify({ candles, context: { ...context, now: clock } });
    return this.submit(owner, 'run', code, input, clock, result);
  }

  /** Queues the job in its owner's line; refuses (429) when that line is full. */
  private submit(
    owner: RunOwner,
    kind: SandboxJob['kind'],
    code: string,
    input: string,
    clock: number,
    result: ResultRequest,
  ): Promise<SandboxReply> {
    if (this.closed) {
      return Promise.resolve(failure(0, 'runtime', 'El ejecutor de estrategias está cerrado'));
    }
    const job: SandboxJob = {
      id: this.nextId++,
      kind,
      code,
      input,
      clock,
      result,
      timeoutMs: this.timeoutMs,
      memoryBytes: this.memoryBytes,
      stackBytes: this.stackBytes,
    };
    // Never all of the pool for one owner while the pool has more than one thread.
    const concurrency = Math.min(
      Math.max(1, owner.concurrency ?? DEFAULT_OWNER_CONCURRENCY),
      Math.max(1, this.poolSize - 1),
    );
    return new Promise((resolve, reject) => {
      if (!this.queue.push(owner.id, { job, owner: owner.id, resolve }, concurrency)) {
        reject(new AppError('RATE_LIMITED', queueFullMessage(this.maxQueued)));
        return;
      }
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (;;) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.poolSize) {
        slot = this.spawn();
        this.slots.push(slot);
      }
      if (!slot) return;
      const next = this.queue.take();
      if (!next) return;
      this.execute(slot, next.item);
    }
  }

  private execute(slot: Slot, { job, owner, resolve }: Pending): void {
    slot.busy = true;
    const { worker } = slot;
    let settled = false;
    const finish = (reply: SandboxReply, replace: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      if (replace) this.retire(slot);
      else slot.busy = false;
      this.queue.done(owner);
      if (!reply.ok && reply.kind === 'crash') {
        this.log?.error({ owner, detail: reply.message }, 'strategy sandbox crashed');
      }
      resolve(reply);
      this.dispatch();
    };
    const onMessage = (message: SandboxReply | { ready: true }) => {
      if ('id' in message && message.id === job.id) finish(message, message.retire === true);
    };
    // A thread that stops under a job crashed, unless the runner is closing and stopped it.
    const onExit = () =>
      finish(
        this.closed
          ? failure(job.id, 'runtime', 'El ejecutor de estrategias se cerró')
          : failure(job.id, 'crash', 'sandbox thread stopped'),
        true,
      );
    let timer: NodeJS.Timeout | undefined;
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    slot.ready.then(
      () => {
        if (settled) return;
        worker.postMessage(job);
        // The hard stop, counted from the job's start (not the thread's): QuickJS's interrupt
        // handler should have ended it by its deadline; if not, the thread is terminated.
        timer = setTimeout(
          () => finish(failure(job.id, 'timeout', 'terminated'), true),
          this.timeoutMs + this.graceMs,
        );
      },
      () => finish(failure(job.id, 'crash', 'sandbox thread failed to start'), true),
    );
  }

  private retire(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void slot.worker.terminate();
  }

  private spawn(): Slot {
    const { worker, ready } = startThread(this.memoryBytes);
    const slot: Slot = { worker, ready, busy: false };
    worker.once('exit', () => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
    });
    return slot;
  }
}

function failed(reply: Extract<SandboxReply, { ok: false }>) {
  return {
    ok: false as const,
    kind: reply.kind,
    error: messageFor(reply.kind, reply.message),
    logs: reply.logs,
    ms: reply.ms,
  };
}

function failure(id: number, kind: SandboxFailureKind, message: string): SandboxReply {
  return { id, ok: false, kind, message, logs: [], ms: 0 };
}
