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
 * waiting to go with the next one) (and with 'POST_PROCESSING:commit' just before that transaction commits). Whatever it throws
 * is treated like a crash of the process: nothing more is written and the lease is left to run out.
 */
export type Failpoint = (
  point: ReceiverLogStep | 'POST_PROCESSING:commit',
  signal: SignalRow,
) => void | Promise<void>;

/** A step failed for good: the signal fails with this message (already logged on the step). */
export class SignalFailed extends Error {
  constructor(
    readonly step: ReceiverLogStep,
    message: string,
  ) {
    super(message);
  }
}

/** Times each step and writes its child log; a StepFailure becomes a failed log and SignalFailed. */
export class StepRunner {
  private readonly waiting: StepLogRow[] = [];

  constructor(
    private readonly signals: SignalsRepository,
    private readonly signal: SignalRow,
    private readonly parentId: string,
    private readonly failpoint: Failpoint | undefined,
    /**
     * Every log waits, failures too (a batch of signals writes all their logs in the statement
     * that ends them, in its one transaction).
     */
    private readonly deferAll = false,
  ) {}

  log(
    action: ReceiverLogStep,
    status: 'success' | 'failed',
    message: string,
    durationMs: number,
    metadata: Record<string, unknown>,
    tx?: Db,
  ): Promise<void> {
    this.queue(action, status, message, durationMs, metadata);
    if (this.deferAll || (status === 'success' && DEFERRED.has(action))) return Promise.resolve();
    return this.flush(tx);
  }

  /** A log that waits for the statement that writes the waiting ones (`flush`, or `take`). */
  queue(
    action: ReceiverLogStep,
    status: 'success' | 'failed',
    message: string,
    durationMs: number,
    metadata: Record<string, unknown>,
  ): void {
    this.waiting.push({
      parentId: this.parentId,
      accountId: this.signal.accountId,
      signalId: this.signal.id,
      action,
      status,
      message,
      durationMs: Math.round(durationMs),
      metadata,
      createdAt: new Date(),
    });
  }

  /** The logs waiting, for a statement of the caller's to write (SignalsRepository.finish). */
  take(): StepLogRow[] {
    return this.waiting.splice(0);
  }

  /** Writes the logs waiting, in `tx` when given (a rollback takes them with the step's own). */
  private async flush(tx?: Db): Promise<void> {
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
    await this.failpoint?.(action, this.signal);
    return result.value as T;
  }

  /** A step that may not apply (BORROW, REPAY): `null` writes no log. */
  async optional(action: ReceiverLogStep, work: () => Promise<StepOutcome | null>): Promise<void> {
    await this.step(action, async () => ({ outcome: await work() }));
  }
}
