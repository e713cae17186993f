import { readFileSync } from 'node:fs';
import { AppError } from '@pulso/domain';
import { addressKey } from '../../lib/client-address';

/** Spanish answers for a refused stream (the client shows them; the browser retries later). */
export const STREAM_CAP_MESSAGES = {
  perUser: 'Demasiadas conexiones en vivo abiertas con tu cuenta: cierra alguna pestaña',
  perAddress: 'Demasiadas conexiones en vivo abiertas desde tu red: inténtalo más tarde',
  instance: 'El servidor tiene demasiadas conexiones en vivo abiertas: inténtalo más tarde',
} as const;

export interface StreamLimits {
  /** Streams one signed-in user may hold on this instance. */
  perUser: number;
  /** Streams visitors may hold from one address (one /64 for IPv6) on this instance. */
  perAddress: number;
  /** Streams this instance holds at most, whoever opens them. */
  perInstance: number;
}

/** The soft RLIMIT_NOFILE of this process, from /proc/self/limits (Linux); null if unreadable. */
export function openFilesLimit(
  read: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | null {
  try {
    const line = read()
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (!soft || soft === 'unlimited') return soft === 'unlimited' ? Number.MAX_SAFE_INTEGER : null;
    const n = Number(soft);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/**
 * How many streams one instance may hold: an explicit setting, else what the process's descriptor
 * limit leaves after a reserve for everything else (webhooks, API calls, the database pool, files,
 * the workers) — a quarter of the limit, at least `reserve` — else `fallback` when the limit
 * cannot be read. Never above `ceiling` (each stream costs memory too), never below 1.
 */
export function instanceStreamCap(options: {
  configured: number | undefined;
  fileLimit: number | null;
  reserve: number;
  fallback: number;
  ceiling?: number;
}): number {
  if (options.configured !== undefined) return options.configured;
  if (options.fileLimit === null) return options.fallback;
  const reserve = Math.max(options.reserve, Math.ceil(options.fileLimit / 4));
  return Math.max(1, Math.min(options.ceiling ?? 50_000, options.fileLimit - reserve));
}

/** A stream's place in the counts, given back when it closes (once, however often called). */
export interface StreamSlot {
  release(): void;
}

/**
 * Counts this instance's open streams per user, per visitor address (per /64) and in all, and
 * refuses one more past a cap: 429 for a caller over their share, 503 when the instance is full
 * (descriptors stay for webhooks and the API).
 */
export class StreamCaps {
  private readonly counts = new Map<string, number>();
  private total = 0;

  constructor(readonly limits: StreamLimits) {}

  get open(): number {
    return this.total;
  }

  /** Takes a slot for a stream of `userId` (null: a visitor at `ip`), or throws the refusal. */
  take(userId: string | null, ip: string): StreamSlot {
    const key = userId ? `user:${userId}` : `ip:${addressKey(ip)}`;
    const held = this.counts.get(key) ?? 0;
    if (userId && held >= this.limits.perUser) {
      throw new AppError('RATE_LIMITED', STREAM_CAP_MESSAGES.perUser);
    }
    if (!userId && held >= this.limits.perAddress) {
      throw new AppError('RATE_LIMITED', STREAM_CAP_MESSAGES.perAddress);
    }
    if (this.total >= this.limits.perInstance) {
      throw new AppError('SERVICE_UNAVAILABLE', STREAM_CAP_MESSAGES.instance);
    }
    this.counts.set(key, held + 1);
    this.total++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left > 0) this.counts.set(key, left);
        else this.counts.delete(key);
      },
    };
  }
}
