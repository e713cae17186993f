import type { ReceiverLogStep } from '@pulso/domain';
import type { Db } from '../../db/client';
import { StepFailure, StepRetry, type StepOutcome } from './gateways/gateway';
import type { SignalRow, SignalsRepository } from './signals.repository';
import type { StepLogRow } from './step-logs.repository';

/**
 * Steps whose success changes nothing outside Pulso: their logs wait and are written with the
 * next log in one statement (three round trips fewer per signal). A crash before then loses only
 * those lines, and the signal, run again, writes them again.
 */
const DEFERRED: ReadonlySet<ReceiverLogStep> = new Set([
  'VALIDATION',
  'CLIENT_CREATION',
  'BALANCE_CHECK',
]);

/**
 * Tests stop a signal between steps with this: it is called after each step (its log written, or
 * waiting to go with the next one), with 'POST_PROCESSING:commit' just before the transaction that
 * records the signal commits, and with 'POST_PROCESSING' once it has. Whatever it throws is a
 * crash of the process (Crash): nothing more is written and the lease is left to run out.
 */
export type Failpoint = (
  point: ReceiverLogStep | 'POST_PROCESSING:commit',
  signal: SignalRow,
) => void | Promise<void>;

/** The failpoint threw: a test's simulated crash, not a reason to do anything but stop. */
export class Crash extends Error {
  constructor(readonly thrown: unknown) {
    super('simulated crash');
  }
}

/** Calls the failpoint; what it throws becomes a Crash. */
export async function crashPoint(
  failpoint: Failpoint | undefined,
  point: Parameters<Failpoint>[0],
  signal: SignalRow,
): Promise<void> {
  try {
    await failpoint?.(point, signal);
  } catch (error) {
    throw new Crash(error);
  }
}

/** A step failed for good: the signal fails with this message (already logged on the step). */
export class SignalFailed extends Error {
  constructor(
    readonly step: ReceiverLogStep,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Times each step and writes its child log; a StepFailure becomes a failed log and SignalFailed.
 * Logs wait for the statement that ends the signal (`pending`), unless the runner commits each
 * step (`commitEachStep`: a live order, whose exchange sits between the steps).
 */
export class StepRunner {
  private readonly waiting: StepLogRow[] = [];
  /** Whether a step's log is written when it ends (those of DEFERRED successes still wait). */
  private committing = false;

  constructor(
    private readonly signals: SignalsRepository,
    private readonly signal: SignalRow,
    private readonly parentId: string,
    private readonly failpoint: Failpoint | undefined,
  ) {}

  /** From now on each step's log is written when the step ends (DEFERRED successes aside). */
  commitEachStep(): void {
    this.committing = true;
  }

  async log(
    action: ReceiverLogStep,
    status: 'success' | 'failed',
    message: string,
    durationMs: number,
    metadata: Record<string, unknown>,
  ): Promise<void> {
    this.queue(action, status, message, durationMs, metadata);
    if (this.committing && !(status === 'success' && DEFERRED.has(action))) await this.flush();
  }

  /** A log that waits for the statement that writes the waiting ones. */
  queue(
    action: ReceiverLogStep,
    status: 'success' | 'failed',
    message: string,
    durationMs: number,
    metadata: Record<string, unknown>,
  ): void {
    this.waiting.push(this.entry(action, status, message, durationMs, metadata));
  }

  /** A step's log row, not queued (the caller writes it). */
  entry(
    action: ReceiverLogStep,
    status: 'success' | 'failed',
    message: string,
    durationMs: number,
    metadata: Record<string, unknown>,
  ): StepLogRow {
    return {
      parentId: this.parentId,
      accountId: this.signal.accountId,
      signalId: this.signal.id,
      action,
      status,
      message,
      durationMs: Math.round(durationMs),
      metadata,
      createdAt: new Date(),
    };
  }

  /** The logs waiting, for a statement of the caller's to write; they stay queued until it commits. */
  pending(): StepLogRow[] {
    return [...this.waiting];
  }

  /** Writes the logs waiting, in `tx` when given (a rollback takes them with the step's own). */
  async flush(tx?: Db): Promise<void> {
    const rows = this.waiting.splice(0);
    try {
      await this.signals.steps.insertSteps(rows, tx);
    } catch (error) {
      this.waiting.unshift(...rows);
      throw error;
    }
  }

  /**
   * Runs a step. `work` answers the value and the outcome to log (null: it logged itself).
   */
  async step<T>(
    action: ReceiverLogStep,
    work: () => Promise<{ value?: T; outcome: StepOutcome | null }>,
  ): Promise<T> {
    const started = performance.now();
    let result: { value?: T; outcome: StepOutcome | null };
    try {
      result = await work();
    } catch (error) {
      if (error instanceof StepRetry) {
        // Logged, then the attempt ends like a crash: the claim runs out and the signal resumes.
        const message = `${error.message} (se reintentará)`;
        // Read by the next attempt: an order may exist, so the signal must not be given up.
        const metadata = { ...error.metadata, outcomeUnknown: true };
        await this.log(action, 'failed', message, performance.now() - started, metadata);
        throw error;
      }
      if (!(error instanceof StepFailure)) throw error;
      await this.log(action, 'failed', error.message, performance.now() - started, error.metadata);
      throw new SignalFailed(action, error.message);
    }
    if (result.outcome) {
      await this.log(
        action,
        'success',
        result.outcome.message,
        performance.now() - started,
        result.outcome.metadata ?? {},
      );
    }
    await crashPoint(this.failpoint, action, this.signal);
    return result.value as T;
  }

  /** A step that may not apply (BORROW, REPAY): `null` writes no log. */
  async optional(action: ReceiverLogStep, work: () => Promise<StepOutcome | null>): Promise<void> {
    await this.step(action, async () => ({ outcome: await work() }));
  }
}
