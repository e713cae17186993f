/**
 * Time from `node dist/main.js` to the first 200 from /api/health, on a fresh DATA_DIR (creates
 * the embedded database, migrates, generates keys) and on the same one again.
 * Run after `npm run build`: npx tsx bench/startup.ts
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, loadAverage, machine } from './lib';

const root = path.resolve(import.meta.dirname, '..');
// A port no one holds, so two runs (or a server left running) never answer for each other.
const port = await freePort();

async function startOnce(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--no-node-snapshot', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WORKERS: 'false',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://localhost:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

console.log(`start-up to first 200 — ${machine()} — load ${loadAverage()}`);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pulso-startup-'));
try {
  console.log(`fresh DATA_DIR:    ${(await startOnce(dataDir)).toFixed(0)} ms`);
  for (let i = 1; i <= 3; i++)
    console.log(`existing DATA_DIR: ${(await startOnce(dataDir)).toFixed(0)} ms (run ${i})`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`load average after: ${loadAverage()}`);
