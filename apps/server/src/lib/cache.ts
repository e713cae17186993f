/**
 * Every in-process cache of the server, in one module with three named policies. The composition
 * root declares each cache once, with its policy and a line saying why it may cache at all:
 *
 * - `untilChanged(changes)`: until one of the tables it reads changes (a ChangeClock heard the
 *   commit). While a change could go unheard (the listener is down) it reads through.
 * - `untilStampChanges()`: until the stamp the caller read beside it changes (the analytics'
 *   aggregate versions, which every trade write bumps in its transaction).
 * - `refreshing({ freshMs, … })`: for N ms, then served stale while its successor is computed,
 *   and kept warm while visited.
 *
 * All three bound their memory (entries or a weight per value, least recently used out first),
 * share one read between concurrent misses of a key, and forget a read that failed. Values are
 * shared by every caller: never mutate them.
 */

/** What `untilChanged` needs of a change signal (db/change-clock.ts' ChangeClock). */
export interface ChangeSignal {
  /** Counts the changes heard; moves whenever a cached table may have changed. */
  readonly generation: number;
  /** False while a change could go unheard: then nothing may be served from memory. */
  readonly reliable: boolean;
}

export interface CacheBounds<V> {
  /** What the cache may hold, in `weigh` units (default: 10,000 entries). */
  max?: number;
  /** A value's share of `max` (say, its rows), known once read. */
  weigh?: (value: V) => number;
}

interface Entry<V> {
  stamp: string | number;
  value: Promise<V>;
  weight: number;
}

/** Entries by key, each valid for the stamp it was read at; least recently used out first. */
class StampedStore<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;
  private readonly max: number;
  private readonly weigh: (value: V) => number;

  constructor(bounds: CacheBounds<V>) {
    this.max = bounds.max ?? 10_000;
    this.weigh = bounds.weigh ?? (() => 1);
  }

  /**
   * The value read at `stamp`, or `read`'s (shared by concurrent misses). `keep` says, once the
   * read is done, whether it may still be served (a change may have overtaken it).
   */
  get(key: string, stamp: string | number, read: () => Promise<V>, keep?: () => boolean) {
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.remove(key, hit);
    const value = read();
    const entry: Entry<V> = { stamp, value, weight: 0 };
    this.entries.set(key, entry);
    value.then(
      (v) => {
        if (this.entries.get(key) !== entry) return;
        if (keep && !keep()) return this.remove(key, entry);
        entry.weight = this.weigh(v);
        this.weight += entry.weight;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key, entry);
      },
    );
    return value;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.weight <= this.max) break;
      this.remove(key, entry);
    }
  }
}

/** Policy: until one of the tables it reads changes (see ChangeSignal). */
export class UntilChangedCache<V> {
  private readonly store: StampedStore<V>;
  private generation = -1;

  constructor(
    private readonly changes: ChangeSignal,
    bounds: CacheBounds<V> = {},
  ) {
    this.store = new StampedStore(bounds);
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    if (!this.changes.reliable) return read();
    const generation = this.changes.generation;
    // Every entry was read before this change: none may be served again.
    if (generation !== this.generation) {
      this.store.clear();
      this.generation = generation;
    }
    // A read during which a change committed may hold either side of it: served once, not kept.
    return this.store.get(key, generation, read, () => this.changes.generation === generation);
  }
}

/** Policy: until the stamp the caller read beside the value changes. */
export class UntilStampChangesCache<V> {
  private readonly store: StampedStore<V>;

  constructor(bounds: CacheBounds<V> = {}) {
    this.store = new StampedStore(bounds);
  }

  get(key: string, stamp: string, read: () => Promise<V>): Promise<V> {
    return this.store.get(key, stamp, read);
  }

  clear(): void {
    this.store.clear();
  }

  get size(): number {
    return this.store.size;
  }
}

export interface RefreshingOptions {
  /** Served as is for this long after it was computed. */
  freshMs: number;
  /** Served stale (while its successor is computed) up to this age; older, it is awaited. */
  maxAgeMs: number;
  /** Recomputed this long after each computation while visited (0: only when asked). */
  refreshMs?: number;
  /** How long after its last visit a key stops being kept warm. */
  keepWarmMs?: number;
  clock?: () => number;
}

interface Generation<V> {
  at: number;
  value: Promise<V>;
  /** A successor is being computed. */
  refreshing: boolean;
}

/**
 * Computes a key's value; `previous` is the one it succeeds (its successor may cover more). A
 * key's last load is remembered to keep it warm.
 */
export type Load<V> = (previous: V | undefined, now: number) => Promise<V>;

/** Policy: for N ms, then served stale while refreshing, kept warm while visited. */
export class RefreshingCache<V> {
  private readonly current = new Map<string, Generation<V>>();
  private readonly visited = new Map<string, { at: number; load: Load<V> }>();
  private readonly warmers = new Map<string, NodeJS.Timeout>();
  private readonly clock: () => number;
  private closed = false;

  constructor(private readonly options: RefreshingOptions) {
    this.clock = options.clock ?? Date.now;
  }

  get(key: string, load: Load<V>): Promise<V> {
    const now = this.clock();
    this.visited.set(key, { at: now, load });
    const entry = this.current.get(key);
    if (!entry || now - entry.at > this.options.maxAgeMs) return this.compute(key, load, now).value;
    if (now - entry.at > this.options.freshMs) this.refresh(key, entry, load, now);
    return entry.value;
  }

  /** Stops keeping values warm (the app is closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.warmers.values()) clearTimeout(timer);
    this.warmers.clear();
  }

  /** Starts the successor of `entry` behind its callers, once. */
  private refresh(key: string, entry: Generation<V>, load: Load<V>, now: number): void {
    if (entry.refreshing) return;
    entry.refreshing = true;
    void entry.value.then(
      (previous) => this.compute(key, load, now, previous, entry),
      () => undefined,
    );
  }

  /** Starts computing; the result replaces the current value once done (a failure never does). */
  private compute(
    key: string,
    load: Load<V>,
    now: number,
    previous?: V,
    predecessor?: Generation<V>,
  ): Generation<V> {
    const entry: Generation<V> = { at: now, value: load(previous, now), refreshing: false };
    const current = this.current.get(key);
    if (!current || now - current.at > this.options.maxAgeMs) this.current.set(key, entry);
    entry.value.then(
      () => {
        this.current.set(key, entry);
        this.keepWarm(key);
      },
      () => {
        if (this.current.get(key) === entry) this.current.delete(key);
        if (predecessor) predecessor.refreshing = false;
      },
    );
    return entry;
  }

  /** Recomputes the key `refreshMs` from now, if it is still visited by then. */
  private keepWarm(key: string): void {
    const { refreshMs = 0, keepWarmMs = 0 } = this.options;
    clearTimeout(this.warmers.get(key));
    if (this.closed || refreshMs <= 0) return;
    const timer = setTimeout(() => {
      this.warmers.delete(key);
      const entry = this.current.get(key);
      const visit = this.visited.get(key);
      const now = this.clock();
      if (!entry || !visit || this.closed || now - visit.at > keepWarmMs) return;
      this.refresh(key, entry, visit.load, now);
    }, refreshMs);
    timer.unref();
    this.warmers.set(key, timer);
  }
}
