/**
 * The sandbox pool's waiting line, fair between owners (users): each owner has a queue of its own
 * and a cap on how many of its jobs run at once. The next job comes from the owner who has used
 * the sandbox least lately (thread time, decaying with a USAGE_HALF_LIFE_MS half-life), in turn
 * (round-robin) among equals: however many other users keep the pool busy, a user who has used
 * little is served first, so one's share is bounded whatever the number of busy users.
 */
/** How fast past use is forgiven: half of it every minute. */
export const USAGE_HALF_LIFE_MS = 60_000;
interface OwnerLine<T> {
  queued: T[];
  running: number;
  concurrency: number;
}

export class FairQueue<T> {
  /** In turn order: the owner served last moves to the end. */
  private readonly owners = new Map<string, OwnerLine<T>>();

  /** Each owner's recent thread time (ms, decayed to `at`). */
  private readonly usage = new Map<string, { ms: number; at: number }>();

  /** `maxQueued`: how many jobs one owner may have waiting (running ones not counted). */
  constructor(
    private readonly maxQueued: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The owner's recent use of the sandbox, in thread milliseconds (decayed to now). */
  used(owner: string): number {
    const u = this.usage.get(owner);
    if (!u) return 0;
    const ms = u.ms * 0.5 ** ((this.now() - u.at) / USAGE_HALF_LIFE_MS);
    if (ms < 1) {
      this.usage.delete(owner);
      return 0;
    }
    return ms;
  }

  /** Adds thread time the owner's job took. */
  charge(owner: string, ms: number): void {
    const ms0 = this.used(owner);
    this.usage.delete(owner); // re-inserted last: the map's order is then least recently charged
    this.usage.set(owner, { ms: ms0 + Math.max(0, ms), at: this.now() });
    if (this.usage.size > 10_000) this.usage.delete(this.usage.keys().next().value!);
  }

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

  /**
   * The next job to run (counted as running): from the owner under its cap who has used the
   * sandbox least lately, the first in turn among equals; only owners `eligible` accepts (given
   * the owner's line and the job at its head). Never charged, it is plain round-robin.
   */
  take(
    eligible?: (owner: string, line: { queued: number; running: number }, next: T) => boolean,
  ): { owner: string; item: T } | undefined {
    let chosen: [string, OwnerLine<T>] | undefined;
    let least = Infinity;
    for (const [owner, line] of this.owners) {
      if (line.queued.length === 0 || line.running >= line.concurrency) continue;
      if (
        eligible &&
        !eligible(owner, { queued: line.queued.length, running: line.running }, line.queued[0]!)
      )
        continue;
      const used = this.used(owner);
      if (used < least) {
        least = used;
        chosen = [owner, line];
      }
    }
    if (!chosen) return undefined;
    const [owner, line] = chosen;
    const item = line.queued.shift()!;
    line.running++;
    // To the back of the turn.
    this.owners.delete(owner);
    this.owners.set(owner, line);
    return { owner, item };
  }

  /**
   * A running job goes back to the front of its owner's line (stopped before it finished, to run
   * again elsewhere): no longer counted as running, and not refused by the queue bound.
   */
  putBack(owner: string, item: T): void {
    const line = this.owners.get(owner);
    if (!line) {
      this.owners.set(owner, { queued: [item], running: 0, concurrency: 1 });
      return;
    }
    line.running = Math.max(0, line.running - 1);
    line.queued.unshift(item);
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
