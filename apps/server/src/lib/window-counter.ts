const WINDOW_MS = 60_000;
/** Keys kept at most: past this, expired ones go, then the oldest (memory stays bounded). */
const MAX_KEYS = 10_000;

/**
 * Fixed one-minute windows of an amount per key, in memory (as @fastify/rate-limit's own store):
 * what one instance spends of its own resources (failed webhook deliveries per address, regex
 * matching per user). Limits that must hold across instances live in PostgreSQL instead.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `amount` of `key`; answers whether the key is now over its maximum. */
  hit(key: string, amount = 1): boolean {
    const w = this.current(key);
    w.count += amount;
    return w.count > this.max;
  }

  /** Counts `amount` of `key` only if it fits under the maximum; answers whether it did. */
  take(key: string, amount: number): boolean {
    const w = this.current(key);
    if (w.count + amount > this.max) return false;
    w.count += amount;
    return true;
  }

  /** Milliseconds until `key`'s window ends (and its count starts again from zero). */
  resetsIn(key: string): number {
    const w = this.windows.get(key);
    return w ? Math.max(0, w.start + WINDOW_MS - this.now()) : 0;
  }

  private current(key: string): { start: number; count: number } {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now - w.start >= WINDOW_MS) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.prune(now);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    return w;
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) {
      if (now - w.start >= WINDOW_MS) this.windows.delete(key);
    }
    // Still full (a flood from many keys): the oldest windows go first.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
