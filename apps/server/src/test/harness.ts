import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildAppWithContainer, LOGGER_OPTIONS } from '../app';
import type { Container, ContainerOverrides } from '../container';
import { loadConfig, type Config } from '../config';
import { openDatabase, queryRows, type Database } from '../db/client';
import { SecretScan } from './secret-scan';

/**
 * A fresh, migrated database for one test file: PGlite from the run's template, or, when the
 * suite runs on PostgreSQL, a database of its own (so parallel files and runs never collide).
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase();
  if (!process.env.VITEST) {
    // Benchmarks: no template outside a test run, so a fresh in-memory database.
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const template = await readFile(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([template]) });
}

/**
 * Two handles on one database, as two server instances would hold: on PostgreSQL two pools
 * (so LISTEN/NOTIFY crosses connections), on PGlite the one in-process database twice.
 */
export async function createSharedDatabases(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  const first = await createTestDatabase();
  if (process.env.TEST_DB !== 'postgres') {
    return { first, second: { ...first, close: async () => {} }, close: () => first.close() };
  }
  const second = await openDatabase({ databaseUrl: postgresUrlOf(first), poolSize: 4 });
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}

const urls = new WeakMap<Database, string>();
function postgresUrlOf(database: Database): string {
  const url = urls.get(database);
  if (!url) throw new Error('not a test PostgreSQL database');
  return url;
}

async function createPostgresDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `pulso_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await database.migrate();
  const handle: Database = {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
  urls.set(handle, url.toString());
  return handle;
}

/** A fixed key, so tests never write DATA_DIR/master.key. */
/** The seeded exchanges' ids by code, for creating accounts in tests (read without a caller). */
export async function exchangeIds(t: Pick<TestApp, 'container'>): Promise<Record<string, string>> {
  const list = await queryRows<{ id: string; code: string }>(
    t.container.db,
    sql`select id, code from exchanges order by name`,
  );
  return Object.fromEntries(list.map((e) => [e.code, e.id]));
}

export const TEST_MASTER_KEY = '0'.repeat(63) + '1';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    MASTER_KEY: TEST_MASTER_KEY,
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's composition root: its services, repositories and workers' factories. */
  container: Container;
  database: Database;
  /** Every log line the app wrote, as JSON text (for "no secret in the logs" assertions). */
  logs: string[];
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    /** Test doubles at the network's edge (a fixed market, a recorded exchange, a short sandbox). */
    overrides?: ContainerOverrides;
    /** Extra routes under /api/test, for exercising plugins (errors, limits) directly. */
    testRoutes?: FastifyPluginAsync;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: 'info', ...LOGGER_OPTIONS }, sink);
  const { app, container } = await buildAppWithContainer({
    config: testConfig(options.env),
    database,
    logger,
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  if (options.testRoutes) await app.register(options.testRoutes, { prefix: '/api/test' });
  const scan = new SecretScan();
  // Every URL, from the start: one refused before its handler (a bad parameter) is logged too.
  app.addHook('onRequest', async (request) => {
    scan.noteRequest(undefined, undefined, request.url);
  });
  app.addHook('preHandler', async (request) => {
    scan.noteRequest(request.body, request.headers.authorization);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') scan.noteResponse(`${request.method} ${request.url}`, payload);
    return payload;
  });
  await app.ready();
  return {
    app,
    container,
    database,
    logs,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      const leaks = scan.findings(logs);
      if (leaks.length > 0) throw new Error(`Secrets where they must not be:\n${leaks.join('\n')}`);
    },
  };
}
