import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accountListMembers, accountLists, accounts } from '../../db/schema';
import { liveAccount } from '../accounts';

export type AccountListRow = typeof accountLists.$inferSelect & { accountIds: string[] };

export class AccountListsRepository extends Repository {
  /** Which of `ids` are the owner's live accounts (a list holds only those). */
  async ownAccountIds(ownerId: string, ids: string[], tx?: Db): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.q(tx)
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.ownerId, ownerId), inArray(accounts.id, ids), liveAccount));
    return rows.map((r) => r.id);
  }

  async page(
    ownerId: string,
    page: number,
    limit: number,
  ): Promise<{ rows: AccountListRow[]; total: number }> {
    const [lists, [totals]] = await Promise.all([
      this.db
        .select()
        .from(accountLists)
        .where(eq(accountLists.ownerId, ownerId))
        .orderBy(asc(accountLists.name), asc(accountLists.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: count() }).from(accountLists).where(eq(accountLists.ownerId, ownerId)),
    ]);
    return { rows: await this.withMembers(lists), total: Number(totals?.n ?? 0) };
  }

  async findOwned(id: string, ownerId: string, tx?: Db): Promise<AccountListRow | undefined> {
    const [list] = await this.q(tx)
      .select()
      .from(accountLists)
      .where(and(eq(accountLists.id, id), eq(accountLists.ownerId, ownerId)));
    return list && (await this.withMembers([list], tx))[0];
  }

  /**
   * Whether another list of the owner already has this name, trimmed and in any case. Takes a
   * per-owner lock first, so two concurrent saves of one name cannot both pass the check.
   */
  async nameTaken(
    ownerId: string,
    name: string,
    exceptId: string | null,
    tx: Db,
  ): Promise<boolean> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`account_lists:${ownerId}`}, 0))`,
    );
    const [row] = await tx
      .select({ id: accountLists.id })
      .from(accountLists)
      .where(
        and(
          eq(accountLists.ownerId, ownerId),
          sql`lower(trim(${accountLists.name})) = lower(trim(${name}))`,
          exceptId ? ne(accountLists.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async insert(
    values: typeof accountLists.$inferInsert,
    accountIds: string[],
    tx: Db,
  ): Promise<string> {
    const [row] = await tx.insert(accountLists).values(values).returning({ id: accountLists.id });
    await this.replaceMembers(row!.id, accountIds, tx);
    return row!.id;
  }

  async update(
    id: string,
    values: { name: string; description: string | null },
    accountIds: string[],
    tx: Db,
  ): Promise<void> {
    await tx
      .update(accountLists)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(accountLists.id, id));
    await this.replaceMembers(id, accountIds, tx);
  }

  async delete(id: string, tx?: Db): Promise<void> {
    await this.q(tx).delete(accountLists).where(eq(accountLists.id, id));
  }

  private async replaceMembers(listId: string, accountIds: string[], tx: Db): Promise<void> {
    await tx.delete(accountListMembers).where(eq(accountListMembers.listId, listId));
    if (accountIds.length > 0) {
      await tx
        .insert(accountListMembers)
        .values(accountIds.map((accountId) => ({ listId, accountId })));
    }
  }

  private async withMembers(
    lists: (typeof accountLists.$inferSelect)[],
    tx?: Db,
  ): Promise<AccountListRow[]> {
    if (lists.length === 0) return [];
    const members = await this.q(tx)
      .select()
      .from(accountListMembers)
      .where(
        inArray(
          accountListMembers.listId,
          lists.map((l) => l.id),
        ),
      );
    return lists.map((list) => ({
      ...list,
      accountIds: members.filter((m) => m.listId === list.id).map((m) => m.accountId),
    }));
  }
}
