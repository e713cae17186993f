/**
 * The embedded default's memory at rest: `node dist/main.js` on a fresh DATA_DIR (PGlite, demo
 * data, the workers on, as `npm start` runs it), then its resident set (VmRSS) and the JS heap
 * every 10 s up to IDLE_S seconds (default 60) with no request but the first /api/health.
 * Run after `npm run build`: npx tsx bench/idle-memory.ts
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, loadAverage, machine } from './lib';

const root = path.resolve(import.meta.dirname, '..');
const idleSeconds = Number(process.env.IDLE_S ?? 60);
const port = await freePort();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pulso-idle-'));

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

console.log(machine());
const child = spawn(process.execPath, ['--no-node-snapshot', 'apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (let s = 10; s <= idleSeconds; s += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    console.log(`after ${s} s idle: RSS ${mb(await rssKb(child.pid!))}`);
  }
  console.log(`load average ${loadAverage()}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
