import type { TradeFilters, TradeSortKey } from '@pulso/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { liveAccount } from '../accounts';
import { accounts, receiverLogs, signals, trades, users } from '../../db/schema';

export type TradeRow = typeof trades.$inferSelect & { accountName: string };

/** Whose trades: one account, the live accounts of one owner, or everything (admin). */
export type TradeScope = { accountId: string } | { ownerId: string } | { all: true };

export interface TradeSelection {
  scope: TradeScope;
  filters: TradeFilters;
}

/** Where a chunked export continues: the last row's sort value and id. */
export interface TradeCursor {
  value: string;
  id: string;
}

const SORT_COLUMNS: Record<TradeSortKey, { column: AnyColumn; cast: string }> = {
  createdAt: { column: trades.executedAtMs, cast: 'bigint' },
  amount: { column: trades.amount, cast: 'numeric' },
  price: { column: trades.price, cast: 'numeric' },
  total: { column: trades.total, cast: 'numeric' },
  asset: { column: trades.asset, cast: 'text' },
  type: { column: trades.type, cast: 'text' },
  realizedPnl: { column: trades.realizedPnl, cast: 'numeric' },
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions({ scope, filters }: TradeSelection): SQL | undefined {
  const out: (SQL | undefined)[] = [];
  if ('accountId' in scope) out.push(eq(trades.accountId, scope.accountId));
  if ('ownerId' in scope) {
    out.push(eq(accounts.ownerId, scope.ownerId), liveAccount);
  }
  if (filters.startDate) out.push(gte(trades.executedAtMs, filters.startDate.getTime()));
  if (filters.endDate) out.push(lte(trades.executedAtMs, filters.endDate.getTime()));
  if (filters.type) out.push(eq(trades.type, filters.type));
  if (filters.asset) out.push(eq(trades.asset, filters.asset));
  if (filters.source) out.push(eq(trades.source, filters.source));
  if (filters.search) {
    const term = `%${escapeLike(filters.search)}%`;
    out.push(
      or(
        ilike(trades.symbol, term),
        ilike(trades.asset, term),
        ilike(trades.orderId, term),
        ilike(trades.exchangeOrderId, term),
      ),
    );
  }
  return and(...out);
}

const view = { trade: trades, accountName: accounts.name };
const flatten = (r: { trade: typeof trades.$inferSelect; accountName: string }): TradeRow => ({
  ...r.trade,
  accountName: r.accountName,
});

export class TradesRepository extends Repository {
  async page(
    selection: TradeSelection,
    page: number,
    limit: number,
  ): Promise<{ rows: TradeRow[]; total: number }> {
    const where = conditions(selection);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(view)
        .from(trades)
        .innerJoin(accounts, eq(accounts.id, trades.accountId))
        .where(where)
        .orderBy(...this.order(selection.filters))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db
        .select({ total: count() })
        .from(trades)
        .innerJoin(accounts, eq(accounts.id, trades.accountId))
        .where(where),
    ]);
    return { rows: rows.map(flatten), total: Number(totals?.total ?? 0) };
  }

  /**
   * The next `size` rows after `cursor` in the selection's order (keyset pagination on the sort
   * value and the id), so an export of any length reads in bounded chunks without OFFSET.
   */
  async chunk(
    selection: TradeSelection,
    cursor: TradeCursor | null,
    size: number,
  ): Promise<{ rows: TradeRow[]; next: TradeCursor | null }> {
    const { sortBy, sortOrder } = selection.filters;
    const { column, cast } = SORT_COLUMNS[sortBy];
    const after = cursor
      ? sortOrder === 'asc'
        ? sql`(${column}, ${trades.id}) > (${cursor.value}::${sql.raw(cast)}, ${cursor.id}::uuid)`
        : sql`(${column}, ${trades.id}) < (${cursor.value}::${sql.raw(cast)}, ${cursor.id}::uuid)`
      : undefined;
    const rows = await this.db
      .select({ ...view, sortValue: sql<string>`(${column})::text` })
      .from(trades)
      .innerJoin(accounts, eq(accounts.id, trades.accountId))
      .where(and(conditions(selection), after))
      .orderBy(...this.order(selection.filters))
      .limit(size);
    const last = rows.at(-1);
    return {
      rows: rows.map(flatten),
      next: last && rows.length === size ? { value: last.sortValue, id: last.trade.id } : null,
    };
  }

  private order({ sortBy, sortOrder }: TradeFilters): SQL[] {
    const dir = sortOrder === 'asc' ? asc : desc;
    return [dir(SORT_COLUMNS[sortBy].column), dir(trades.id)];
  }

  /** The account whose trades are asked for, with what decides who may read them. */
  async accountAccess(id: string): Promise<
    | {
        ownerId: string;
        isPublic: boolean;
        isActive: boolean;
        publicTrades: boolean;
        ownerActive: boolean;
      }
    | undefined
  > {
    const [row] = await this.db
      .select({
        ownerId: accounts.ownerId,
        isPublic: accounts.isPublic,
        isActive: accounts.isActive,
        publicTrades: accounts.publicTrades,
        ownerActive: users.isActive,
      })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(and(eq(accounts.id, id), liveAccount));
    return row;
  }

  async signal(id: string) {
    const [row] = await this.db
      .select({
        id: signals.id,
        accountId: signals.accountId,
        ownerId: accounts.ownerId,
        status: signals.status,
        error: signals.error,
        needsReconciliation: signals.needsReconciliation,
        receiverLogId: signals.receiverLogId,
      })
      .from(signals)
      .innerJoin(accounts, eq(accounts.id, signals.accountId))
      .where(eq(signals.id, id));
    return row;
  }

  /** An owner's signals that failed after `since` (live accounts only), the latest first. */
  async failedSince(ownerId: string, since: Date, limit: number) {
    const where = and(
      eq(accounts.ownerId, ownerId),
      liveAccount,
      eq(signals.status, 'failed'),
      gt(signals.finishedAt, since),
    );
    const failedStep = sql<string | null>`(select r.action from ${receiverLogs} r
      where r.parent_id = ${signals.receiverLogId} and r.status = 'failed'
      order by r.created_at desc limit 1)`;
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          signalId: signals.id,
          accountId: signals.accountId,
          accountName: accounts.name,
          source: signals.source,
          step: failedStep,
          reason: signals.error,
          finishedAt: signals.finishedAt,
        })
        .from(signals)
        .innerJoin(accounts, eq(accounts.id, signals.accountId))
        .where(where)
        .orderBy(desc(signals.finishedAt), desc(signals.id))
        .limit(limit),
      this.db
        .select({ n: count() })
        .from(signals)
        .innerJoin(accounts, eq(accounts.id, signals.accountId))
        .where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  /** The step logs of a signal's parent log, in the order they ran. */
  async signalSteps(receiverLogId: string) {
    return this.db
      .select({
        action: receiverLogs.action,
        status: receiverLogs.status,
        durationMs: receiverLogs.durationMs,
        message: receiverLogs.message,
      })
      .from(receiverLogs)
      .where(eq(receiverLogs.parentId, receiverLogId))
      .orderBy(asc(receiverLogs.createdAt), asc(receiverLogs.id));
  }

  async bySignal(signalId: string): Promise<TradeRow | undefined> {
    const [row] = await this.db
      .select(view)
      .from(trades)
      .innerJoin(accounts, eq(accounts.id, trades.accountId))
      .where(eq(trades.signalId, signalId));
    return row && flatten(row);
  }

  async userExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return Boolean(row);
  }
}
