import type { UntilChangedCache } from '../../lib/cache';
import type { AccountVisibility } from '../accounts';

/** Reads the current facts of some accounts in one go (LiveEventsRepository.visibility). */
export type ReadVisibility = (ids: readonly string[]) => Promise<Map<string, AccountVisibility>>;

interface Waiting {
  resolve: (facts: AccountVisibility | null) => void;
  reject: (err: unknown) => void;
}

/**
 * Each account's visibility facts (owner, public, active, owner active, what it shares, deleted)
 * as the live hub asks about them for every event it sends: from memory until the accounts or
 * users change (an UntilChangedCache: migration 0015's triggers drive its clock), so one
 * lookup per event serves every stream, and the accounts a batch of events misses are read in one
 * query.
 */
export class AccountVisibilityView {
  private batch = new Map<string, Waiting[]>();

  constructor(
    private readonly read: ReadVisibility,
    private readonly cache: UntilChangedCache<AccountVisibility | null>,
  ) {}

  /** The facts of these accounts now; an account that does not exist is absent. */
  async of(ids: Iterable<string>): Promise<Map<string, AccountVisibility>> {
    const unique = [...new Set(ids)];
    const facts = await Promise.all(unique.map((id) => this.cache.get(id, () => this.load(id))));
    const out = new Map<string, AccountVisibility>();
    unique.forEach((id, i) => {
      const f = facts[i];
      if (f) out.set(id, f);
    });
    return out;
  }

  /** One account's facts, read with the others missed in the same tick. */
  private load(id: string): Promise<AccountVisibility | null> {
    return new Promise((resolve, reject) => {
      if (this.batch.size === 0) queueMicrotask(() => void this.flush());
      const waiting = this.batch.get(id);
      if (waiting) waiting.push({ resolve, reject });
      else this.batch.set(id, [{ resolve, reject }]);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = new Map();
    try {
      const found = await this.read([...batch.keys()]);
      for (const [id, waiting] of batch) for (const w of waiting) w.resolve(found.get(id) ?? null);
    } catch (err) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
    }
  }
}
