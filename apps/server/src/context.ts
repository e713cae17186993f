import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';

/** What everything is built on: the configuration, the database and the logger. */
export interface AppContext {
  config: Config;
  database: Database;
  /** The database's query interface (`database.db`). */
  db: Db;
  log: FastifyBaseLogger;
}

export function createContext(config: Config, database: Database, log: FastifyBaseLogger) {
  return { config, database, db: database.db, log } satisfies AppContext;
}
