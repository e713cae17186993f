import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root, found by walking up from this module: the same answer whether the
 * code runs from src/ (tsx, vitest) or from the bundled dist/main.js.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server root (drizzle/ migrations folder)');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIR = path.resolve(SERVER_ROOT, '..', 'web', 'dist');
