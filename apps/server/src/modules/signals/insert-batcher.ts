import type { SignalsRepository } from './signals.repository';
import { AccountChangedError, type NewSignal } from './signals.repository';

/** At most this many batch inserts at once per service (the pool keeps room for everything else). */
const MAX_BATCHES_IN_FLIGHT = 4;
const MAX_BATCH = 200;

/**
 * Group insert of signals stored outside a transaction: those enqueued while earlier batches are
 * in flight (or in the same turn of the event loop) go together in one statement. Under load that
 * is one round trip and one commit for many webhooks; alone, a signal waits one `setImmediate`.
 */
export class InsertBatcher {
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
