import type { Db } from './client';

/**
 * The base of every repository: queries run on the transaction when one is given, so a service
 * can compose several repositories' writes atomically (see Transact).
 */
export abstract class Repository {
  constructor(protected readonly db: Db) {}

  protected q(tx?: Db): Db {
    return tx ?? this.db;
  }
}

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * A unit of work: runs `work` in one transaction and hands it the transaction, which the service
 * passes to its repositories (and to its ports). Services get this, never the database.
 */
export type Transact = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

export const transactor =
  (db: Db): Transact =>
  (work) =>
    inTransaction(db, work);
