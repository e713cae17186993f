/**
 * Runs strategy code off the API's event loop: a small pool of worker threads, each running
 * QuickJS (WebAssembly) with a fresh runtime per job. The runner keeps the hard stop: a job that
 * has not answered by its deadline (plus a grace) gets its thread terminated and replaced.
 */
import { Worker } from 'node:worker_threads';
import { LIMITS, MESSAGES, type Candle } from '@pulso/domain';
import type { SandboxFailureKind, SandboxJob, SandboxReply, SandboxWorkerData } from './protocol';

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
}

export interface StrategyContext {
  symbol: string;
  exchange: string;
  grouping: string;
  startingCapital: number;
  /** 'backtest' over a range, or 'live' for a deployment's scheduled run. */
  mode: 'backtest' | 'live';
  /** Epoch ms the run is for. */
  now: number;
}

export type RunOutcome =
  | { ok: true; result: unknown; logs: string[]; ms: number }
  | { ok: false; kind: SandboxFailureKind; error: string; logs: string[]; ms: number };

export const DEFAULT_MEMORY_BYTES = 256 * 1024 * 1024;
const DEFAULT_STACK_BYTES = 512 * 1024;
/** Not in the spec: the run's output is bounded so a result cannot swamp the API thread. */
const MAX_OUTPUT_CHARS = 32 * 1024 * 1024;
const STARTUP_TIMEOUT_MS = 30_000;

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

interface Pending {
  job: SandboxJob;
  resolve: (reply: SandboxReply) => void;
}

export class StrategyRunner {
  readonly timeoutMs: number;
  private readonly memoryBytes: number;
  private readonly stackBytes: number;
  private readonly poolSize: number;
  private readonly graceMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: StrategyRunnerOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? LIMITS.strategyTimeoutMs;
    this.memoryBytes = options.memoryBytes ?? DEFAULT_MEMORY_BYTES;
    this.stackBytes = options.stackBytes ?? DEFAULT_STACK_BYTES;
    this.poolSize = Math.max(1, options.poolSize ?? 2);
    this.graceMs = options.graceMs ?? Math.max(1000, Math.min(5000, this.timeoutMs / 3));
  }

  /**
   * Compiles the code and checks it defines `strategy`, without calling it. Answers the spec's
   * message ('Syntax error: ...', 'Code must contain a function named "strategy"') or null.
   */
  async check(code: string): Promise<string | null> {
    const reply = await this.submit('check', code, '{}');
    return reply.ok ? null : messageFor(reply.kind, reply.message);
  }

  /** Calls `strategy(candles, context)` and answers what it returned, as plain data. */
  async run(
    code: string,
    candles: readonly Candle[],
    context: StrategyContext,
  ): Promise<RunOutcome> {
    const reply = await this.submit('run', code, JSON.stringify({ candles, context }));
    if (!reply.ok) {
      return {
        ok: false,
        kind: reply.kind,
        error: messageFor(reply.kind, reply.message),
        logs: reply.logs,
        ms: reply.ms,
      };
    }
    if (reply.output !== null && reply.output.length > MAX_OUTPUT_CHARS) {
      return {
        ok: false,
        kind: 'output',
        error: messageFor('output', 'too large'),
        logs: reply.logs,
        ms: reply.ms,
      };
    }
    let result: unknown;
    try {
      result = reply.output === null ? undefined : JSON.parse(reply.output);
    } catch {
      result = undefined;
    }
    return { ok: true, result, logs: reply.logs, ms: reply.ms };
  }

  /** Starts the pool's threads now rather than on the first run. */
  async warm(): Promise<void> {
    while (this.slots.length < this.poolSize) this.slots.push(this.spawn());
    await Promise.all(this.slots.map((s) => s.ready));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      pending.resolve(failure(pending.job.id, 'runtime', 'El ejecutor de estrategias se cerró'));
    }
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private submit(kind: SandboxJob['kind'], code: string, input: string): Promise<SandboxReply> {
    if (this.closed) {
      return Promise.resolve(failure(0, 'runtime', 'El ejecutor de estrategias está cerrado'));
    }
    const job: SandboxJob = {
      id: this.nextId++,
      kind,
      code,
      input,
      timeoutMs: this.timeoutMs,
      memoryBytes: this.memoryBytes,
      stackBytes: this.stackBytes,
    };
    return new Promise((resolve) => {
      this.queue.push({ job, resolve });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.poolSize) {
        slot = this.spawn();
        this.slots.push(slot);
      }
      if (!slot) return;
      this.execute(slot, this.queue.shift()!);
    }
  }

  private execute(slot: Slot, { job, resolve }: Pending): void {
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
      resolve(reply);
      this.dispatch();
    };
    const onMessage = (message: SandboxReply | { ready: true }) => {
      if ('id' in message && message.id === job.id) finish(message, message.retire === true);
    };
    const onExit = () => finish(failure(job.id, 'runtime', 'sandbox thread stopped'), true);
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
      () => finish(failure(job.id, 'runtime', 'sandbox thread failed to start'), true),
    );
  }

  private retire(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void slot.worker.terminate();
  }

  private spawn(): Slot {
    const worker = createWorker(this.memoryBytes);
    worker.unref();
    // Errors surface as 'exit' to the job in flight; keep them from crashing the process.
    worker.on('error', () => {});
    const ready = new Promise<void>((resolve, reject) => {
      // A thread that cannot load QuickJS in time is given up (its exit rejects below).
      const startTimer = setTimeout(() => void worker.terminate(), STARTUP_TIMEOUT_MS);
      const onMessage = (message: { ready?: boolean }) => {
        if (message.ready) {
          clearTimeout(startTimer);
          worker.off('message', onMessage);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('exit', () => {
        clearTimeout(startTimer);
        reject(new Error('sandbox thread exited'));
      });
    });
    ready.catch(() => {});
    const slot: Slot = { worker, ready, busy: false };
    worker.once('exit', () => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
    });
    return slot;
  }
}

/** The spec's messages for what went wrong (others in Spanish). */
export function messageFor(kind: SandboxFailureKind, detail: string): string {
  switch (kind) {
    case 'syntax':
      return MESSAGES.strategy.syntaxError(detail.replace(/^SyntaxError:\s*/, ''));
    case 'missing':
      return MESSAGES.strategy.missingFunction;
    case 'timeout':
      return MESSAGES.strategy.timeout;
    case 'memory':
      return 'La estrategia superó el límite de memoria';
    case 'output':
      return 'El resultado de la estrategia es demasiado grande';
    case 'runtime':
      return `Error al ejecutar la estrategia: ${detail}`;
  }
}

function failure(id: number, kind: SandboxFailureKind, message: string): SandboxReply {
  return { id, ok: false, kind, message, logs: [], ms: 0 };
}

/**
 * The worker's entry: beside the bundle (dist/sandbox-worker.js) in a build; from TypeScript
 * source through tsx in development, tests and benchmarks.
 */
function createWorker(memoryBytes: number): Worker {
  const here = import.meta.url;
  const options = {
    workerData: { memoryBytes } satisfies SandboxWorkerData,
    // A second fence around the JavaScript side of the thread (QuickJS's heap is its own limit).
    resourceLimits: { maxOldGenerationSizeMb: 512, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  };
  if (!/\.ts$/.test(here)) return new Worker(new URL('./sandbox-worker.js', here), options);
  const source = new URL('./sandbox.worker.ts', here).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    { ...options, eval: true },
  );
}
