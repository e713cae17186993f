import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, exchanges } from '../../db/schema';

export type ExchangeRow = typeof exchanges.$inferSelect;
const ALL_TYPES = ['spot', 'crossMargin', 'isolatedMargin', 'future'];

/** The four exchanges of the spec, with their standard retail fees (0.1 % taker and maker). */
export const DEFAULT_EXCHANGES = [
  { code: 'binance', name: 'Binance' },
  { code: 'kucoin', name: 'KuCoin' },
  { code: 'bybit', name: 'Bybit' },
  { code: 'bitget', name: 'Bitget' },
].map((e) => ({ ...e, takerFee: '0.001', makerFee: '0.001', accountTypes: ALL_TYPES }));

export class ExchangesRepository extends Repository {
  async ensureDefaults(tx?: Db): Promise<void> {
    await this.q(tx)
      .insert(exchanges)
      .values(DEFAULT_EXCHANGES)
      .onConflictDoNothing({ target: exchanges.code });
  }

  list(tx?: Db): Promise<ExchangeRow[]> {
    return this.q(tx).select().from(exchanges).orderBy(asc(exchanges.name));
  }

  async findById(id: string, tx?: Db): Promise<ExchangeRow | undefined> {
    const [row] = await this.q(tx).select().from(exchanges).where(eq(exchanges.id, id));
    return row;
  }

  async findByCode(code: string, tx?: Db): Promise<ExchangeRow | undefined> {
    const [row] = await this.q(tx).select().from(exchanges).where(eq(exchanges.code, code));
    return row;
  }

  async insert(values: typeof exchanges.$inferInsert, tx?: Db): Promise<ExchangeRow> {
    const [row] = await this.q(tx).insert(exchanges).values(values).returning();
    return row!;
  }

  async update(
    id: string,
    values: Partial<typeof exchanges.$inferInsert>,
    tx?: Db,
  ): Promise<ExchangeRow | undefined> {
    const [row] = await this.q(tx)
      .update(exchanges)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(exchanges.id, id))
      .returning();
    return row;
  }

  async delete(id: string, tx?: Db): Promise<void> {
    await this.q(tx).delete(exchanges).where(eq(exchanges.id, id));
  }

  /** Accounts on it, deleted ones included: their history still names the exchange. */
  async accountCount(id: string, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.exchangeId, id));
    return Number(row?.n ?? 0);
  }
}
