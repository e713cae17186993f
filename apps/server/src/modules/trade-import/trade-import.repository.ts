import { sql, type SQL } from 'drizzle-orm';
import { pgArray, queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { deletedTrades, fundingPayments, tradeImports, type DeletedTrade } from '../../db/schema';
import { FINGERPRINT, type ImportRow } from './csv-import';
import type { FundingRow } from './exchange-trades';

/** The trades and funding an import compares with and adds to (the ledger writes the trades). */
export class TradeImportRepository extends Repository {
  /**
   * Which of the rows' identities the account already holds, which of Pulso's trade ids (its own
   * export: `ids`), and which of their exchange orders Pulso placed itself (as `order:<id>`);
   * and which of those identities its owner deleted (`deleted`: never brought back).
   */
  async knownIds(
    accountId: string,
    rows: { external: string[]; ids: string[]; orders: string[] },
    tx?: Db,
  ): Promise<{ held: string[]; deleted: string[] }> {
    // Each external id is looked up through the (account, external id) index, one probe per
    // distinct id (a lateral with limit 1: the index is unique, so nothing is lost). An
    // `external_id = any(…)` was planned as a scan of the account's every trade whenever the
    // statistics were behind a large import, chunk after chunk (O(n²) over a file). The branches
    // with nothing to look up are left out (they would scan the account's trades for nothing).
    const external = [...new Set(rows.external)];
    const branches: SQL[] = [
      sql`select t.external_id as id, false as deleted
          from unnest(${pgArray(external)}::text[]) as e(id)
          cross join lateral (select external_id from trades
            where account_id = ${accountId} and external_id = e.id limit 1) t`,
    ];
    if (rows.ids.length > 0) {
      branches.push(
        sql`select id::text, false from trades where account_id = ${accountId} and id = any(${pgArray(rows.ids)}::uuid[])`,
      );
    }
    if (rows.orders.length > 0) {
      branches.push(sql`select 'order:' || exchange_order_id, false from trades
          where account_id = ${accountId} and exchange_order_id = any(${pgArray(rows.orders)}::text[])`);
    }
    branches.push(sql`select identity, true from deleted_trades
          where account_id = ${accountId}
            and identity = any(${pgArray([...rows.external, ...rows.orders.map((o) => `order:${o}`)])}::text[])`);
    const found = await queryRows<{ id: string; deleted: boolean }>(
      this.q(tx),
      sql.join(branches, sql` union all `),
    );
    return {
      held: found.filter((r) => !r.deleted).map((r) => r.id),
      deleted: found.filter((r) => r.deleted).map((r) => r.id),
    };
  }

  /**
   * Remembers a trade its owner deletes by each identity it carries (its external id, the order
   * Pulso placed), so no sync or import brings it back (see deletedTrades).
   */
  async rememberDeleted(
    accountId: string,
    trade: { id: string; externalId: string | null; orderId: string | null; executedAtMs: number },
    what: DeletedTrade,
    tx: Db,
  ): Promise<void> {
    const identities = [
      ...(trade.externalId ? [trade.externalId] : []),
      ...(trade.orderId ? [`order:${trade.orderId}`] : []),
    ];
    if (identities.length === 0) return;
    await tx
      .insert(deletedTrades)
      .values(
        identities.map((identity) => ({
          accountId,
          identity,
          tradeId: trade.id,
          trade: what,
          executedAtMs: trade.executedAtMs,
        })),
      )
      .onConflictDoNothing();
  }

  /** The rows whose trade the account already holds under another identity (see heldAlike). */
  heldAlike(
    accountId: string,
    rows: readonly ImportRow[],
    answered: ReadonlySet<string>,
    tx?: Db,
  ): Promise<Set<ImportRow>> {
    return heldAlike(this.q(tx), accountId, rows, answered);
  }

  /** Records an import about to be written (status `writing`): its id stamps its trades. */
  async startImport(values: {
    accountId: string;
    userId: string;
    fileName: string | null;
    format: string;
    rows: number;
  }): Promise<string> {
    const [row] = await this.db
      .insert(tradeImports)
      .values({ ...values, status: 'writing' })
      .returning({ id: tradeImports.id });
    return row!.id;
  }

  /** Counts a written chunk's trades (or funding payments) and stamps the import as alive. */
  async stampImport(id: string, added: number, tx: Db, funding = 0): Promise<void> {
    await tx.execute(
      sql`update trade_imports set imported = imported + ${added}, funding = funding + ${funding},
            updated_at = now() where id = ${id}`,
    );
  }

  /** Sets an import's status (`done` when written, `undone` or `failed` once its trades left). */
  async setImportStatus(id: string, status: 'done' | 'undone' | 'failed', tx?: Db): Promise<void> {
    await this.q(tx).execute(
      sql`update trade_imports set status = ${status}, updated_at = now() where id = ${id}`,
    );
  }

  /** Forgets an import that wrote nothing (every row refused). */
  async dropImport(id: string): Promise<void> {
    await this.db.execute(sql`delete from trade_imports where id = ${id} and imported = 0`);
  }

  /** Imports left `writing` whose last chunk is older than `olderThanMs`: interrupted ones. */
  async interruptedImports(olderThanMs: number): Promise<{ id: string; accountId: string }[]> {
    return queryRows<{ id: string; accountId: string }>(
      this.db,
      sql`select id, account_id as "accountId" from trade_imports
          where status = 'writing' and updated_at <= now() - make_interval(secs => ${olderThanMs / 1000})`,
    );
  }

  /** An account's imports, newest first. */
  async listImports(accountId: string): Promise<
    {
      id: string;
      fileName: string | null;
      format: string;
      rows: number;
      imported: number;
      funding: number;
      status: 'writing' | 'done' | 'undone' | 'failed';
      createdAt: Date;
      remaining: number;
      remainingFunding: number;
    }[]
  > {
    const rows = await queryRows<{
      id: string;
      file_name: string | null;
      format: string;
      rows: number;
      imported: number;
      funding: number;
      status: 'writing' | 'done' | 'undone' | 'failed';
      created_at: string | Date;
      remaining: string | number;
      remaining_funding: string | number;
    }>(
      this.db,
      sql`select i.id, i.file_name, i.format, i.rows, i.imported, i.funding, i.status, i.created_at,
            (select count(*) from trades t where t.import_id = i.id) as remaining,
            (select count(*) from funding_payments f where f.import_id = i.id) as remaining_funding
          from trade_imports i where i.account_id = ${accountId}
          order by i.created_at desc, i.id desc limit 200`,
    );
    return rows.map((r) => ({
      id: r.id,
      fileName: r.file_name,
      format: r.format,
      rows: r.rows,
      imported: r.imported,
      funding: r.funding,
      status: r.status,
      createdAt: new Date(r.created_at),
      remaining: Number(r.remaining),
      remainingFunding: Number(r.remaining_funding),
    }));
  }

  /** One import of the account (under a row lock in `tx`), or undefined. */
  async importOf(
    accountId: string,
    id: string,
    tx: Db,
  ): Promise<{ id: string; status: string; fileName: string | null } | undefined> {
    const [row] = await queryRows<{ id: string; status: string; file_name: string | null }>(
      tx,
      sql`select id, status, file_name from trade_imports
          where id = ${id} and account_id = ${accountId} for update`,
    );
    return row && { id: row.id, status: row.status, fileName: row.file_name };
  }

  /** What one trade of the account was (for the activity entry of its deletion), or undefined. */
  async tradeOf(
    accountId: string,
    id: string,
    tx: Db,
  ): Promise<Record<string, string | null> | undefined> {
    const [row] = await queryRows<Record<string, string | null>>(
      tx,
      sql`select symbol, type as side, trim_scale(amount)::text as amount, trim_scale(price)::text as price,
            trim_scale(fee)::text as fee, fee_asset as "feeAsset", source, executed_at_ms::text as "executedAtMs",
            external_id as "externalId", import_id::text as "importId", exchange_order_id as "orderId"
          from trades where account_id = ${accountId} and id = ${id}`,
    );
    return row;
  }

  /** Which of these funding identities the account already holds. */
  async knownFunding(accountId: string, externalIds: string[], tx?: Db): Promise<string[]> {
    const found = await queryRows<{ id: string }>(
      this.q(tx),
      sql`select external_id as id from funding_payments
          where account_id = ${accountId} and external_id = any(${pgArray(externalIds)}::text[])`,
    );
    return found.map((r) => r.id);
  }

  /** The payments whose funding the account already holds from another source (fundingAlike). */
  fundingAlike<R extends FundingRow & { quoteAsset: string }>(
    accountId: string,
    rows: readonly R[],
    tx?: Db,
  ): Promise<Set<R>> {
    return fundingAlike(this.q(tx), accountId, rows);
  }

  /** Removes the funding payments an import brought; answers how many left. */
  async removeFunding(accountId: string, importId: string, tx: Db): Promise<number> {
    const removed = await tx
      .delete(fundingPayments)
      .where(sql`account_id = ${accountId} and import_id = ${importId}`)
      .returning({ id: fundingPayments.id });
    return removed.length;
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

/**
 * A funding identity that is its source's own id of the payment (`binance:funding:123`), not a
 * fingerprint (`…#1`) nor the sync's market-and-moment stand-in (`kucoin:funding:XBTUSDTM:…`).
 * Two payments whose ids come from one source are told apart by those ids alone.
 */
const FUNDING_ID = '^([^:#]+):funding:([^:#]+)$';
const idSourceOf = (externalId: string) => new RegExp(FUNDING_ID).exec(externalId)?.[1] ?? '';

/**
 * The payments whose funding the account already holds from another source, recognised by what
 * they are: the same perpetual (its coin and quote) paid at the same moment, within a second (an
 * export gives seconds, the API milliseconds; funding is paid at fixed hours, so one perpetual's
 * payments are hours apart). In hedge mode a perpetual pays its long and its short at one
 * moment: each held payment answers for one row at most, the same amount first, so two stay
 * two; and two payments that both carry their source's ids are never paired (their ids decide).
 */
async function fundingAlike<R extends FundingRow & { quoteAsset: string }>(
  db: Db,
  accountId: string,
  rows: readonly R[],
): Promise<Set<R>> {
  const alike = new Set<R>();
  if (rows.length === 0) return alike;
  const taken = new Set<string>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const column = (pick: (r: R) => string) => pgArray(chunk.map(pick));
    const pairs = await queryRows<{ n: number | string; id: string }>(
      db,
      sql`select r.n, f.id
          from unnest(${column((r) => r.asset)}::text[], ${column((r) => r.quoteAsset)}::text[],
                      ${column((r) => r.amount)}::numeric[], ${column((r) => String(r.paidAtMs))}::bigint[],
                      ${column((r) => idSourceOf(r.externalId))}::text[])
               with ordinality as r(asset, quote, amount, at, source, n)
          join funding_payments f on f.account_id = ${accountId} and f.asset = r.asset
           and f.paid_at_ms between r.at - ${SAME_TIME_MS} and r.at + ${SAME_TIME_MS}
           and split_part(split_part(f.symbol, ':', 1), '/', 2) = r.quote
           and (r.source = '' or coalesce(substring(f.external_id from ${FUNDING_ID}), '') <> r.source)
          order by r.n, (f.amount = r.amount) desc, abs(f.paid_at_ms - r.at), f.id`,
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

/** How far apart a trade's times may be in two sources (a CSV gives seconds, an API ms). */
const SAME_TIME_MS = 1000;
const CHUNK = 20_000;

/** The source a row or trade came from: the part of its identity before the first ':'. */
const sourceOf = (externalId: string) => externalId.split(':', 1)[0]!;

/**
 * The rows whose trade the account already holds under another identity, recognised by what it
 * is (pair, side, size and price, within a second), since sources and layouts name a fill
 * differently: a Binance spot CSV has no trade id where the API has one, Binance's older futures
 * layout none where the newer one has, KuCoin's two layouts write fees to different precision so
 * their fingerprints differ. Only two ids of the same source are never paired: different ids
 * there are different fills. Each held trade answers for one row at most, and not at all if it
 * already answered for one by its identity (`answered`: external and Pulso ids), so identical
 * fills count as often as the file lists them. The fee is not compared: exports round it.
 */
async function heldAlike(
  db: Db,
  accountId: string,
  rows: readonly ImportRow[],
  answered: ReadonlySet<string>,
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
    const pairs = await queryRows<{ n: number | string; id: string; external: string | null }>(
      db,
      sql`select r.n, t.id, t.external_id as external
          from unnest(${column((r) => r.asset)}::text[], ${column((r) => r.quoteAsset)}::text[],
                      ${column((r) => r.side)}::text[], ${column((r) => r.amount)}::numeric[],
                      ${column((r) => r.price)}::numeric[], ${column((r) => String(r.executedAtMs))}::bigint[],
                      ${column((r) => sourceOf(r.externalId))}::text[],
                      ${column((r) => String(FINGERPRINT.test(r.externalId)))}::boolean[])
               with ordinality as r(asset, quote, side, amount, price, at, source, printed, n)
          join trades t on t.account_id = ${accountId} and t.asset = r.asset
           and t.executed_at_ms between r.at - ${SAME_TIME_MS} and r.at + ${SAME_TIME_MS}
           and t.quote_asset = r.quote and t.type = r.side
           and t.amount = r.amount and t.price = r.price
           and (r.printed or t.external_id is null or t.external_id ~ ${FINGERPRINT.source}
                or split_part(t.external_id, ':', 1) <> r.source)
          order by r.n, abs(t.executed_at_ms - r.at), t.id`,
    );
    for (const pair of pairs) {
      const row = chunk[Number(pair.n) - 1]!;
      if (alike.has(row) || taken.has(pair.id) || answered.has(pair.id)) continue;
      if (pair.external !== null && answered.has(pair.external)) continue;
      alike.add(row);
      taken.add(pair.id);
    }
  }
  return alike;
}
