import type { AppContext } from '../../context';
import { inTransaction } from '../../db/repository';
import type { Fill } from './gateways/gateway';
import type { SignalRow, SignalsRepository } from './signals.repository';
import { StepRunner } from './step-runner';

/** How long a worker's claim of a signal lasts unless told otherwise. */
export const DEFAULT_LEASE_MS = 60_000;
/** The longest wait between two attempts at recording an executed order. */
const MAX_RETRY_MS = 3_600_000;

export interface EarlierOrder {
  fill?: Fill;
  /** An order was sent and not answered: it may have executed. */
  unknown: boolean;
}

/** A real exchange order (a paper order is void until it is recorded: nothing to reconcile). */
export const isExchangeFill = (fill: Fill) => !fill.exchangeOrderId?.startsWith('paper-');

/**
 * An order that executed is never forgotten (M1): when recording it fails, the signal is flagged
 * for reconciliation — shown to its owner and to the admins — and tried again after a growing
 * wait, however many attempts it takes, until the trade is recorded.
 */
export class Reconciliation {
  constructor(
    private readonly ctx: AppContext,
    private readonly signals: SignalsRepository,
    /** The worker's claim length: the first wait; each later one doubles, up to an hour. */
    private readonly leaseMs: number,
  ) {}

  /**
   * What earlier attempts of the signal know of its order: the fill they executed, or that an
   * order went unanswered (it may exist on the exchange).
   */
  async earlier(signal: SignalRow, parentId?: string): Promise<EarlierOrder> {
    if (signal.attempts <= 1) return { unknown: false };
    const parent = parentId ?? (await this.signals.steps.stepParentOf(signal));
    const step = await this.signals.steps.lastStep(parent, signal.id, 'ORDER_EXECUTION');
    if (step?.status === 'success') return { fill: step.metadata['fill'] as Fill, unknown: false };
    return { unknown: step?.metadata['outcomeUnknown'] === true };
  }

  /**
   * A signal past its attempts whose order executed, or may have: flagged for reconciliation
   * (and tried again later) instead of abandoned. False when it never ordered anything.
   */
  async hold(signal: SignalRow): Promise<boolean> {
    const parentId = await this.signals.steps.stepParentOf(signal);
    const earlier = await this.earlier(signal, parentId);
    if (!earlier.fill && !earlier.unknown) return false;
    const run = new StepRunner(this.signals, signal, parentId, undefined);
    await this.flag(signal, run, `interrumpida ${signal.attempts - 1} veces`, !earlier.fill);
    return true;
  }

  /**
   * Flags the signal, logs why on POST_PROCESSING, and sets when it is tried again. `unknown`:
   * whether the order executed is not known yet (the exchange has not answered).
   */
  async flag(signal: SignalRow, run: StepRunner, reason: string, unknown = false): Promise<void> {
    const message = unknown
      ? `No se sabe aún si la orden se ejecutó (${reason}): pendiente de conciliación, se reintentará`
      : `La orden se ejecutó pero no se pudo registrar (${reason}): pendiente de conciliación, se reintentará`;
    const wait = Math.min(this.leaseMs * 2 ** Math.max(0, signal.attempts - 1), MAX_RETRY_MS);
    // With the steps that led here (a paper order's fill among them): the next attempt reuses it.
    run.queue('POST_PROCESSING', 'failed', message, 0, {
      needsReconciliation: true,
      attempt: signal.attempts,
      retryInMs: wait,
    });
    await inTransaction(this.ctx.db, async (tx) => {
      await run.flush(tx);
      await this.signals.steps.updateLog(
        signal.receiverLogId,
        { status: 'pending', message: `Pendiente de conciliación: ${message}` },
        tx,
      );
      await this.signals.flagReconciliation(
        signal.id,
        signal.attempts,
        message,
        new Date(Date.now() + wait),
        tx,
      );
    });
  }
}
