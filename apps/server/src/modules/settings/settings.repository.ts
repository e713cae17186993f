import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { settings } from '../../db/schema';

export class SettingsRepository extends Repository {
  async get<T>(key: string, tx?: Db): Promise<T | undefined> {
    const [row] = await this.q(tx).select().from(settings).where(eq(settings.key, key));
    return row?.value as T | undefined;
  }

  async set(key: string, value: unknown, tx?: Db): Promise<void> {
    await this.q(tx)
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  }

  async delete(key: string, tx?: Db): Promise<void> {
    await this.q(tx).delete(settings).where(eq(settings.key, key));
  }

  /** Stores `value` only if the key is absent; answers whatever is stored afterwards. */
  async getOrCreate<T>(key: string, create: () => T, tx?: Db): Promise<T> {
    await this.q(tx).insert(settings).values({ key, value: create() }).onConflictDoNothing();
    return (await this.get<T>(key, tx)) as T;
  }
}
