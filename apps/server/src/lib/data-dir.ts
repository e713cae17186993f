import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds the database and the master key: only the account that runs Pulso may read it.
 * From start-up on, what this process creates is owner-only (files 0600, folders 0700).
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/**
 * Whether this process keeps anything in DATA_DIR: the embedded database, or a generated master
 * key. With DATABASE_URL and MASTER_KEY it is never touched (a read-only filesystem is fine).
 */
export const usesDataDir = (config: { databaseUrl: string | undefined; masterKey: unknown }) =>
  !config.databaseUrl || !config.masterKey;

/** Creates the folder 0700; warns when an existing one lets other users of the machine in. */
export async function preparePrivateDir(dir: string, warn: (message: string) => void) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const mode = (await stat(dir)).mode & 0o777;
  if (mode & 0o077) {
    warn(
      `${dir} (DATA_DIR) is open to other users of this machine (mode ${mode.toString(8)}); it holds ` +
        `the database and the master key. Restrict it: chmod -R go-rwx ${dir}`,
    );
  }
}

/**
 * Makes a folder's whole tree owner-only. PGlite writes the files of a new database with mode
 * 0666 whatever the umask (it copies them from its bundled template), so this runs after it opens.
 */
export async function restrictTree(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(file, 0o700);
    else if (entry.isFile()) await chmod(file, 0o600);
  }
}
