import { Decimal, isStableCoin } from '@pulso/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { Repository } from '../../../db/repository';
import { paperBalances } from '../../../db/schema';
import type { Holding } from './paper-book';

/** Where a paper gateway keeps holdings: the table, or a batch's locked copy of its rows. */
export type PaperHoldings = Pick<PaperBalancesRepository, 'load' | 'save'>;

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
    const all = await this.loadMany(new Map([[accountId, assets]]), startingBalance, options, tx);
    return all.get(accountId) ?? new Map();
  }

  /**
   * `load` for many accounts at once: one query once the rows exist (every signal after an
   * asset's first); the first creates them. Locked rows are taken in (account, asset) order.
   */
  async loadMany(
    wanted: ReadonlyMap<string, readonly string[]>,
    startingBalance: string,
    options: { lock?: boolean } = {},
    tx?: Db,
  ): Promise<Map<string, Map<string, Holding>>> {
    const keys = [...wanted].flatMap(([accountId, assets]) =>
      [...new Set(assets)].map((asset) => ({ account_id: accountId, asset })),
    );
    const read = () =>
      queryRows<{ account_id: string; asset: string; free: string; borrowed: string }>(
        this.q(tx),
        sql`select b.account_id, b.asset, b.free::text as free, b.borrowed::text as borrowed
            from ${paperBalances} b
            join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(account_id uuid, asset text)
              on b.account_id = k.account_id and b.asset = k.asset
            order by b.account_id, b.asset
            ${options.lock ? sql`for update of b` : sql``}`,
      );
    let rows = await read();
    if (rows.length < keys.length) {
      await this.q(tx)
        .insert(paperBalances)
        .values(
          keys.map((k) => ({
            accountId: k.account_id,
            asset: k.asset,
            free: isStableCoin(k.asset) ? startingBalance : '0',
          })),
        )
        .onConflictDoNothing();
      rows = await read();
    }
    const holdings = new Map<string, Map<string, Holding>>();
    for (const r of rows) {
      const account = holdings.get(r.account_id) ?? new Map<string, Holding>();
      account.set(r.asset, { free: new Decimal(r.free), borrowed: new Decimal(r.borrowed) });
      holdings.set(r.account_id, account);
    }
    return holdings;
  }

  /** Every holding of the order in one statement. */
  async save(accountId: string, holdings: Map<string, Holding>, tx?: Db): Promise<void> {
    await this.saveMany(new Map([[accountId, holdings]]), tx);
  }

  /** The holdings of many accounts in one statement. */
  async saveMany(
    holdings: ReadonlyMap<string, ReadonlyMap<string, Holding>>,
    tx?: Db,
  ): Promise<void> {
    const rows = [...holdings].flatMap(([accountId, assets]) =>
      [...assets].map(([asset, h]) => ({
        account_id: accountId,
        asset,
        free: h.free.toFixed(18),
        borrowed: h.borrowed.toFixed(18),
      })),
    );
    if (rows.length === 0) return;
    await this.q(tx).execute(
      sql`update ${paperBalances} set free = v.free, borrowed = v.borrowed, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as v(account_id uuid, asset text, free numeric, borrowed numeric)
          where ${paperBalances.accountId} = v.account_id and ${paperBalances.asset} = v.asset`,
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
