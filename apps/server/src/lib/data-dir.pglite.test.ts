import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { loadMasterKey } from './sealer';
import { preparePrivateDir, restrictNewFiles, usesDataDir } from './data-dir';

/** Mode (octal text) → how many files have it, under `dir`. */
async function modes(dir: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const mode = ((await stat(file)).mode & 0o777).toString(8);
    out[mode] = (out[mode] ?? 0) + 1;
  }
  return out;
}

describe('DATA_DIR is the owner’s alone', () => {
  let root: string;
  let umask: number;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pulso-perms-'));
    umask = process.umask();
  });
  afterAll(async () => {
    process.umask(umask);
    await rm(root, { recursive: true, force: true });
  });

  it('creates the folder 0700, and the database and master key in it owner-only', async () => {
    process.umask(0); // the tester's container: everything came out 0666
    restrictNewFiles();
    const dataDir = path.join(root, 'data');
    const warnings: string[] = [];
    await preparePrivateDir(dataDir, (m) => warnings.push(m));
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect(warnings).toEqual([]);

    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    await loadMasterKey(undefined, dataDir, () => {});

    const found = await modes(dataDir);
    const total = Object.values(found).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(500);
    // Only 600 (files) and 700 (folders): nothing for the group or others.
    expect(Object.keys(found).sort()).toEqual(['600', '700']);
  }, 60_000);

  it('warns at start when an existing folder is open to others', async () => {
    const loose = path.join(root, 'loose');
    await mkdir(loose);
    await chmod(loose, 0o755);
    const warnings: string[] = [];
    await preparePrivateDir(loose, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('open to other users of this machine (mode 755)');
    expect(warnings[0]).toContain(`chmod -R go-rwx ${loose}`);
  });

  it('is left alone with DATABASE_URL and MASTER_KEY (a read-only filesystem works)', () => {
    const key = Buffer.alloc(32);
    expect(usesDataDir({ databaseUrl: 'postgres://db/pulso', masterKey: key })).toBe(false);
    expect(usesDataDir({ databaseUrl: 'postgres://db/pulso', masterKey: undefined })).toBe(true);
    expect(usesDataDir({ databaseUrl: undefined, masterKey: key })).toBe(true);
  });
});
