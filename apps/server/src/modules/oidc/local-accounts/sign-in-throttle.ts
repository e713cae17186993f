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

export interface WindowPolicy {
  /** Attempts allowed in any window. */
  max: number;
  windowSeconds: number;
}

/** Registrations per client address, successful or not: one address cannot mint accounts. */
export const REGISTRATIONS_PER_ADDRESS: WindowPolicy = { max: 20, windowSeconds: 3600 };
/** Sign-in attempts per client address, whatever their outcome (failures also back off). */
export const SIGN_INS_PER_ADDRESS: WindowPolicy = { max: 60, windowSeconds: 600 };

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

/**
 * At most `max` attempts per key in any sliding window, in this process's memory; the map is
 * bounded like FailureThrottle's (least recently used keys go first).
 */
export class AttemptWindow {
  private readonly entries = new Map<string, number[]>();

  constructor(
    private readonly policy: WindowPolicy,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  /** Counts an attempt and answers 0, or answers the seconds to wait (and counts nothing). */
  take(key: string): number {
    const now = this.now();
    const windowMs = this.policy.windowSeconds * 1000;
    const times = (this.entries.get(key) ?? []).filter((t) => t > now - windowMs);
    this.entries.delete(key);
    if (times.length >= this.policy.max) {
      this.entries.set(key, times);
      return Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000));
    }
    times.push(now);
    this.entries.set(key, times);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return 0;
  }
}
