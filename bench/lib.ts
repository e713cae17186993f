/** Shared by the benchmarks: percentiles and a printed table. Benchmarks print; they never assert. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import type { Result } from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { buildAppWithContainer } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { testConfig } from '../apps/server/src/test/harness';
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export async function timeMany(
  count: number,
  run: (i: number) => Promise<void>,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

export function report(label: string, samples: number[]): void {
  const fmt = (v: number) => `${v.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(44)} n=${String(samples.length).padStart(5)}  p50 ${fmt(percentile(samples, 50)).padStart(10)}  p95 ${fmt(percentile(samples, 95)).padStart(10)}  p99 ${fmt(percentile(samples, 99)).padStart(10)}`,
  );
}

export function machine(): string {
  return `${process.platform} ${process.arch}, node ${process.version}, ${os.availableParallelism()} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
}

/** A TCP port free on 127.0.0.1 now (the kernel's pick, released for the caller to bind). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The load average, 1, 5 and 15 minutes, for the figures' context. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

export interface BenchPostgres {
  /** Migrated, on a database of its own; its close() also drops the database. */
  database: Database;
  url: string;
  name: string;
}

/** A fresh, migrated PostgreSQL database beside `url`'s, dropped when it is closed. */
export async function freshPostgres(
  url: string,
  options: { prefix?: string; poolSize?: number } = {},
): Promise<BenchPostgres> {
  const name = `${options.prefix ?? 'pulso_bench'}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: own.toString(), poolSize: options.poolSize });
  await database.migrate();
  return {
    name,
    url: own.toString(),
    database: {
      ...database,
      close: async () => {
        await database.close();
        await run(`drop database if exists ${name} with (force)`);
      },
    },
  };
}

/**
 * The whole server (app and graph, no listening socket) on a database of its own: a fresh
 * PostgreSQL one beside DATABASE_URL's when it is set (dropped at close), else PGlite in memory.
 * The API's rate limits are lifted: a benchmark is one client sending a lot.
 */
export async function benchApp(options: {
  prefix: string;
  poolSize?: number;
  env?: Record<string, string>;
}) {
  const pgUrl = process.env.DATABASE_URL;
  const fresh = pgUrl ? await freshPostgres(pgUrl, options) : undefined;
  const database = fresh?.database ?? (await openDatabase({}));
  if (!fresh) await database.migrate();
  const { app, container } = await buildAppWithContainer({
    config: testConfig({ RATE_LIMIT_MAX: '100000000', ...options.env }),
    database,
    logger: pino({ level: 'silent' }),
  });
  return {
    app,
    container,
    /** PostgreSQL or PGlite, for the benchmark's title. */
    kind: fresh ? 'PostgreSQL' : 'PGlite',
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Runs a command to its end and gives its standard output. */
function output(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/**
 * autocannon against `url` in its own process, so the load it makes costs none of the server's
 * CPU: requests per second and latency; any non-2xx answer or error fails the run.
 */
export async function hammer(
  title: string,
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
) {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const args = [
    '-j',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    ...headerArgs,
    url,
  ];
  const result = JSON.parse(await output(process.execPath, [AUTOCANNON, ...args])) as Result;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${title}: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
    );
  }
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
