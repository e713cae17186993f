export interface BackoffPolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** The first wait, in seconds; it doubles with each further failure. */
  baseSeconds: number;
  maxSeconds: number;
}

/** Per account (and per unknown email, so both behave alike): 5 free tries, 30 s, up to 15 min. */
export const ACCOUNT_BACKOFF: BackoffPolicy = { free: 5, baseSeconds: 30, maxSeconds: 900 };
/** Per client address, across emails: looser, since offices share one address. */
export const IP_BACKOFF: BackoffPolicy = { free: 20, baseSeconds: 60, maxSeconds: 900 };

/** Seconds to wait after `failures` consecutive failures: 0, then base · 2^(n − free), capped. */
export function backoffSeconds(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.baseSeconds * 2 ** (failures - policy.free), policy.maxSeconds);
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

/**
 * Failure counts kept in this process's memory (per client address, per unknown email). Entries
 * are forgotten an hour after their last failure, and the map is bounded.
 */
export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly policy: BackoffPolicy,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
    private readonly forgetAfterMs = 3600_000,
  ) {}

  /** Seconds the key must still wait; 0 when it may try. */
  retryAfter(key: string): number {
    const entry = this.live(key);
    return entry ? Math.max(0, Math.ceil((entry.lockedUntil - this.now()) / 1000)) : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const entry = this.live(key) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    entry.failures += 1;
    entry.lastFailure = now;
    entry.lockedUntil = now + backoffSeconds(entry.failures, this.policy) * 1000;
    this.entries.delete(key); // re-insert: the map's order is then least recently failed first
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.lastFailure > this.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
