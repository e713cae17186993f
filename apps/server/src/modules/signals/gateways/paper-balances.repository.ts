import { Decimal, isStableCoin } from '@pulso/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { Repository } from '../../../db/repository';
import { paperBalances } from '../../../db/schema';
import type { Holding } from './paper-book';

export class PaperBalancesRepository extends Repository {
  /**
   * The account's holdings of `assets`, creating missing rows: a stable coin starts with the
   * configured starting balance (so USDT and USDC each start funded), anything else at zero.
   * `lock` takes the rows FOR UPDATE in asset order (a fixed order cannot deadlock).
   */
  async load(
    accountId: string,
    assets: string[],
    startingBalance: string,
    options: { lock?: boolean } = {},
    tx?: Db,
  ): Promise<Map<string, Holding>> {
    const sorted = [...new Set(assets)].sort();
    await this.q(tx)
      .insert(paperBalances)
      .values(
        sorted.map((asset) => ({
          accountId,
          asset,
          free: isStableCoin(asset) ? startingBalance : '0',
        })),
      )
      .onConflictDoNothing();
    const query = this.q(tx)
      .select()
      .from(paperBalances)
      .where(and(eq(paperBalances.accountId, accountId), inArray(paperBalances.asset, sorted)))
      .orderBy(asc(paperBalances.asset));
    const rows = options.lock ? await query.for('update') : await query;
    return new Map(
      rows.map((r) => [r.asset, { free: new Decimal(r.free), borrowed: new Decimal(r.borrowed) }]),
    );
  }

  async save(accountId: string, holdings: Map<string, Holding>, tx?: Db): Promise<void> {
    for (const [asset, h] of holdings) {
      await this.q(tx)
        .update(paperBalances)
        .set({ free: h.free.toFixed(18), borrowed: h.borrowed.toFixed(18), updatedAt: sql`now()` })
        .where(and(eq(paperBalances.accountId, accountId), eq(paperBalances.asset, asset)));
    }
  }

  async all(
    accountId: string,
    tx?: Db,
  ): Promise<Record<string, { free: string; borrowed: string }>> {
    const rows = await this.q(tx)
      .select()
      .from(paperBalances)
      .where(eq(paperBalances.accountId, accountId));
    return Object.fromEntries(rows.map((r) => [r.asset, { free: r.free, borrowed: r.borrowed }]));
  }
}
