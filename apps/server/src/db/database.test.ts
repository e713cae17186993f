import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import {
  PREPARED_PER_CONNECTION,
  pgArray,
  queryRows,
  reusePlans,
  startupOf,
  type Database,
} from './client';
import { inTransaction } from './repository';
import type { Db } from './client';
import { settings as settingsTable } from './schema';

describe(`database (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let database: Database;
  /** Reads and writes of one table, as a repository makes them (in `tx` when given). */
  const settings = {
    get: async (key: string, tx?: Db) =>
      (await (tx ?? database.db).select().from(settingsTable).where(eq(settingsTable.key, key)))[0]
        ?.value,
    set: async (key: string, value: unknown, tx?: Db) => {
      await (tx ?? database.db)
        .insert(settingsTable)
        .values({ key, value })
        .onConflictDoUpdate({ target: settingsTable.key, set: { value } });
    },
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has the migrations applied', async () => {
    expect(await queryRows(database.db, sql`select count(*)::int as n from settings`)).toEqual([
      { n: 0 },
    ]);
  });

  it('an array parameter carries any text as it is: plain elements bare, the rest quoted', async () => {
    const values = [
      '0.01',
      '-1.5e-7',
      '2026-03-02T10:00:00.000Z',
      '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      'binance:BTCUSDT:42',
      'NULL',
      'null',
      '',
      'a b',
      'a,b',
      '{x}',
      'say "hi"',
      'back\\slash',
      'café',
      null,
    ];
    const [row] = await queryRows<{ v: (string | null)[] }>(
      database.db,
      sql`select ${pgArray(values)}::text[] as v`,
    );
    expect(row!.v).toEqual(values);
  });

  it('migrating again is a no-op', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it('a write inside a failed transaction is rolled back', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await settings.set('tx-key', 1, tx);
        expect(await settings.get('tx-key', tx)).toBe(1);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await settings.get('tx-key')).toBeUndefined();
  });

  it('a committed transaction keeps every write', async () => {
    await inTransaction(database.db, async (tx) => {
      await settings.set('t1', 1, tx);
      await settings.set('t2', 2, tx);
    });
    expect([await settings.get('t1'), await settings.get('t2')]).toEqual([1, 2]);
  });

  describe('prepared statements (PostgreSQL: each connection parses a statement once)', () => {
    /** The connection's named statements whose text contains `marker` (one transaction: one connection). */
    const prepared = (tx: Db, marker: string) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from pg_prepared_statements where name like 'p\_%' and statement like ${`%${marker}%`}`,
      ).then((rows) => rows[0]!.n);
    const named = () => (database.kind === 'postgres' ? 1 : 0);

    it('a parameterized statement run again is named once on its connection and answers each time', async () => {
      await settings.set('prep-a', 'A');
      await settings.set('prep-b', 'B');
      await inTransaction(database.db, async (tx) => {
        const answers = [];
        for (const key of ['prep-a', 'prep-b', 'prep-a', 'missing']) {
          answers.push(await settings.get(key, tx));
        }
        expect(answers).toEqual(['A', 'B', 'A', undefined]);
        // settings.get's text, whatever drizzle spells it, is one prepared statement.
        expect(await prepared(tx, 'from "settings"')).toBe(named());
      });
    });

    it('each run is still planned for its values (a generic plan can be far slower for some)', async () => {
      const [row] = await queryRows<{ plan_cache_mode: string }>(
        database.db,
        sql`show plan_cache_mode`,
      );
      expect(row!.plan_cache_mode).toBe(
        database.kind === 'postgres' ? 'force_custom_plan' : 'auto',
      );
    });

    it('a transaction of statements by key may reuse plans, and only that transaction', async () => {
      const mode = async (db: Db) =>
        (await queryRows<{ plan_cache_mode: string }>(db, sql`show plan_cache_mode`))[0]!
          .plan_cache_mode;
      const inside = await inTransaction(database.db, async (tx) => {
        await reusePlans(tx, database);
        return mode(tx);
      });
      expect(inside).toBe('auto');
      expect(await mode(database.db)).toBe(
        database.kind === 'postgres' ? 'force_custom_plan' : 'auto',
      );
    });

    it("keeps a URL's own startup options beside the custom plans; they may allow parallel plans", () => {
      expect(startupOf('postgres://u@db:5432/pulso')).toEqual({
        connectionString: 'postgres://u@db:5432/pulso',
        options: '-c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_custom_plan',
      });
      expect(
        startupOf(
          'postgres://u@db:5432/pulso?sslmode=require&options=-c%20statement_timeout%3D5000%20-c%20max_parallel_workers_per_gather%3D2',
        ),
      ).toEqual({
        connectionString: 'postgres://u@db:5432/pulso?sslmode=require',
        options:
          '-c max_parallel_workers_per_gather=0 -c statement_timeout=5000 -c max_parallel_workers_per_gather=2 -c plan_cache_mode=force_custom_plan',
      });
    });

    it('plans statements without parallel workers (PGlite has none to start)', async () => {
      const [row] = await queryRows<{ workers: string }>(
        database.db,
        sql`select current_setting('max_parallel_workers_per_gather') as workers`,
      );
      expect(row!.workers).toBe('0');
    });

    it('a statement with a large parameter (a bulk write) stays unnamed', async () => {
      await inTransaction(database.db, async (tx) => {
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`select cardinality(${pgArray(Array.from({ length: 500 }, (_, i) => String(i)))}::int[]) as n, 1 as bulky`,
        );
        expect(row!.n).toBe(500);
        expect(await prepared(tx, 'bulky')).toBe(0);
      });
    });

    it('a statement without parameters stays unnamed', async () => {
      await inTransaction(database.db, async (tx) => {
        await tx.execute(sql.raw('select 4242 as unparameterized'));
        expect(await prepared(tx, 'unparameterized')).toBe(0);
      });
    });

    it('a connection keeps at most PREPARED_PER_CONNECTION; statements past it still answer', async () => {
      await inTransaction(database.db, async (tx) => {
        const before = await prepared(tx, '');
        const texts = PREPARED_PER_CONNECTION + 20;
        for (let i = 0; i < texts; i++) {
          const [row] = await queryRows<{ n: number }>(
            tx,
            sql`select ${i}::int as n, ${sql.raw(`'cap-${i}'`)} as capped`,
          );
          expect(row!.n).toBe(i);
        }
        const after = await prepared(tx, '');
        expect(after).toBe(database.kind === 'postgres' ? PREPARED_PER_CONNECTION : before);
      });
    });
  });
});
