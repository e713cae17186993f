import { createHash, randomUUID } from 'node:crypto';
import { SIGNAL_LOG_ACTIONS, type SignalSource, type StoredSignalPayload } from '@pulso/domain';
import type { Db } from '../../db/client';
import { InsertBatcher } from './insert-batcher';
import type { SignalEvents } from './signal-events';
import type { AccountGuard, NewSignal, SignalsRepository } from './signals.repository';

export interface EnqueueInput {
  accountId: string;
  source: SignalSource;
  /** The normalised signal (domain `toStoredPayload`); never holds the webhook secret. */
  payload: StoredSignalPayload;
  /** Copy trades: the emitter's signal. */
  parentSignalId?: string | undefined;
  /** Copy trades: the emitter's receiver log, so the copy's log and steps sit under it. */
  parentLogId?: string | undefined;
  /** Extra fields for the signal's own receiver log (e.g. the sender's address). */
  logMetadata?: Record<string, unknown> | undefined;
  /**
   * Store only while the account still has these facts (the trade receiver's cached read);
   * otherwise `AccountChangedError` and nothing stored.
   */
  guard?: AccountGuard | undefined;
}

export interface EnqueueResult {
  signalId: string;
  /** The signal's own receiver log; for a duplicate, the original's. */
  receiverLogId: string;
  duplicate: boolean;
}

/** DESIGN §6: TradingView's order id alone is not unique, so account, order id, time, action, size. */
export function idempotencyKey(accountId: string, p: StoredSignalPayload): string {
  return createHash('sha256')
    .update([accountId, p.order_id, p.time, p.action, p.contracts].join('\n'))
    .digest('hex');
}

/** Signals per statement of a fan-out (its rows travel as one JSON parameter). */
const ENQUEUE_CHUNK = 500;

function toRow(input: EnqueueInput): NewSignal {
  const { payload } = input;
  return {
    id: randomUUID(),
    accountId: input.accountId,
    idempotencyKey: idempotencyKey(input.accountId, payload),
    source: input.source,
    payload,
    parentSignalId: input.parentSignalId ?? null,
    receiverLogId: randomUUID(),
    log: {
      parentId: input.parentLogId ?? null,
      action: SIGNAL_LOG_ACTIONS[input.source],
      message: `${payload.action} ${payload.contracts} ${payload.symbol}: recibida, pendiente de ejecutar`,
      metadata: { source: input.source, ...input.logMetadata, payload },
    },
    guard: input.guard,
  };
}

/**
 * The one way a signal enters the pipeline: the webhook route, the emit form, copy-trade fan-out
 * and the strategy scheduler all call `enqueue`. Stores the signal and its receiver log together
 * (inside `tx` when given), or finds the original when the same signal was stored before.
 */
export class SignalsService {
  private readonly signals: SignalsRepository;
  private readonly batcher: InsertBatcher;

  constructor(
    signals: SignalsRepository,
    /** Wakes this process's signal workers when a signal is stored. */
    private readonly events: SignalEvents,
  ) {
    this.signals = signals;
    this.batcher = new InsertBatcher(this.signals);
  }

  async enqueue(input: EnqueueInput, tx?: Db): Promise<EnqueueResult> {
    const row = toRow(input);
    const inserted = tx ? await this.signals.insertIfNew(row, tx) : await this.batcher.insert(row);
    if (inserted) {
      this.events.notify();
      return { signalId: row.id, receiverLogId: row.receiverLogId, duplicate: false };
    }
    return this.original(input, row, tx);
  }

  /**
   * Many signals inside `tx` in a few statements (ENQUEUE_CHUNK rows each), in order: a copy
   * trade's fan-out to every receiver. None may carry a guard (those come one by one, from
   * webhooks, through `enqueue`).
   */
  async enqueueMany(inputs: EnqueueInput[], tx: Db): Promise<EnqueueResult[]> {
    const out: EnqueueResult[] = [];
    for (let start = 0; start < inputs.length; start += ENQUEUE_CHUNK) {
      const chunk = inputs.slice(start, start + ENQUEUE_CHUNK);
      const rows = chunk.map(toRow);
      const results = await this.signals.insertMany(rows, tx);
      for (const [i, row] of rows.entries()) {
        out.push(
          results[i]!.inserted
            ? { signalId: row.id, receiverLogId: row.receiverLogId, duplicate: false }
            : await this.original(chunk[i]!, row, tx),
        );
      }
    }
    if (out.some((r) => !r.duplicate)) this.events.notify();
    return out;
  }

  /** The signal stored before under the same idempotency key (a redelivery, or a re-run). */
  private async original(input: EnqueueInput, row: NewSignal, tx?: Db): Promise<EnqueueResult> {
    const original = await this.signals.findByKey(row.idempotencyKey, tx);
    // Only possible if the twin's transaction rolled back between the two statements: try again.
    if (!original) return this.enqueue(input, tx);
    return { signalId: original.id, receiverLogId: original.receiverLogId, duplicate: true };
  }
}
