import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  isNull,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { apiTokens, oidcPayloads, roles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserWithRole = UserRow & { roleName: string };

export interface UserFilter {
  role?: string | undefined;
  isActive?: boolean | undefined;
  email?: string | undefined;
  displayName?: string | undefined;
}

const withRole = { ...getTableColumns(users), roleName: roles.name };

/** Escapes LIKE wildcards, so a filter matches the text the admin typed. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class UsersRepository extends Repository {
  async findById(id: string, tx?: Db): Promise<UserWithRole | undefined> {
    const [row] = await this.q(tx)
      .select(withRole)
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(eq(users.id, id));
    return row;
  }

  /** The user of an unrevoked API token and the token's use, in one query (every request). */
  async findByActiveApiToken(
    tokenHash: string,
  ): Promise<{ user: UserWithRole; token: { id: string; lastUsedAt: Date | null } } | undefined> {
    const [row] = await this.db
      .select({ user: withRole, tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)));
    return row && { user: row.user, token: { id: row.tokenId, lastUsedAt: row.lastUsedAt } };
  }

  async findByUid(uid: string, tx?: Db): Promise<UserWithRole | undefined> {
    const [row] = await this.q(tx)
      .select(withRole)
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(eq(users.uid, uid));
    return row;
  }

  async findByEmail(email: string, tx?: Db): Promise<UserWithRole | undefined> {
    const [row] = await this.q(tx)
      .select(withRole)
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .orderBy(asc(users.createdAt))
      .limit(1);
    return row;
  }

  /** People only: system users (uid `system:…`, e.g. the demo data's owner) do not count. */
  async count(tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(users)
      .where(sql`${users.uid} not like 'system:%'`);
    return Number(row?.n ?? 0);
  }

  async insert(values: typeof users.$inferInsert, tx?: Db): Promise<string> {
    const [row] = await this.q(tx).insert(users).values(values).returning({ id: users.id });
    return row!.id;
  }

  async update(id: string, values: Partial<typeof users.$inferInsert>, tx?: Db): Promise<void> {
    await this.q(tx)
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  /**
   * Raises the user's session epoch, ending their sessions, and drops the embedded provider's
   * sign-in sessions of their identity (else its cookie would sign a lost device in again
   * without a password). False when there is no such user.
   */
  async endSessions(id: string, tx?: Db): Promise<boolean> {
    const [row] = await this.q(tx)
      .update(users)
      .set({ sessionEpoch: sql`${users.sessionEpoch} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ uid: users.uid });
    if (!row) return false;
    await this.q(tx)
      .delete(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, 'Session'),
          sql`${oidcPayloads.payload}->>'accountId' = ${row.uid}`,
        ),
      );
    return true;
  }

  /** Active admins other than `exceptId`: the last one may not be deactivated or demoted. */
  async otherActiveAdmins(exceptId: string, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(and(eq(roles.name, 'admin'), eq(users.isActive, true), ne(users.id, exceptId)));
    return Number(row?.n ?? 0);
  }

  async page(
    filter: UserFilter,
    page: number,
    limit: number,
  ): Promise<{ rows: UserWithRole[]; total: number }> {
    const where = and(...userConditions(filter));
    const base = () =>
      this.db.select(withRole).from(users).innerJoin(roles, eq(users.roleId, roles.id));
    const [rows, [totals]] = await Promise.all([
      base()
        .where(where)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db
        .select({ total: count() })
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(where),
    ]);
    return { rows, total: Number(totals?.total ?? 0) };
  }
}

function userConditions(f: UserFilter): SQL[] {
  const out: SQL[] = [];
  if (f.role) out.push(sql`(${roles.name} = ${f.role} or ${roles.id}::text = ${f.role})`);
  if (f.isActive !== undefined) out.push(eq(users.isActive, f.isActive));
  if (f.email) out.push(ilike(users.email, contains(f.email)));
  if (f.displayName) out.push(ilike(users.displayName, contains(f.displayName)));
  return out;
}
