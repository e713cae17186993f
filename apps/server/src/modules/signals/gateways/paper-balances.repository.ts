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
   * `lock` takes the rows FOR UPDATE in asset order (a fixed order cannot deadlock). One query
   * once the rows exist (every signal after an asset's first); the first creates them.
   */
  async load(
    accountId: string,
    assets: string[],
    startingBalance: string,
    options: { lock?: boolean } = {},
    tx?: Db,
  ): Promise<Map<string, Holding>> {
    const sorted = [...new Set(assets)].sort();
    const read = async () => {
      const query = this.q(tx)
        .select({
          asset: paperBalances.asset,
          free: paperBalances.free,
          borrowed: paperBalances.borrowed,
        })
        .from(paperBalances)
        .where(and(eq(paperBalances.accountId, accountId), inArray(paperBalances.asset, sorted)))
        .orderBy(asc(paperBalances.asset));
      return options.lock ? await query.for('update') : await query;
    };
    let rows = await read();
    if (rows.length < sorted.length) {
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
      rows = await read();
    }
    return new Map(
      rows.map((r) => [r.asset, { free: new Decimal(r.free), borrowed: new Decimal(r.borrowed) }]),
    );
  }

  /** Every holding of the order in one statement. */
  async save(accountId: string, holdings: Map<string, Holding>, tx?: Db): Promise<void> {
    if (holdings.size === 0) return;
    const values = sql.join(
      [...holdings].map(
        ([asset, h]) =>
          sql`(${asset}, ${h.free.toFixed(18)}::numeric, ${h.borrowed.toFixed(18)}::numeric)`,
      ),
      sql`, `,
    );
    await this.q(tx).execute(
      sql`update ${paperBalances} set free = v.free, borrowed = v.borrowed, updated_at = now()
          from (values ${values}) as v(asset, free, borrowed)
          where ${paperBalances.accountId} = ${accountId} and ${paperBalances.asset} = v.asset`,
    );
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
