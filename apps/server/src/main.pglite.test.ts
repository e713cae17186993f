import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/paths';

/** The real start-up path: `node src/main.ts` as an operator runs it (through tsx here). */
function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--no-node-snapshot', '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

async function waitForHealth(port: number, child: ChildProcess): Promise<Response> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      return await fetch(`http://localhost:${port}/api/health`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('server did not answer');
}

const instanceIdIn = (log: string) => /"instanceId":"([0-9a-f-]{36})"/.exec(log)?.[1];

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pulso-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts on PORT, answers health, stops cleanly on SIGTERM, and keeps its data', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    const health = await waitForHealth(port, first.child);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
    first.child.kill('SIGTERM');
    const [code] = await once(first.child, 'exit');
    expect(code).toBe(0);
    expect(first.output()).toContain('shutting down');
    // The address to open is PUBLIC_URL (default http://localhost:PORT), not a bound socket.
    expect(first.output()).toContain(`Pulso is running: open http://localhost:${port}`);
    expect(first.output()).not.toMatch(/listening at http:\/\/(127\.0\.0\.1|\[::1\])/i);
    const firstId = instanceIdIn(first.output());
    expect(firstId).toBeDefined();

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, second.child);
    second.child.kill('SIGINT');
    expect((await once(second.child, 'exit'))[0]).toBe(0);
    expect(instanceIdIn(second.output())).toBe(firstId);
  }, 60_000);

  it('refuses a bad variable with one line naming it', async () => {
    const run = start({ PORT: 'not-a-port', DATA_DIR: dataDir });
    const [code] = await once(run.child, 'exit');
    expect(code).toBe(1);
    expect(run.output().trim()).toBe(
      'Invalid configuration: PORT must be a number (got "not-a-port")',
    );
  }, 30_000);
});
