import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSharedDatabases } from '../test/harness';
import type { Database } from './client';
import { inTransaction } from './repository';

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
