/**
 * Every in-process cache of the server, declared once, each with its policy (lib/cache.ts) and
 * why it may answer from memory. The composition root hands each to the feature that reads it.
 */
import type {
  Account,
  PublicAccount,
  PublicLeaderboardResponse,
  ReviewResponse,
} from '@pulso/domain';
import type { AppContext } from './context';
import { UntilChangedCache, UntilStampChangesCache } from './lib/cache';
import type { AccountsCaches, AccountVisibility, Page, PublicRows } from './modules/accounts';
import type { AuthCaches } from './modules/auth';
import {
  boardCache,
  type Figures,
  type LeaderboardCaches,
  type PublicStatsAccount,
} from './modules/trade-analysis';
import type { ProcessingAccount } from './modules/signals';
import type { ReceivingAccount } from './modules/trade-receiver';

export type Caches = ReturnType<typeof createCaches>;

export function createCaches(ctx: AppContext) {
  const changes = ctx.database.changes;
  // Pages bounded by rows (about 2 KB each with their JSON): some tens of MB at most.
  const pages = { max: 20_000, weigh: (page: { data: unknown[] }) => page.data.length + 1 };
  const rowsOf = (read: { rows: unknown[] }) => read.rows.length + 1;
  return {
    // Who a token or session is: asked by every request; users, roles and tokens rarely change.
    auth: {
      byToken: new UntilChangedCache(changes),
      byId: new UntilChangedCache(changes),
      tokenLive: new UntilChangedCache(changes),
    } satisfies AuthCaches,
    // The account lists' default pages: read far more often than accounts or lists change.
    accounts: {
      ownerPages: new UntilChangedCache<Page<Account>>(changes, pages),
      publicPages: new UntilChangedCache<Page<PublicAccount>>(changes, pages),
      publicRows: new UntilChangedCache<PublicRows>(changes, { max: 50_000, weigh: rowsOf }),
    } satisfies AccountsCaches,
    // Accounts' visibility, asked once per live event for all streams: accounts rarely change.
    visibility: new UntilChangedCache<AccountVisibility | null>(changes),
    // An account's webhook facts: asked by every delivery, re-checked by its insert (a guard).
    receiving: new UntilChangedCache<ReceivingAccount | undefined>(changes),
    // The account a signal is validated on: asked by every signal, at thousands a second.
    processing: new UntilChangedCache<ProcessingAccount | undefined>(changes),
    // Analytics' rollup sums: exact until a trade write bumps their accounts' versions.
    figures: new UntilStampChangesCache<Figures>({ max: 500 }),
    // Reviews (round trips, statistics, period risk): until their accounts' trades, funding or
    // stops change, or the minute turns; bounded by the trips and days they hold.
    reviews: new UntilStampChangesCache<ReviewResponse>({
      max: 50_000,
      weigh: (r) => r.roundTrips.length + (r.risk?.underwater.length ?? 0) / 10 + 10,
    }),
    // Cuentas Públicas' ranking: one computation shared by every visitor, refreshed behind them.
    boards: boardCache(),
    // The visitors' leaderboard (every home page): its accounts until an account changes, its
    // answers until their stamp (a second, those accounts, their aggregate versions) moves.
    leaderboards: {
      accounts: new UntilChangedCache<{ rows: PublicStatsAccount[]; key: string }>(changes, {
        max: 1,
      }),
      answers: new UntilStampChangesCache<PublicLeaderboardResponse>({ max: 64 }),
    } satisfies LeaderboardCaches,
  };
}
