import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
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

/** What the account list shows of an owner's account: no sealed column is even read. */
const summaryView = {
  ...publicView,
  mode: accounts.mode,
  isActive: accounts.isActive,
  isPublic: accounts.isPublic,
  isEmitter: accounts.isEmitter,
  isReceiver: accounts.isReceiver,
  webhookIpAllowlist: accounts.webhookIpAllowlist,
  credentialFields: accounts.credentialFields,
};

export type AccountSummary = {
  [K in keyof typeof summaryView]: (typeof summaryView)[K]['_']['data'];
} & { accountListId: string | null };

/** The account list's filters that are plain column tests (search and figures stay in code). */
export interface OwnerAccountsFilter {
  /** Only these ids (the accountIds parameter, or the members of an accountListId). */
  ids?: string[] | undefined;
  isTestAccount?: boolean | undefined;
  types?: AccountRow['accountType'][] | undefined;
  /** Exchange codes or ids, as the user typed them. */
  exchanges?: string[] | undefined;
  status?: 'active' | 'inactive' | undefined;
  role?: 'emitter' | 'receiver' | undefined;
}

function ownerFilterSql(f: OwnerAccountsFilter): (SQL | undefined)[] {
  const exchangeKeys = f.exchanges?.map((e) => e.toLowerCase());
  return [
    f.ids ? (f.ids.length > 0 ? inArray(accounts.id, f.ids) : sql`false`) : undefined,
    f.isTestAccount !== undefined ? eq(accounts.isTestAccount, f.isTestAccount) : undefined,
    f.types ? inArray(accounts.accountType, f.types) : undefined,
    // Compared as text: a hostile "id" that is no uuid matches nothing instead of failing.
    exchangeKeys
      ? or(
          inArray(sql`lower(${exchanges.code})`, exchangeKeys),
          inArray(sql`${accounts.exchangeId}::text`, exchangeKeys),
        )
      : undefined,
    f.status ? eq(accounts.isActive, f.status === 'active') : undefined,
    f.role === 'emitter' ? eq(accounts.isEmitter, true) : undefined,
    f.role === 'receiver' ? eq(accounts.isReceiver, true) : undefined,
  ];
}

/**
 * Rows read with their total as a window over the matches (`count(*) over ()`), split into the
 * rows and the total; a page past the end has no row to carry it, so it is counted apart.
 */
async function withTotal<R extends { total: number }>(
  found: R[],
  page: { page: number } | undefined,
  count: () => Promise<{ total: number }[]>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const rows = found.map(({ total: _, ...row }) => row);
  if (found.length > 0 || !page || page.page === 1) return { rows, total: found[0]?.total ?? 0 };
  const [totals] = await count();
  return { rows, total: Number(totals?.total ?? 0) };
}

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
   * An owner's live accounts that pass the filters SQL can answer, in the columns the account
   * list shows (never the sealed credentials or webhook secret). With `page`, SQL also orders by
   * creation and pages, with the total as a window over the matches; without it every match
   * comes back for the caller to search, sort by name or by figures (plans cap how many there
   * are). Membership is one query over the owner's lists rather than a subquery per row
   * (bench/account-list.ts).
   */
  async listForOwner(
    ownerId: string,
    filter: OwnerAccountsFilter = {},
    page?: { page: number; limit: number; order: 'asc' | 'desc' },
  ): Promise<{ rows: AccountSummary[]; total: number }> {
    const where = and(eq(accounts.ownerId, ownerId), liveAccount, ...ownerFilterSql(filter));
    const byCreation = page?.order === 'asc' ? asc : desc;
    const query = this.db
      .select({ ...summaryView, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(accounts)
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
      .where(where)
      .orderBy(byCreation(accounts.createdAt), byCreation(accounts.id));
    const [found, memberships] = await Promise.all([
      page ? query.limit(page.limit).offset((page.page - 1) * page.limit) : query,
      // Oldest list first, so the first list seen per account is the spec's accountListId.
      this.db
        .select({ accountId: accountListMembers.accountId, listId: accountListMembers.listId })
        .from(accountListMembers)
        .innerJoin(accountLists, eq(accountLists.id, accountListMembers.listId))
        .where(eq(accountLists.ownerId, ownerId))
        .orderBy(asc(accountLists.createdAt), asc(accountLists.id)),
    ]);
    const firstList = new Map<string, string>();
    for (const { accountId, listId } of memberships) {
      if (!firstList.has(accountId)) firstList.set(accountId, listId);
    }
    const { rows, total } = await withTotal(found, page, () =>
      this.db
        .select({ total: count() })
        .from(accounts)
        .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
        .where(where),
    );
    return {
      rows: rows.map((row) => ({ ...row, accountListId: firstList.get(row.id) ?? null })),
      total,
    };
  }

  async countForOwner(ownerId: string, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(accounts)
      .where(and(eq(accounts.ownerId, ownerId), liveAccount));
    return Number(row?.n ?? 0);
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

  /**
   * Public accounts by type and exchange. With `page`, newest first (or oldest with order asc)
   * a page at a time, with the total as a window over the matches; without it every match, for
   * the caller to sort by name or by figures.
   */
  async publicPage(
    filter: { accountType?: string | undefined; exchange?: string | undefined },
    page?: { page: number; limit: number; order: 'asc' | 'desc' },
  ): Promise<{ rows: PublicAccountRow[]; total: number }> {
    const where = and(
      publiclyVisible,
      filter.accountType
        ? eq(accounts.accountType, filter.accountType as AccountRow['accountType'])
        : undefined,
      filter.exchange
        ? eq(sql`lower(${exchanges.code})`, filter.exchange.toLowerCase())
        : undefined,
    );
    const byCreation = page?.order === 'asc' ? asc : desc;
    // The page and the total in one statement (the total as a window over the matches).
    const query = this.db
      .select({ ...publicView, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(accounts)
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(where)
      .orderBy(byCreation(accounts.createdAt), byCreation(accounts.id));
    const found = await (page
      ? query.limit(page.limit).offset((page.page - 1) * page.limit)
      : query);
    return withTotal(found, page, () =>
      this.db
        .select({ total: count() })
        .from(accounts)
        .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
        .innerJoin(users, eq(users.id, accounts.ownerId))
        .where(where),
    );
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
