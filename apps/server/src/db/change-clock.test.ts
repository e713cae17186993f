import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSharedDatabases } from '../test/harness';
import { ChangeClock, ReadCache } from './change-clock';
import type { Database } from './client';
import { inTransaction } from './repository';

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

describe('ReadCache', () => {
  it('answers from memory until a change, then reads again', async () => {
    const { clock, change, ready } = testClock();
    await ready();
    const cache = new ReadCache<number>(clock);
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
    const cache = new ReadCache<string>(clock);
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
    const cache = new ReadCache<number>(clock);
    const read = vi.fn(async () => 7);
    expect(await Promise.all([cache.get('k', read), cache.get('k', read)])).toEqual([7, 7]);
    expect(read).toHaveBeenCalledTimes(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 1)).toBe(1);
  });

  it('reads through while a change could go unheard (listener down), and after it is back', async () => {
    const { clock, listening, ready } = testClock();
    const cache = new ReadCache<number>(clock);
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

  it('starts over past its size limit, by weight: a caller cycling keys only misses', async () => {
    const { clock, ready } = testClock();
    await ready();
    const cache = new ReadCache<string[]>(clock, { max: 10, weigh: (rows) => rows.length });
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => [`v${i}`, 'x', 'y']);
    const read = vi.fn(async () => ['fresh']);
    // k9 (3 rows) came after the last start-over at k6..k8 (9 rows), k0 is long gone.
    expect(await cache.get('k0', read)).toEqual(['fresh']);
    expect(await cache.get('k9', read)).toEqual(['v9', 'x', 'y']);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe(`ChangeClock on the database (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabases>>;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    shared = await createSharedDatabases();
    ({ first, second } = shared);
    for (const db of [first, second])
      await vi.waitFor(() => expect(db.changes.reliable).toBe(true));
  });
  afterAll(() => shared.close());

  // A statement-level trigger fires even when no row matches: the tables start empty here.
  it("hears this instance's write before the write resolves, and a transaction's at its commit", async () => {
    let before = first.changes.generation;
    await first.db.execute(sql`update exchanges set name = name`);
    expect(first.changes.generation).toBeGreaterThan(before);

    // The dedicated listener hears that write too, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    before = first.changes.generation;
    await inTransaction(first.db, async (tx) => {
      await tx.execute(sql`update exchanges set name = name`);
      // Not committed yet: nothing to drop (a cache may still hold the committed state).
      expect(first.changes.generation).toBe(before);
    });
    expect(first.changes.generation).toBeGreaterThan(before);
  });

  it("hears another instance's write", async () => {
    const before = first.changes.generation;
    await second.db.execute(sql`update exchanges set name = name`);
    await vi.waitFor(() => expect(first.changes.generation).toBeGreaterThan(before));
  });

  it("ignores writes that change nothing cached (settings, a token's last use)", async () => {
    // Every listening connection hears the last test's write, some a moment later.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = first.changes.generation;
    await first.db.execute(sql`update api_tokens set last_used_at = now()`);
    await first.db.execute(sql`update settings set value = value`);
    expect(first.changes.generation).toBe(before);
  });
});
