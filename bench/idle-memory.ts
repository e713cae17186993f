/**
 * The embedded default's memory at rest: the server exactly as `npm start` runs it (`npm run
 * serve`: the server package's start script, with its node flags and its malloc setting) on a
 * fresh DATA_DIR (PGlite, demo data, the workers on), then the server process's resident set
 * (VmRSS) every 10 s up to IDLE_S seconds (default 60) with no request but the first /api/health.
 * Run after `npm run build`: npx tsx bench/idle-memory.ts
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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
/** The node process serving, below npm and its shell: the one whose memory counts. */
async function serverPid(npmPid: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(Number(entry), ppid);
  }
  for (const [pid] of parents) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes('dist/main.js') || cmdline.startsWith('sh')) continue;
    for (let up = parents.get(pid); up; up = parents.get(up)) if (up === npmPid) return pid;
  }
  throw new Error('no server process under npm');
}

let pid = 0;
const child = spawn('npm', ['run', '--silent', 'serve'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
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
  pid = await serverPid(child.pid!);
  for (let s = 10; s <= idleSeconds; s += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    console.log(`after ${s} s idle: RSS ${mb(await rssKb(pid))}`);
  }
  console.log(`load average ${loadAverage()}`);
} finally {
  // npm and its shell do not pass a signal on: end the whole group, the server included.
  if (child.exitCode === null) {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  // The server closes its database after npm has gone: its files are removed once it has.
  while (pid && existsSync(`/proc/${pid}`)) await new Promise((resolve) => setTimeout(resolve, 50));
  await rm(dataDir, { recursive: true, force: true });
}
