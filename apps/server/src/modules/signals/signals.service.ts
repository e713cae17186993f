import { createHash, randomUUID } from 'node:crypto';
import { SIGNAL_LOG_ACTIONS, type SignalSource, type StoredSignalPayload } from '@pulso/domain';
import type { Db } from '../../db/client';
import type { SignalsRepository } from './signals.repository';
import { AccountChangedError, type AccountGuard, type NewSignal } from './signals.repository';

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

/**
 * Wakes the signal worker of this process as soon as a signal is stored (the worker also polls,
 * for signals stored by other instances or inside transactions it cannot see yet).
 */
export class SignalEvents {
  private waiters = new Set<() => void>();
  /** A notification nobody was waiting for (the worker was busy): the next wait returns at once. */
  private missed = false;

  notify(): void {
    if (this.waiters.size === 0) this.missed = true;
    const waiting = this.waiters;
    this.waiters = new Set();
    for (const wake of waiting) wake();
  }

  /** Resolves on the next notify, or after `ms`. */
  wait(ms: number): Promise<void> {
    if (this.missed) {
      this.missed = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      }
      this.waiters.add(done);
    });
  }
}

/** At most this many batch inserts at once per service (the pool keeps room for everything else). */
const MAX_BATCHES_IN_FLIGHT = 4;
const MAX_BATCH = 200;

/**
 * Group insert of signals stored outside a transaction: those enqueued while earlier batches are
 * in flight (or in the same turn of the event loop) go together in one statement. Under load that
 * is one round trip and one commit for many webhooks; alone, a signal waits one `setImmediate`.
 */
class InsertBatcher {
  private queue: {
    row: NewSignal;
    resolve: (inserted: boolean) => void;
    reject: (e: unknown) => void;
  }[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly signals: SignalsRepository) {}

  insert(row: NewSignal): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= MAX_BATCHES_IN_FLIGHT || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length > 0 && this.inFlight < MAX_BATCHES_IN_FLIGHT) {
        const batch = this.queue.splice(0, MAX_BATCH);
        this.inFlight++;
        void this.run(batch).finally(() => {
          this.inFlight--;
          this.schedule();
        });
      }
    });
  }

  private async run(batch: InsertBatcher['queue']): Promise<void> {
    if (batch.length > 1) {
      let results: { ok: boolean; inserted: boolean }[] | undefined;
      try {
        results = await this.signals.insertMany(batch.map((b) => b.row));
      } catch {
        // One bad row must not fail its neighbours: each on its own below.
      }
      if (results) {
        batch.forEach((b, i) =>
          results[i]!.ok ? b.resolve(results[i]!.inserted) : b.reject(new AccountChangedError()),
        );
        return;
      }
    }
    await Promise.all(batch.map((b) => this.signals.insertIfNew(b.row).then(b.resolve, b.reject)));
  }
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
