import { sql } from 'drizzle-orm';
import { pgArray, queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { fundingPayments } from '../../db/schema';
import type { ImportRow } from './csv-import';

/** The trades and funding an import compares with and adds to (the ledger writes the trades). */
export class TradeImportRepository extends Repository {
  /**
   * Which of the rows' identities the account already holds, which of Pulso's trade ids (its own
   * export: `ids`), and which of their exchange orders Pulso placed itself (as `order:<id>`).
   */
  async knownIds(
    accountId: string,
    rows: { external: string[]; ids: string[]; orders: string[] },
    tx?: Db,
  ): Promise<string[]> {
    const found = await queryRows<{ id: string }>(
      this.q(tx),
      sql`select external_id as id from trades
          where account_id = ${accountId} and external_id = any(${pgArray(rows.external)}::text[])
          union all
          select id::text from trades where account_id = ${accountId} and id = any(${pgArray(rows.ids)}::uuid[])
          union all
          select 'order:' || exchange_order_id from trades
          where account_id = ${accountId} and exchange_order_id = any(${pgArray(rows.orders)}::text[])`,
    );
    return found.map((r) => r.id);
  }

  /** The rows whose trade the account already holds from another source (see heldAlike). */
  heldAlike(accountId: string, rows: readonly ImportRow[], tx?: Db): Promise<Set<ImportRow>> {
    return heldAlike(this.q(tx), accountId, rows);
  }

  /** Inserts the funding payments the account does not hold yet; answers how many were new. */
  async addFunding(values: (typeof fundingPayments.$inferInsert)[], tx: Db): Promise<number> {
    const added = await tx
      .insert(fundingPayments)
      .values(values)
      .onConflictDoNothing({ target: [fundingPayments.accountId, fundingPayments.externalId] })
      .returning({ id: fundingPayments.id });
    return added.length;
  }
}

/** How far apart a trade's times may be in two sources (a CSV gives seconds, an API ms). */
const SAME_TIME_MS = 1000;
const CHUNK = 20_000;

/** The source a row or trade came from: the part of its identity before the first ':'. */
const sourceOf = (externalId: string) => externalId.split(':', 1)[0]!;

/**
 * The rows whose trade the account already holds from another source, recognised by what it is
 * (pair, side, size and price, within a second) since the sources name trades differently: a
 * Binance CSV has no trade id, the API has one. Each held trade answers for one row at most, so
 * two identical fills stay two; rows and trades of the same source are never paired (their
 * identities already decide).
 */
async function heldAlike(
  db: Db,
  accountId: string,
  rows: readonly ImportRow[],
): Promise<Set<ImportRow>> {
  const alike = new Set<ImportRow>();
  if (rows.length === 0) return alike;
  // A loop, not Math.min(...): 200,000 arguments overflow the stack.
  let first = Infinity;
  let last = -Infinity;
  for (const r of rows) {
    first = Math.min(first, r.executedAtMs);
    last = Math.max(last, r.executedAtMs);
  }
  const [any] = await queryRows<{ held: boolean }>(
    db,
    sql`select exists (select 1 from trades where account_id = ${accountId}
          and executed_at_ms between ${first - SAME_TIME_MS}
                                 and ${last + SAME_TIME_MS}) as held`,
  );
  if (!any?.held) return alike; // a first import: nothing to compare with
  const taken = new Set<string>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const column = (pick: (r: ImportRow) => string) => pgArray(chunk.map(pick));
    const pairs = await queryRows<{ n: number | string; id: string }>(
      db,
      sql`select r.n, t.id
          from unnest(${column((r) => r.asset)}::text[], ${column((r) => r.quoteAsset)}::text[],
                      ${column((r) => r.side)}::text[], ${column((r) => r.amount)}::numeric[],
                      ${column((r) => r.price)}::numeric[], ${column((r) => String(r.executedAtMs))}::bigint[],
                      ${column((r) => sourceOf(r.externalId))}::text[])
               with ordinality as r(asset, quote, side, amount, price, at, source, n)
          join trades t on t.account_id = ${accountId} and t.asset = r.asset
           and t.executed_at_ms between r.at - ${SAME_TIME_MS} and r.at + ${SAME_TIME_MS}
           and t.quote_asset = r.quote and t.type = r.side
           and t.amount = r.amount and t.price = r.price
           and coalesce(split_part(t.external_id, ':', 1), '') <> r.source
          order by r.n, abs(t.executed_at_ms - r.at), t.id`,
    );
    for (const pair of pairs) {
      const row = chunk[Number(pair.n) - 1]!;
      if (alike.has(row) || taken.has(pair.id)) continue;
      alike.add(row);
      taken.add(pair.id);
    }
  }
  return alike;
}
