import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { SERVER_ROOT } from '../lib/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database costs ~4 s; loading a dump ~0.5 s. So the migrated schema is built
 * once per run and every test file starts from a copy of it.
 */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DB === 'postgres') return;
  const database = await openDatabase({});
  await database.migrate();
  const dump = await (
    database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).$client.dumpDataDir('none');
  await database.close();
  const dir = path.join(SERVER_ROOT, '..', '..', '.tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
