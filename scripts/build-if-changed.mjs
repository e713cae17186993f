// `npm start`'s build: each app is built only when what it is built from changed since its last
// build (a hash of its sources, the shared domain package, its configs and the lockfile, kept
// beside its output). A restart with nothing changed builds nothing; a pull that changed only
// the server rebuilds only the server. `npm run build` (`--always`) builds both and records them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'e2e', '.tmp']);

/** Every file under `dir` (tests included: cheap, and a test never changes a build's output). */
function files(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [dir];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name))
    .flatMap((entry) => files(path.join(dir, entry.name)));
}

function hashOf(inputs) {
  const hash = createHash('sha256');
  // The build reads these from the environment (VITE_API_BASE: where the web app calls the API).
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  }
  for (const file of inputs.flatMap(files).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const shared = ['packages/domain', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const APPS = [
  {
    name: 'web',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/scripts',
    ],
    output: 'apps/web/dist',
  },
  {
    name: 'server',
    inputs: [...shared, 'apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
    output: 'apps/server/dist',
  },
];

const always = process.argv.includes('--always');
for (const app of APPS) {
  const stamp = path.join(root, app.output, '.build-hash');
  const hash = hashOf(app.inputs);
  if (!always && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${app.name}: up to date, not rebuilt`);
    continue;
  }
  console.log(`${app.name}: building…`);
  execFileSync('npm', ['run', 'build', '-w', `apps/${app.name}`], { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, hash);
}
