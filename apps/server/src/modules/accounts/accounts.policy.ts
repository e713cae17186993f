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

/**
 * What decides who may see an account, as raw facts: the live events' hub keeps them per account
 * (and a change's event carries the facts from before it), and asks `visitorMayRead` below.
 */
export interface AccountVisibility {
  ownerId: string;
  isPublic: boolean;
  isActive: boolean;
  ownerActive: boolean;
  publicStats: boolean;
  publicTrades: boolean;
  deleted: boolean;
}

/**
 * Whether a visitor (anyone, signed in or not) may read a live event about an account in this
 * state — the rule of the public routes: its trades (GET /api/trade/account/{id}) when it shows
 * them, its figures (/api/trade-analysis/public/…, the leaderboard) when it shares them, and that
 * it changed (GET /api/account/public/{id}, the public list) while it is publicly visible.
 * Everything else of an account (signals, steps, copies, deployments, logs) is its owner's.
 */
export function visitorMayRead(eventType: string, account: AccountVisibility | undefined): boolean {
  if (!account || account.deleted || !isPubliclyVisible(account)) return false;
  switch (eventType) {
    case 'trade.recorded':
      return account.publicTrades;
    case 'analytics.changed':
      return account.publicStats;
    case 'account.changed':
      return true;
    default:
      return false;
  }
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
