/**
 * The sandbox pool's waiting line, fair between owners (users): each owner has a queue of its own
 * and a cap on how many of its jobs run at once, and the next job comes from the owners in turn
 * (round-robin), so one user flooding the pool delays only their own jobs.
 */
interface OwnerLine<T> {
  queued: T[];
  running: number;
  concurrency: number;
}

export class FairQueue<T> {
  /** In turn order: the owner served last moves to the end. */
  private readonly owners = new Map<string, OwnerLine<T>>();

  /** `maxQueued`: how many jobs one owner may have waiting (running ones not counted). */
  constructor(private readonly maxQueued: number) {}

  /**
   * Adds a job for the owner, with the owner's current concurrency cap; false (nothing added)
   * when the owner already has `maxQueued` jobs waiting.
   */
  push(owner: string, item: T, concurrency: number): boolean {
    let line = this.owners.get(owner);
    if (!line) this.owners.set(owner, (line = { queued: [], running: 0, concurrency }));
    line.concurrency = Math.max(1, concurrency);
    if (line.queued.length >= this.maxQueued) return false;
    line.queued.push(item);
    return true;
  }

  /** The next job to run, from the first owner in turn that is under its cap; counted as running. */
  take(): { owner: string; item: T } | undefined {
    for (const [owner, line] of this.owners) {
      if (line.queued.length === 0 || line.running >= line.concurrency) continue;
      const item = line.queued.shift()!;
      line.running++;
      // To the back of the turn.
      this.owners.delete(owner);
      this.owners.set(owner, line);
      return { owner, item };
    }
    return undefined;
  }

  /** One of the owner's jobs finished running. */
  done(owner: string): void {
    const line = this.owners.get(owner);
    if (!line) return;
    line.running = Math.max(0, line.running - 1);
    if (line.running === 0 && line.queued.length === 0) this.owners.delete(owner);
  }

  /** Empties every queue (closing); answers what was waiting. */
  drain(): T[] {
    const items = [...this.owners.values()].flatMap((line) => line.queued.splice(0));
    for (const [owner, line] of this.owners) if (line.running === 0) this.owners.delete(owner);
    return items;
  }

  /** Jobs waiting, all owners together. */
  get waiting(): number {
    let n = 0;
    for (const line of this.owners.values()) n += line.queued.length;
    return n;
  }
}
