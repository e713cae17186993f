import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeClock } from '../db/change-clock';
import { RefreshingCache, UntilChangedCache, UntilStampChangesCache } from './cache';

/** A clock whose listener the test drives. */
function testClock() {
  let hear: (() => void) | undefined;
  let state: ((listening: boolean) => void) | undefined;
  const clock = new ChangeClock(async (onChange, onState) => {
    hear = onChange;
    state = onState;
    await new Promise((resolve) => setTimeout(resolve, 1));
    onState(true);
    return async () => {};
  });
  return {
    clock,
    change: () => hear!(),
    listening: (up: boolean) => state!(up),
    /** The listener starts on the first ask and connects a turn later. */
    ready: () => vi.waitFor(() => expect(clock.reliable).toBe(true)),
  };
}

describe('UntilChangedCache', () => {
  it('answers from memory until a change, then reads again', async () => {
    const { clock, change, ready } = testClock();
    await ready();
    const cache = new UntilChangedCache<number>(clock);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get('k', read)).toBe(1);
    expect(await cache.get('k', read)).toBe(1);
    expect(await cache.get('other', read)).toBe(2);
    change();
    expect(await cache.get('k', read)).toBe(3);
  });

  it('does not keep a read that a change overtook (it may hold either side of it)', async () => {
    const { clock, change, ready } = testClock();
    await ready();
    const cache = new UntilChangedCache<string>(clock);
    let finish!: (v: string) => void;
    const slow = cache.get('k', () => new Promise((resolve) => (finish = resolve)));
    change();
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.get('k', async () => 'after')).toBe('after');
  });

  it('shares one read between concurrent misses of a key, and forgets a failed one', async () => {
    const { clock, ready } = testClock();
    await ready();
    const cache = new UntilChangedCache<number>(clock);
    const read = vi.fn(async () => 7);
    expect(await Promise.all([cache.get('k', read), cache.get('k', read)])).toEqual([7, 7]);
    expect(read).toHaveBeenCalledTimes(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 1)).toBe(1);
  });

  it('reads through while a change could go unheard (listener down), and after it is back', async () => {
    const { clock, listening, ready } = testClock();
    const cache = new UntilChangedCache<number>(clock);
    let reads = 0;
    const read = async () => ++reads;
    // Not yet listening: nothing kept.
    expect(await cache.get('k', read)).toBe(1);
    await ready();
    expect(await cache.get('k', read)).toBe(2);
    expect(await cache.get('k', read)).toBe(2);
    listening(false);
    expect(await cache.get('k', read)).toBe(3);
    expect(await cache.get('k', read)).toBe(4);
    listening(true);
    expect(await cache.get('k', read)).toBe(5);
    expect(await cache.get('k', read)).toBe(5);
  });

  it('keeps within its size limit, by weight, least recently used out first', async () => {
    const { clock, ready } = testClock();
    await ready();
    const cache = new UntilChangedCache<string[]>(clock, { max: 10, weigh: (rows) => rows.length });
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => [`v${i}`, 'x', 'y']);
    const read = vi.fn(async () => ['fresh']);
    // k9 (3 rows) came after the last start-over at k6..k8 (9 rows), k0 is long gone.
    expect(await cache.get('k0', read)).toEqual(['fresh']);
    expect(await cache.get('k9', read)).toEqual(['v9', 'x', 'y']);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('UntilStampChangesCache', () => {
  it('answers from memory while the stamp read beside it is the same, then reads again', async () => {
    const cache = new UntilStampChangesCache<number>();
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get('k', 'v1', read)).toBe(1);
    expect(await cache.get('k', 'v1', read)).toBe(1);
    expect(await cache.get('k', 'v2', read)).toBe(2);
    expect(await cache.get('k', 'v2', read)).toBe(2);
    expect(await cache.get('k', 'v1', read)).toBe(3);
  });

  it('keeps the most recently used entries within its bound', async () => {
    const cache = new UntilStampChangesCache<string>({ max: 2 });
    await cache.get('a', 's', async () => 'a');
    await cache.get('b', 's', async () => 'b');
    await cache.get('a', 's', async () => 'a again'); // a is used: b is now the oldest
    await cache.get('c', 's', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 's', async () => 'reread')).toBe('a');
    expect(await cache.get('b', 's', async () => 'reread')).toBe('reread');
  });
});

describe('RefreshingCache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves its value while fresh, stale while the successor is computed, and awaits when too old', async () => {
    let now = 0;
    const cache = new RefreshingCache<number>({ freshMs: 10, maxAgeMs: 100, clock: () => now });
    let computed = 0;
    const load = vi.fn(async (previous: number | undefined) => {
      computed += 1;
      return (previous ?? 0) + 1;
    });
    expect(await cache.get('k', load)).toBe(1);
    now = 5;
    expect(await cache.get('k', load)).toBe(1); // fresh
    now = 20;
    expect(await cache.get('k', load)).toBe(1); // stale: served, successor computed behind
    await vi.waitFor(async () => expect(await cache.get('k', load)).toBe(2));
    expect(load).toHaveBeenLastCalledWith(1, 20); // the successor sees what it succeeds
    now = 200;
    expect(await cache.get('k', load)).toBe(1); // too old: computed anew and awaited
    expect(computed).toBe(3);
  });

  it('a failed successor leaves the current value served, and is tried again', async () => {
    let now = 0;
    const cache = new RefreshingCache<string>({ freshMs: 10, maxAgeMs: 100, clock: () => now });
    expect(await cache.get('k', async () => 'first')).toBe('first');
    now = 20;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(await cache.get('k', async () => 'second')).toBe('first');
    await vi.waitFor(async () => expect(await cache.get('k', async () => 'x')).toBe('second'));
  });

  it('keeps a visited key warm until closed', async () => {
    vi.useFakeTimers();
    const cache = new RefreshingCache<number>({
      freshMs: 1_000_000,
      maxAgeMs: 2_000_000,
      refreshMs: 50,
      keepWarmMs: 10_000,
    });
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('k', load)).toBe(1);
    await vi.advanceTimersByTimeAsync(60);
    expect(await cache.get('k', load)).toBe(2);
    cache.close();
    await vi.advanceTimersByTimeAsync(500);
    expect(await cache.get('k', load)).toBe(2);
  });
});
