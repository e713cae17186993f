/**
 * Who may see an account, in one place: every feature that decides "live", "publicly visible"
 * or "owner or admin" asks here, in TypeScript or in SQL.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { accounts, users } from '../../db/schema';
import { ownedOrAdmin, type AuthUser } from '../../lib/actor';

/** Live: not deleted. Deletion is soft (trades and logs stay), so every read filters on it. */
export const liveAccount: SQL = isNull(accounts.deletedAt);

/** The same rule in raw SQL, over an alias of the accounts table. */
export const liveAccountSql = (alias: string): SQL => sql.raw(`${alias}.deleted_at is null`);

/**
 * Publicly visible: live, marked public, active, and its owner active. Visitors see nothing
 * else; what they see of it is further chosen by publicStats and publicTrades.
 */
export const publiclyVisible: SQL = and(
  liveAccount,
  eq(accounts.isPublic, true),
  eq(accounts.isActive, true),
  eq(users.isActive, true),
)!;

/** The same rule in raw SQL, over aliases of accounts and of its owner (users). */
export const publiclyVisibleSql = (account: string, owner: string): SQL =>
  sql.raw(
    `(${account}.deleted_at is null and ${account}.is_public and ${account}.is_active and ${owner}.is_active)`,
  );

/** The rule on a row already read (live rows only: the reader filtered deleted ones). */
export function isPubliclyVisible(account: {
  isPublic: boolean;
  isActive: boolean;
  ownerActive: boolean;
}): boolean {
  return account.isPublic && account.isActive && account.ownerActive;
}

/** Its owner, or an admin: who may read and change an account and what hangs from it. */
export function canManageAccount(
  user: AuthUser | null,
  account: { ownerId: string } | undefined,
): boolean {
  return user !== null && ownedOrAdmin(user, account);
}

/** Who may read an account's trades: its owner or an admin, or anyone when it shows them. */
export function canReadTrades(
  user: AuthUser | null,
  account: {
    ownerId: string;
    isPublic: boolean;
    isActive: boolean;
    ownerActive: boolean;
    publicTrades: boolean;
  },
): boolean {
  return canManageAccount(user, account) || (isPubliclyVisible(account) && account.publicTrades);
}
