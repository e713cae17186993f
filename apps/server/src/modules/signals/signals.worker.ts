import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/repository';
import { setTimeout as sleep } from 'node:timers/promises';
import { turn } from '../../lib/event-loop';
import { DEFAULT_LEASE_MS } from './reconciliation';
import { SignalPipeline, type PipelineDeps, type PipelineOptions } from './signal-pipeline';
import type { SignalEvents } from './signal-events';
import type { SignalRow, SignalsRepository } from './signals.repository';

export interface SignalWorkerOptions extends PipelineOptions {
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
  /**
   * Transactions a batch is split into, accounts apart, run side by side (PGlite: 1). Two keep
   * both sides busy: one part's statements run in the database while the next part's steps are
   * computed here; more only adds lock waits and switches (measured in docs/performance.md).
   */
  batchParts?: number;
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
 * Takes pending signals and runs them (SignalPipeline): each account's first attempts as batches,
 * the rest (a live or resumed signal, and what a batch left) as batches of one. Several workers — in this process or in
 * other instances on the same PostgreSQL — share the work: claims use FOR UPDATE SKIP LOCKED and
 * a lease, so each signal is taken by one worker at a time, and a dead worker's signals are taken
 * up again when their lease runs out.
 */
export class SignalWorker {
  private readonly signals: SignalsRepository;
  private readonly pipeline: SignalPipeline;
  private readonly options: Required<Omit<SignalWorkerOptions, 'live' | 'failpoint' | 'log'>>;
  private running = false;
  private loop: Promise<void> | undefined;

  private readonly events: SignalEvents;

  constructor(
    private readonly ctx: AppContext,
    deps: PipelineDeps & { events: SignalEvents },
    private readonly config: SignalWorkerOptions = {},
  ) {
    this.signals = deps.signals;
    this.events = deps.events;
    const pglite = ctx.database.kind === 'pglite';
    this.options = {
      // 128 on PostgreSQL (measured: docs/performance.md, issue 17). 32 on PGlite, whose one
      // connection a batch holds while webhooks wait (about 60 ms; 16 answered bursts no faster).
      batchSize: config.batchSize ?? (pglite ? 32 : 128),
      pollMs: config.pollMs ?? 500,
      leaseMs: config.leaseMs ?? DEFAULT_LEASE_MS,
      concurrency: config.concurrency ?? (pglite ? 1 : 4),
      batchParts: config.batchParts ?? (pglite ? 1 : 2),
      maxAttempts: config.maxAttempts ?? 5,
      yieldToIngest: config.yieldToIngest ?? pglite,
    };
    this.pipeline = new SignalPipeline(ctx, deps, { ...config, leaseMs: this.options.leaseMs });
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

  /** Claims signals and processes them; answers how many it claimed. */
  async runOnce(): Promise<number> {
    const claimed = await inTransaction(this.ctx.db, (tx) =>
      this.signals.claim(this.options.batchSize, this.options.leaseMs, tx),
    );
    if (claimed.length === 0) return 0;
    const alone = await this.runBatches(claimed);
    // Each account's signals in order (a sell after its buy); accounts side by side.
    const byAccount = new Map<string, SignalRow[]>();
    for (const s of alone) byAccount.set(s.accountId, [...(byAccount.get(s.accountId) ?? []), s]);
    const queues = [...byAccount.values()];
    const lanes = Array.from(
      { length: Math.min(this.options.concurrency, queues.length) },
      async () => {
        for (let queue = queues.shift(); queue; queue = queues.shift()) {
          for (const signal of queue) {
            // PGlite answers within the same turn of the event loop: without a turn here a whole
            // batch would run before any waiting request is even read.
            if (this.options.yieldToIngest) await turn();
            await this.runAlone(signal);
          }
        }
      },
    );
    await Promise.all(lanes);
    return claimed.length;
  }

  /**
   * Each account's first attempts up to its first signal that is not one, as batches; answers the
   * signals left to batches of one, in claim order.
   */
  private async runBatches(claimed: SignalRow[]): Promise<SignalRow[]> {
    const stopped = new Set<string>();
    const fresh = claimed.filter((s) => {
      if (s.attempts !== 1 || s.needsReconciliation) stopped.add(s.accountId);
      return !stopped.has(s.accountId);
    });
    if (fresh.length === 0) return claimed;
    if (this.options.yieldToIngest) await turn();
    // Accounts apart, side by side (each account's signals in one part, in order): one part's
    // statements run while another's steps are computed.
    const parts = byAccountInParts(fresh, this.options.batchParts);
    const results = await Promise.allSettled(parts.map((part) => this.pipeline.run(part)));
    const settled = new Set<SignalRow>();
    const left = new Set<SignalRow>();
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') {
        for (const s of parts[i]!) settled.add(s);
        for (const s of result.value) left.add(s);
      } else {
        // A crash of the batch (a test's failpoint), or a lone signal's error: its claims run out
        // and are taken up again.
        this.config.log?.error({ err: result.reason }, 'signal batch interrupted');
      }
    }
    const taken = new Set(fresh);
    return claimed.filter((s) => (taken.has(s) ? settled.has(s) && left.has(s) : true));
  }

  /**
   * Tests and benchmarks: processes until nothing is pending (copies included). A signal whose
   * account another worker holds is waited for (until that worker ends its signal, or its lease).
   * Answers how many signals this worker took.
   */
  async drain(): Promise<number> {
    let taken = 0;
    for (;;) {
      const claimed = await this.runOnce();
      taken += claimed;
      if (claimed > 0) continue;
      if (!(await this.signals.anyPending())) return taken;
      await sleep(10);
    }
  }

  /** A signal as a batch of its own (a live or resumed one, or one a batch left). */
  private async runAlone(signal: SignalRow): Promise<void> {
    if (signal.attempts > this.options.maxAttempts && !signal.needsReconciliation) {
      // An order that executed (or may have) is never abandoned: retried until recorded (M1).
      if (!(await this.pipeline.hold(signal))) await this.abandon(signal);
      return; // abandoned, or just flagged: its wait starts now
    }
    try {
      await this.pipeline.run([signal]);
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

/**
 * Signals in at most `parts` groups of about equal size, each account's signals all in one group,
 * in their order.
 */
function byAccountInParts(signals: readonly SignalRow[], parts: number): SignalRow[][] {
  const byAccount = new Map<string, SignalRow[]>();
  for (const s of signals) byAccount.set(s.accountId, [...(byAccount.get(s.accountId) ?? []), s]);
  const groups: SignalRow[][] = Array.from({ length: Math.min(parts, byAccount.size) }, () => []);
  for (const list of [...byAccount.values()].sort((a, b) => b.length - a.length)) {
    groups.reduce((small, g) => (g.length < small.length ? g : small)).push(...list);
  }
  return groups;
}
