import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { liveAccount, publiclyVisible } from './accounts.policy';
import {
  accountListMembers,
  accountLists,
  accounts,
  copyTrades,
  exchanges,
  users,
} from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountView = AccountRow & {
  exchangeCode: string;
  exchangeName: string;
  accountListId: string | null;
};

/** The oldest of the owner's lists that holds the account: the spec's single accountListId. */
const firstListId = sql<string | null>`(
  select m.list_id from ${accountListMembers} m
  join ${accountLists} l on l.id = m.list_id
  where m.account_id = ${accounts.id}
  order by l.created_at, l.id limit 1
)`;

const view = {
  account: accounts,
  exchangeCode: exchanges.code,
  exchangeName: exchanges.name,
  accountListId: firstListId,
};
const flatten = (r: {
  account: AccountRow;
  exchangeCode: string;
  exchangeName: string;
  accountListId: string | null;
}): AccountView => ({
  ...r.account,
  exchangeCode: r.exchangeCode,
  exchangeName: r.exchangeName,
  accountListId: r.accountListId,
});

/** What a visitor may see of an account: public routes never even read the rest. */
const publicView = {
  id: accounts.id,
  name: accounts.name,
  accountType: accounts.accountType,
  exchangeId: accounts.exchangeId,
  exchangeCode: exchanges.code,
  exchangeName: exchanges.name,
  publicStats: accounts.publicStats,
  publicTrades: accounts.publicTrades,
  isTestAccount: accounts.isTestAccount,
  createdAt: accounts.createdAt,
};
export type PublicAccountRow = {
  [K in keyof typeof publicView]: (typeof publicView)[K]['_']['data'];
};

export class AccountsRepository extends Repository {
  async insert(values: typeof accounts.$inferInsert, tx?: Db): Promise<string> {
    const [row] = await this.q(tx).insert(accounts).values(values).returning({ id: accounts.id });
    return row!.id;
  }

  async findById(id: string, tx?: Db): Promise<AccountView | undefined> {
    const [row] = await this.q(tx)
      .select(view)
      .from(accounts)
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
      .where(and(eq(accounts.id, id), liveAccount));
    return row && flatten(row);
  }

  /**
   * Every live account of an owner; plans cap how many there are, so search runs in memory.
   * List membership comes from one query over the owner's lists rather than a subquery per row
   * (bench/account-list.ts).
   */
  async listForOwner(ownerId: string, tx?: Db): Promise<AccountView[]> {
    const [rows, memberships] = await Promise.all([
      this.q(tx)
        .select({ account: accounts, exchangeCode: exchanges.code, exchangeName: exchanges.name })
        .from(accounts)
        .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
        .where(and(eq(accounts.ownerId, ownerId), liveAccount))
        .orderBy(desc(accounts.createdAt), desc(accounts.id)),
      // Oldest list first, so the first list seen per account is the spec's accountListId.
      this.q(tx)
        .select({ accountId: accountListMembers.accountId, listId: accountListMembers.listId })
        .from(accountListMembers)
        .innerJoin(accountLists, eq(accountLists.id, accountListMembers.listId))
        .innerJoin(accounts, eq(accounts.id, accountListMembers.accountId))
        .where(and(eq(accounts.ownerId, ownerId), liveAccount))
        .orderBy(asc(accountLists.createdAt), asc(accountLists.id)),
    ]);
    const firstList = new Map<string, string>();
    for (const { accountId, listId } of memberships) {
      if (!firstList.has(accountId)) firstList.set(accountId, listId);
    }
    return rows.map((r) => flatten({ ...r, accountListId: firstList.get(r.account.id) ?? null }));
  }

  async countForOwner(ownerId: string, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(accounts)
      .where(and(eq(accounts.ownerId, ownerId), liveAccount));
    return Number(row?.n ?? 0);
  }

  async ownedIds(ownerId: string, ids: string[], tx?: Db): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.q(tx)
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.ownerId, ownerId), inArray(accounts.id, ids), liveAccount));
    return rows.map((r) => r.id);
  }

  async update(id: string, values: Partial<typeof accounts.$inferInsert>, tx?: Db): Promise<void> {
    await this.q(tx)
      .update(accounts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(accounts.id, id));
  }

  /** Soft delete (trades and logs keep their account), and out of every list. */
  async softDelete(id: string, tx?: Db): Promise<void> {
    await this.q(tx)
      .update(accounts)
      .set({ deletedAt: new Date(), isActive: false, isPublic: false })
      .where(eq(accounts.id, id));
    await this.q(tx).delete(accountListMembers).where(eq(accountListMembers.accountId, id));
    // Out of its copy trades too, as the delete dialog says: nothing copies from or into it.
    await this.q(tx)
      .delete(copyTrades)
      .where(or(eq(copyTrades.emitterAccountId, id), eq(copyTrades.receiverAccountId, id)));
  }

  async publicPage(
    page: number,
    limit: number,
    accountType?: string,
  ): Promise<{ rows: PublicAccountRow[]; total: number }> {
    const where = and(
      publiclyVisible,
      accountType ? eq(accounts.accountType, accountType as AccountRow['accountType']) : undefined,
    );
    // The page and the total in one statement (the total as a window over the matches).
    const found = await this.db
      .select({ ...publicView, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(accounts)
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(limit)
      .offset((page - 1) * limit);
    if (found.length > 0 || page === 1) {
      return { rows: found.map(({ total: _, ...row }) => row), total: found[0]?.total ?? 0 };
    }
    // A page past the end has no row to carry the total.
    const [totals] = await this.db
      .select({ total: count() })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(where);
    return { rows: [], total: Number(totals?.total ?? 0) };
  }

  async findPublic(id: string): Promise<PublicAccountRow | undefined> {
    const [row] = await this.db
      .select(publicView)
      .from(accounts)
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(and(eq(accounts.id, id), publiclyVisible));
    return row;
  }
}
