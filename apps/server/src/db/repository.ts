import type { Db } from './client';

/**
 * The base of every repository: queries run on the transaction when one is given, so a service
 * can compose several repositories' writes atomically with `inTransaction`.
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
