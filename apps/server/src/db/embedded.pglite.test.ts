import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './client';

describe('embedded database on disk', () => {
  it('keeps data across a restart and locks its folder against a second process', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pulso-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await first.db.execute(sql`insert into settings (key, value) values ('survives', '"yes"')`);
      expect(await readFile(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));

      await first.close();
      await expect(readFile(path.join(dataDir, 'pglite.lock'))).rejects.toThrow();
      const again = await openDatabase({ dataDir });
      expect(
        await queryRows(again.db, sql`select value from settings where key = 'survives'`),
      ).toEqual([{ value: 'yes' }]);
      await again.close();

      // A lock held by a live process (pid 1 always exists) refuses the open with a clear reason.
      await writeFile(path.join(dataDir, 'pglite.lock'), '1');
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process 1/);
      // A lock left behind by a dead process is taken over.
      await writeFile(path.join(dataDir, 'pglite.lock'), '999999999');
      const recovered = await openDatabase({ dataDir });
      await recovered.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
