import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock file holding our pid. A lock left by a process that no longer exists (a
 * crash, kill -9) is taken over; a live holder is a clear start-up error.
 */
export async function acquireDirLock(dir: string, name: string): Promise<() => Promise<void>> {
  const file = path.join(dir, name);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${holder}. Stop it first, or set DATABASE_URL to share a PostgreSQL server.`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`Cannot lock the embedded database in ${dir}`);
}
