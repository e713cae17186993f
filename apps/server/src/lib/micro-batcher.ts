/** One item's outcome in a batch: its value, or why it failed (its neighbours may not have). */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group work: items added while earlier batches are in flight (or in the same turn of the event
 * loop) go together in one call of `run`, at most `maxInFlight` calls at once (a pool keeps room
 * for everything else) and `maxBatch` items each. Under load that is one round trip for many
 * callers; alone, an item waits one `setImmediate`.
 */
export class MicroBatcher<I, O> {
  private queue: Waiting<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    /** Each item's outcome, in the items' order; a throw fails the whole batch. */
    private readonly run: (items: I[]) => Promise<Outcome<O>[]>,
    private readonly limits: { maxInFlight: number; maxBatch: number },
  ) {}

  add(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.limits.maxInFlight || this.queue.length === 0) {
      return;
    }
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length > 0 && this.inFlight < this.limits.maxInFlight) {
        const batch = this.queue.splice(0, this.limits.maxBatch);
        this.inFlight++;
        void this.settle(batch).finally(() => {
          this.inFlight--;
          this.schedule();
        });
      }
    });
  }

  private async settle(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const outcomes = await this.run(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) w.resolve(outcome.value);
        else w.reject(outcome.error);
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
}
