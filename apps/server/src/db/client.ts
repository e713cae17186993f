import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { restrictTree } from '../lib/data-dir';
import { MIGRATIONS_DIR } from '../lib/paths';
import { CHANGED_CHANNEL, ChangeClock } from './change-clock';
import { acquireDirLock } from './dir-lock';

export type Schema = typeof schema;
/** A database or a transaction: both run queries, so repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` runs after each NOTIFY, and after a lost connection comes
   * back (notifications sent meanwhile are gone, so the caller re-reads). Resolves to unlisten.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Changes to the tables read caches hold, as this instance hears of them (ChangeClock). */
  changes: ChangeClock;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent, the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; undefined keeps them in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests: a migrated template loads in ~0.5 s, not 4 s). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
}

/** Rows of a raw SQL query; node-postgres and PGlite both answer `{ rows }`. */
/**
 * A PostgreSQL array literal of text values (null for NULL), to pass as one parameter and cast
 * (`${pgArray(ids)}::uuid[]`): drizzle would expand a JS array into a list of parameters.
 */
export const pgArray = (values: readonly (string | null)[]) =>
  `{${values.map(arrayElement).join(',')}}`;

/** Numbers, ids and times go as they are; other text quoted (and NULL's spelling as text). */
const PLAIN = /^[\w.:+-]+$/;
const arrayElement = (v: string | null) =>
  v === null
    ? 'NULL'
    : PLAIN.test(v) && !(v.length === 4 && v.toUpperCase() === 'NULL')
      ? v
      : `"${v.replace(/["\\]/g, '\\$&')}"`;

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const migrations = { migrationsFolder: MIGRATIONS_DIR };
/** Any fixed number: the advisory lock that lets one instance migrate while the others wait. */
const MIGRATION_LOCK = 72_450_001;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options);
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const changes = new ChangeClock((onChange, onState) =>
    listenPostgres(connectionString, CHANGED_CHANNEL, onChange, onState),
  );
  const pool = new pg.Pool({
    ...startupOf(connectionString),
    max,
    Client: listeningClient(() => changes.changed()),
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), migrations);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onNotify) => listenPostgres(connectionString, channel, onNotify),
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

const CUSTOM_PLANS = '-c plan_cache_mode=force_custom_plan';
/**
 * No parallel workers for a statement: the app's statements read a few thousand rows by index,
 * where starting workers costs more than it saves (an account's 30-day analytics of 50 coins:
 * 76–85 ms with two workers, 28–38 ms without, on 2 cores), and many requests at once would
 * start more workers than there are cores. First, so a URL's own options can set it otherwise.
 */
const SERIAL_PLANS = '-c max_parallel_workers_per_gather=0';

/**
 * Lets the rest of a transaction reuse its prepared statements' plans (PostgreSQL's own default,
 * which the pool's connections turn off: see PreparingClient). Only for statements whose best
 * plan does not depend on their values (reads and writes by key): the signal pipeline's
 * POST_PROCESSING spends 22–29 % less of PostgreSQL's CPU. PGlite prepares nothing.
 */
export async function reusePlans(tx: Db, database: Pick<Database, 'kind'>): Promise<void> {
  if (database.kind === 'postgres') await tx.execute(sql.raw('set local plan_cache_mode = auto'));
}

/**
 * The pool's connection string and startup options: serial plans (which the URL's own options may
 * change), the URL's own options (pg would let them replace ours, so they move out of the URL) and
 * prepared statements planned for their own values on every run (see PreparingClient).
 */
export function startupOf(connectionString: string): { connectionString: string; options: string } {
  try {
    const url = new URL(connectionString);
    const own = url.searchParams.get('options');
    if (own === null) return { connectionString, options: `${SERIAL_PLANS} ${CUSTOM_PLANS}` };
    url.searchParams.delete('options');
    return {
      connectionString: url.toString(),
      options: `${SERIAL_PLANS} ${own} ${CUSTOM_PLANS}`,
    };
  } catch {
    return { connectionString, options: `${SERIAL_PLANS} ${CUSTOM_PLANS}` };
  }
}

/** The longest statement worth keeping prepared, and how many one connection keeps. */
const PREPARED_TEXT_MAX = 8_000;
export const PREPARED_PER_CONNECTION = 500;
const statementNames = new Map<string, string>();
/** A parameter too large to keep prepared for (a bulk write's arrays): its statement goes unnamed. */
const PREPARED_PARAM_MAX = 1_000;
const small = (value: unknown) => typeof value !== 'string' || value.length <= PREPARED_PARAM_MAX;

/**
 * Every parameterized statement drizzle sends becomes a named prepared statement on its
 * connection, named by a hash of its text: PostgreSQL parses it once per connection, where an
 * unnamed statement is parsed every time (about a third of PostgreSQL's CPU on the signal
 * pipeline's short statements). Each run is still planned for its own values
 * (`plan_cache_mode = force_custom_plan`, set on every connection): a generic plan, PostgreSQL's
 * default after five runs, turned the CSV import's duplicate check from 3 s into 269 s.
 * Plain-text queries (begin, commit, migrations) and statements with a large parameter (a bulk
 * write's arrays) stay unnamed. A connection keeps at most PREPARED_PER_CONNECTION; past that
 * (texts that vary, such as bulk inserts of every row count) the rest go unnamed.
 */
class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const [config, values] = args as [unknown, unknown];
    if (
      config !== null &&
      typeof config === 'object' &&
      !('submit' in config) &&
      !('name' in config && config.name) &&
      'text' in config &&
      typeof config.text === 'string' &&
      config.text.length <= PREPARED_TEXT_MAX &&
      Array.isArray(values) &&
      values.length > 0 &&
      values.every(small)
    ) {
      const name = this.nameFor(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  private nameFor(text: string): string | undefined {
    let name = statementNames.get(text);
    if (!name) {
      name = `p_${createHash('sha1').update(text).digest('base64url')}`;
      if (statementNames.size < 10_000) statementNames.set(text, name);
    }
    if (this.prepared.has(name)) return name;
    if (this.prepared.size >= PREPARED_PER_CONNECTION) return undefined;
    this.prepared.add(name);
    return name;
  }
}

/**
 * Pooled connections that LISTEN for changes to cached tables before they are handed out:
 * PostgreSQL hands a session its own notification with its commit's answer, so this instance's
 * writes reach its caches (ChangeClock) before the write resolves.
 */
type Callback = ((err: Error) => void) | ((err: null, c: pg.Client) => void);
function listeningClient(onChange: () => void): typeof pg.Client {
  return class extends PreparingClient {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('notification', (message) => {
        if (message.channel === CHANGED_CHANNEL) onChange();
      });
    }

    // pg-pool connects with a callback; anyone else awaits.
    override connect(): Promise<pg.Client>;
    override connect(callback: Callback): void;
    override connect(callback?: Callback): Promise<pg.Client> | void {
      const ready = super
        .connect()
        .then(() => super.query(`LISTEN ${CHANGED_CHANNEL}`))
        .then(() => this as pg.Client);
      if (!callback) return ready;
      const done = callback as (err: Error | null, client?: pg.Client) => void;
      ready.then(
        (client) => done(null, client),
        (err: Error) => done(err),
      );
    }
  };
}

/** A channel name is an identifier: only the fixed names the server uses are accepted. */
const CHANNEL = /^[a-z_]{1,63}$/;

/**
 * One dedicated connection (a pooled one would lose its LISTEN), reconnected with backoff;
 * `onState` hears when it is lost and back.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: () => void,
  onState: (listening: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    c.on('error', () => reconnect(c));
    c.on('end', () => reconnect(c));
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
    delay = 250;
    onState(true);
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = undefined;
    onState(false);
    lost.end().catch(() => {});
    const attempt = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(onNotify, () => {
        delay = Math.min(delay * 2, 10_000);
        retry = setTimeout(attempt, delay);
      });
    };
    retry = setTimeout(attempt, delay);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let releaseLock: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    // PGlite is single-process: a second process on the same folder would corrupt it.
    releaseLock = await acquireDirLock(options.dataDir, 'pglite.lock');
  }
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      // PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, which
      // never shrinks: 16 MB (the embedded data is small, and its files are read through the
      // OS's page cache anyway) keeps the idle server about 110 MB smaller (bench/idle-memory.ts).
      postgresqlconf: ['shared_buffers=16MB'],
    });
    if (dataDir) await restrictTree(dataDir);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    // In-process: PGlite calls its listeners before the query that committed resolves.
    const changes = new ChangeClock(async (onChange, onState) => {
      const unlisten = await client.listen(CHANGED_CHANNEL, onChange);
      onState(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    });
    return {
      db,
      kind: 'pglite',
      changes,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      migrate: () => migratePglite(drizzlePglite(client), migrations),
      // In-process: PGlite delivers a NOTIFY to its own listeners.
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(channel, () => onNotify());
        return async () => {
          // Closing the database drops its listeners anyway.
          if (!client.closed) await unlisten();
        };
      },
      close: async () => {
        await changes.close();
        await client.close();
        await releaseLock?.();
      },
    };
  } catch (error) {
    await releaseLock?.();
    throw error;
  }
}
