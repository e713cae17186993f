import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/repository';
import { turn } from '../../lib/event-loop';
import { DEFAULT_LEASE_MS } from './reconciliation';
import { SignalProcessor, type ProcessorDeps, type ProcessorOptions } from './signal-processor';
import type { SignalRow, SignalsRepository } from './signals.repository';
import type { SignalEvents } from './signals.service';

export interface SignalWorkerOptions extends ProcessorOptions {
  /** Signals claimed per round. */
  batchSize?: number;
  /** How often to look for work when not woken (signals of other instances). */
  pollMs?: number;
  /**
   * How long a claim lasts: a worker that dies mid-signal loses it after this. Longer than the
   * slowest signal (a live order: a few ccxt calls of at most 10 s each).
   */
  leaseMs?: number;
  /** Accounts processed at once (PGlite has one connection: 1). Each account's signals stay in order. */
  concurrency?: number;
  /** A signal claimed more times than this fails (a signal that crashes its worker every time). */
  maxAttempts?: number;
  /**
   * Give the event loop a turn before each signal (the default on PGlite, whose queries run in
   * this thread): a burst of alerts is then answered in a fraction of a second while the worker
   * processes, not after a whole batch (1.4–1.8 s for a burst of 1,000; TradingView waits 3 s).
   */
  yieldToIngest?: boolean;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/**
 * Takes pending signals and runs them (SignalProcessor). Several workers — in this process or in
 * other instances on the same PostgreSQL — share the work: claims use FOR UPDATE SKIP LOCKED and
 * a lease, so each signal is taken by one worker at a time, and a dead worker's signals are taken
 * up again when their lease runs out.
 */
export class SignalWorker {
  private readonly signals: SignalsRepository;
  private readonly processor: SignalProcessor;
  private readonly options: Required<
    Pick<
      SignalWorkerOptions,
      'batchSize' | 'pollMs' | 'leaseMs' | 'concurrency' | 'maxAttempts' | 'yieldToIngest'
    >
  >;
  private running = false;
  private loop: Promise<void> | undefined;

  private readonly events: SignalEvents;

  constructor(
    private readonly ctx: AppContext,
    deps: ProcessorDeps & { events: SignalEvents },
    private readonly config: SignalWorkerOptions = {},
  ) {
    this.signals = deps.signals;
    this.events = deps.events;
    const pglite = ctx.database.kind === 'pglite';
    this.options = {
      batchSize: config.batchSize ?? 32,
      pollMs: config.pollMs ?? 500,
      leaseMs: config.leaseMs ?? DEFAULT_LEASE_MS,
      concurrency: config.concurrency ?? (pglite ? 1 : 4),
      maxAttempts: config.maxAttempts ?? 5,
      yieldToIngest: config.yieldToIngest ?? pglite,
    };
    this.processor = new SignalProcessor(ctx, deps, { ...config, leaseMs: this.options.leaseMs });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.events.notify();
    await this.loop;
  }

  /** Claims one batch and processes it; answers how many signals it claimed. */
  async runOnce(): Promise<number> {
    const claimed = await inTransaction(this.ctx.db, (tx) =>
      this.signals.claim(this.options.batchSize, this.options.leaseMs, tx),
    );
    if (claimed.length === 0) return 0;
    // Each account's signals in order (a sell after its buy); accounts side by side.
    const byAccount = new Map<string, SignalRow[]>();
    for (const s of claimed) byAccount.set(s.accountId, [...(byAccount.get(s.accountId) ?? []), s]);
    const queues = [...byAccount.values()];
    const lanes = Array.from(
      { length: Math.min(this.options.concurrency, queues.length) },
      async () => {
        for (let queue = queues.shift(); queue; queue = queues.shift()) {
          for (const signal of queue) {
            // PGlite answers within the same turn of the event loop: without a turn here a whole
            // batch would run before any waiting request is even read.
            if (this.options.yieldToIngest) await turn();
            await this.handle(signal);
          }
        }
      },
    );
    await Promise.all(lanes);
    return claimed.length;
  }

  /** Tests and benchmarks: processes until nothing is pending (copies included). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0);
  }

  private async handle(signal: SignalRow): Promise<void> {
    if (signal.attempts > this.options.maxAttempts && !signal.needsReconciliation) {
      // An order that executed (or may have) is never abandoned: retried until recorded (M1).
      if (!(await this.processor.holdForReconciliation(signal))) await this.abandon(signal);
      return; // abandoned, or just flagged: its wait starts now
    }
    try {
      await this.processor.process(signal);
    } catch (error) {
      // Not a step's failure but the worker's (database gone, a bug, a test's failpoint): the
      // claim is left to expire and the signal is tried again, up to maxAttempts.
      this.config.log?.error({ err: error, signalId: signal.id }, 'signal processing interrupted');
    }
  }

  private async abandon(signal: SignalRow): Promise<void> {
    const message = `Abandonada tras ${signal.attempts - 1} intentos fallidos`;
    await this.signals.finish(signal, 'failed', message, { status: 'failed', message });
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
      } catch (error) {
        this.config.log?.error({ err: error }, 'signal worker round failed');
      }
      if (claimed === 0 && this.running) await this.events.wait(this.options.pollMs);
    }
  }
}
