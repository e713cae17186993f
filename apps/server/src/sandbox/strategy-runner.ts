/**
 * Runs strategy code off the API's event loop: a small pool of worker threads, each running
 * QuickJS (WebAssembly) with a fresh runtime per job. The runner keeps the hard stop: a job that
 * has not answered by its deadline (plus a grace) gets its thread terminated and replaced.
 *
 * Deployments' scheduled runs (mode 'live') wait in a line of their own, served before any
 * backtest on every thread (issue 34 R11): in turn between deployment owners, one run per owner at
 * a time, each capped to a share of its interval, so a deployment's run starts within its interval
 * whatever the owner's or other users' backtests, and however many deployments another user has.
 */
import type { Worker } from 'node:worker_threads';
import {
  AppError,
  LIMITS,
  type BacktestResult,
  type Candle,
  groupingIntervalMs,
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
  /**
   * Threads kept beside the pool for light owners only (one run waiting, none running, little
   * use lately): a trivial backtest or a deployment's scheduled run never waits behind other
   * users' long runs, however many of them keep the pool busy. Default 1.
   */
  reserveThreads?: number;
  /** Recent thread time (decayed) below which an owner is light. Default: half the timeout. */
  lightUseMs?: number;
  /**
   * How long a run may take on a reserve thread (its timeout there): one that times out goes back
   * to its owner's line for a pool thread (it runs again from the start: runs are deterministic),
   * so a user whose first run loops holds the reserve this long at most. Default: min(1 s, ¼
   * timeout).
   */
  reserveBudgetMs?: number;
  /**
   * The share of its interval a deployment's scheduled run may take (its timeout, when shorter
   * than `timeoutMs`): the runs of one interval end before the next. Default ½: a one-minute
   * deployment keeps the spec's 30 s (whose message says so), shorter intervals get less.
   */
  liveShare?: number;
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
const DEFAULT_LIVE_SHARE = 1 / 2;
const ANONYMOUS: RunOwner = { id: '' };

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
  /** A reserve thread: light owners' runs only. */
  reserve: boolean;
}

interface Pending {
  job: SandboxJob;
  owner: string;
  resolve: (reply: SandboxReply) => void;
  /** A deployment's scheduled run: in the deployments' line, ahead of backtests. */
  live: boolean;
  /** Outgrew a reserve thread: a pool thread only from now on. */
  poolOnly?: boolean;
}

export class StrategyRunner {
  readonly timeoutMs: number;
  private readonly memoryBytes: number;
  private readonly stackBytes: number;
  private readonly poolSize: number;
  private readonly graceMs: number;
  private readonly maxQueued: number;
  private readonly reserveThreads: number;
  private readonly lightUseMs: number;
  private readonly reserveBudgetMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: FairQueue<Pending>;
  /**
   * Deployments' scheduled runs, served before `queue`'s backtests: never charged (use is charged
   * to `queue`), so plain round-robin between owners, one run each at a time.
   */
  private readonly live: FairQueue<Pending>;
  private readonly liveShare: number;
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
    this.live = new FairQueue(this.maxQueued);
    this.liveShare = Math.min(1, Math.max(0, options.liveShare ?? DEFAULT_LIVE_SHARE));
    this.reserveThreads = Math.max(0, options.reserveThreads ?? 1);
    this.lightUseMs = options.lightUseMs ?? this.timeoutMs / 2;
    this.reserveBudgetMs = options.reserveBudgetMs ?? Math.min(1000, this.timeoutMs / 4);
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
    this.fill();
    await Promise.all(this.slots.map((s) => s.ready));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of [...this.live.drain(), ...this.queue.drain()]) {
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
    // A deployment's run may take a share of its interval at most.
    const liveMs =
      context.mode === 'live'
        ? groupingIntervalMs(context.grouping as Grouping) * this.liveShare
        : undefined;
    return this.submit(owner, 'run', code, input, clock, result, liveMs);
  }

  /** Queues the job in its owner's line; refuses (429) when that line is full. */
  private submit(
    owner: RunOwner,
    kind: SandboxJob['kind'],
    code: string,
    input: string,
    clock: number,
    result: ResultRequest,
    liveMs?: number,
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
      timeoutMs:
        liveMs === undefined
          ? this.timeoutMs
          : Math.max(1, Math.min(this.timeoutMs, Math.floor(liveMs))),
      memoryBytes: this.memoryBytes,
      stackBytes: this.stackBytes,
    };
    // Never all of the pool for one owner while the pool has more than one thread.
    const concurrency = Math.min(
      Math.max(1, owner.concurrency ?? DEFAULT_OWNER_CONCURRENCY),
      Math.max(1, this.poolSize - 1),
    );
    const live = liveMs !== undefined;
    return new Promise((resolve, reject) => {
      // A deployment's run: one per owner at a time, whatever the owner's plan.
      const pushed = live
        ? this.live.push(owner.id, { job, owner: owner.id, resolve, live }, 1)
        : this.queue.push(owner.id, { job, owner: owner.id, resolve, live }, concurrency);
      if (!pushed) {
        reject(new AppError('RATE_LIMITED', queueFullMessage(this.maxQueued)));
        return;
      }
      this.dispatch();
    });
  }

  /** Starts the threads missing from the pool and the reserve. */
  private fill(): void {
    const count = (reserve: boolean) => this.slots.filter((s) => s.reserve === reserve).length;
    for (let n = count(false); n < this.poolSize; n++) this.slots.push(this.spawn(false));
    for (let n = count(true); n < this.reserveThreads; n++) this.slots.push(this.spawn(true));
  }

  /** Whether an owner may take a reserve thread: one run waiting, none running, little use. */
  private readonly light = (owner: string, line: { queued: number; running: number }) =>
    line.running === 0 && line.queued === 1 && this.queue.used(owner) < this.lightUseMs;

  /** Whether a deployment's run may take a reserve thread: it has not outgrown one. */
  private readonly reserveFit = (_owner: string, _line: unknown, next: Pending) => !next.poolOnly;

  private dispatch(): void {
    if (this.closed) return;
    this.fill();
    for (;;) {
      let started = false;
      for (const slot of this.slots) {
        if (slot.busy) continue;
        // Deployments' runs first, on any thread (one that outgrew the reserve on pool threads).
        const next =
          (slot.reserve ? this.live.take(this.reserveFit) : this.live.take()) ??
          (slot.reserve ? this.queue.take(this.light) : this.queue.take());
        if (!next) continue;
        this.execute(slot, next.item);
        started = true;
      }
      if (!started) return;
    }
  }

  private execute(slot: Slot, pending: Pending): void {
    const { job, owner, resolve } = pending;
    const line = pending.live ? this.live : this.queue;
    slot.busy = true;
    const { worker } = slot;
    let settled = false;
    let began = performance.now();
    const limit = slot.reserve ? Math.min(this.reserveBudgetMs, job.timeoutMs) : job.timeoutMs;
    const finish = (reply: SandboxReply, replace: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      if (replace) this.retire(slot);
      else slot.busy = false;
      if (slot.reserve && !reply.ok && reply.kind === 'timeout' && !this.closed) {
        // Outgrew the reserve: back to the front of its owner's line for a pool thread, where it
        // runs again from the start (runs are deterministic) with the full timeout. Counted as
        // heavy use, so it does not come back to the reserve.
        this.queue.charge(owner, Math.max(performance.now() - began, this.lightUseMs));
        pending.poolOnly = true;
        line.putBack(owner, pending);
        this.dispatch();
        return;
      }
      // What the owner's run cost the pool: its share from now on depends on it.
      this.queue.charge(owner, performance.now() - began);
      line.done(owner);
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
        began = performance.now();
        // On a reserve thread the run has the reserve's budget, not the full timeout.
        worker.postMessage({ ...job, timeoutMs: limit });
        // The hard stop, counted from the job's start (not the thread's): QuickJS's interrupt
        // handler should have ended it by its deadline; if not, the thread is terminated.
        timer = setTimeout(
          () => finish(failure(job.id, 'timeout', 'terminated'), true),
          limit + this.graceMs,
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

  private spawn(reserve: boolean): Slot {
    const { worker, ready } = startThread(this.memoryBytes);
    const slot: Slot = { worker, ready, busy: false, reserve };
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
