import {
  LEADERBOARD_MINIMUM_TRADES,
  leaderboardMinimumDays,
  rankLeaderboard,
  recoveryFactor,
  resolveRange,
  type AccountFigures,
  type DataOrigin,
  type LeaderboardRanking,
  type PublicLeaderboardResponse,
  type ResolvedRange,
  type Timeframe,
} from '@pulso/domain';
import type { UntilChangedCache, UntilStampChangesCache } from '../../lib/cache';
import { MicroBatcher } from '../../lib/micro-batcher';
import type { LeaderboardRepository, PublicStatsAccount } from './leaderboard.repository';

/** While an account's trades change, its origins are read again at most this often. */
export const ORIGINS_FRESH_MS = 60_000;
/** And at least this often (a rolling range moves on). */
export const ORIGINS_MAX_AGE_MS = 10 * 60_000;
/** Accounts × timeframes whose origins are kept (the board lists 200 accounts). */
const ORIGINS_KEPT = 4_000;

/** The leaderboard's caches (declared in caches.ts). */
export interface LeaderboardCaches {
  /** The public accounts sharing their statistics, until an account, user or exchange changes. */
  accounts: UntilChangedCache<{ rows: PublicStatsAccount[]; key: string }>;
  /** Answers per timeframe, size and ranking, under the stamp `top` reads. */
  answers: UntilStampChangesCache<PublicLeaderboardResponse>;
}

/** The headline figures of accounts over a range (TradeAnalysisService.figuresOf). */
export type FiguresOf = (
  accountIds: readonly string[],
  range: ResolvedRange,
) => Promise<Map<string, AccountFigures>>;

/**
 * The visitors' leaderboard (every home page), honest (issue 38): ranked by ROI, by the recovery
 * factor or by consistency among the public accounts with the minimum trades and days; the rest
 * are shown after them, unranked; each with its N, days, max drawdown and the origins of its
 * fills. One answer per second and trade change, shared by every visitor.
 */
export class Leaderboard {
  constructor(
    private readonly repo: LeaderboardRepository,
    private readonly figuresOf: FiguresOf,
    private readonly caches: LeaderboardCaches | undefined,
    private readonly clock: () => number = Date.now,
  ) {}

  async top(
    timeframe: Timeframe,
    limit: number,
    rankBy: LeaderboardRanking,
  ): Promise<PublicLeaderboardResponse> {
    if (!this.caches)
      return this.compute(timeframe, limit, rankBy, await this.repo.publicStatsAccounts());
    const { accounts: listed, answers } = this.caches;
    const accounts = await listed.get('public', async () => {
      const rows = await this.repo.publicStatsAccounts();
      return { rows, key: String(++this.listings) };
    });
    const versions = await this.boardVersions.add(accounts);
    const stamp = `${Math.floor(this.clock() / 1000)}|${accounts.key}|${versions}`;
    return answers.get(`${timeframe}|${limit}|${rankBy}`, stamp, () =>
      this.compute(timeframe, limit, rankBy, accounts.rows),
    );
  }

  /** Each read of the public accounts, numbered: an answer's stamp names the one it used. */
  private listings = 0;

  /**
   * The sum of the board's accounts' versions, one statement for every visitor waiting on it: a
   * visitor who arrives while one is read waits for the next, which starts after their arrival
   * and so sees every trade committed before it (MicroBatcher's rule).
   */
  private readonly boardVersions = new MicroBatcher<
    { rows: PublicStatsAccount[]; key: string },
    string
  >(
    async (listings) => {
      const sums = new Map<string, Promise<string>>();
      for (const { rows, key } of listings) {
        if (!sums.has(key)) sums.set(key, this.repo.versionSum(rows.map((a) => a.id)));
      }
      return Promise.all(
        listings.map(async ({ key }) => ({ ok: true as const, value: await sums.get(key)! })),
      );
    },
    { maxInFlight: 1, maxBatch: 100_000 },
  );

  /** Each account's origins per timeframe, with the version and time they were read at. */
  private readonly origins = new Map<
    string,
    { version: string; at: number; origins: DataOrigin[] }
  >();

  /**
   * The origins of the board's accounts' fills. Reading them scans the range's fills, so an
   * account's answer is kept while its trades stay as they were, and read again at most every
   * ORIGINS_FRESH_MS while they change (a busy account on the board is not scanned every second)
   * — and every ORIGINS_MAX_AGE_MS regardless, as a rolling range moves on.
   */
  private async originsOf(
    ids: readonly string[],
    timeframe: Timeframe,
    range: ResolvedRange,
  ): Promise<Map<string, DataOrigin[]>> {
    if (ids.length === 0) return new Map();
    const now = this.clock();
    const versions = await this.repo.versions(ids);
    const key = (id: string) => `${timeframe}|${id}`;
    const stale = ids.filter((id) => {
      const kept = this.origins.get(key(id));
      if (!kept || now - kept.at >= ORIGINS_MAX_AGE_MS) return true;
      return kept.version !== versions.get(id) && now - kept.at >= ORIGINS_FRESH_MS;
    });
    if (stale.length > 0) {
      const read = await this.repo.origins(stale, range);
      if (this.origins.size > ORIGINS_KEPT) this.origins.clear();
      for (const id of stale) {
        this.origins.set(key(id), {
          version: versions.get(id)!,
          at: now,
          origins: read.get(id) ?? [],
        });
      }
    }
    return new Map(ids.map((id) => [id, this.origins.get(key(id))!.origins]));
  }

  private async compute(
    timeframe: Timeframe,
    limit: number,
    rankBy: LeaderboardRanking,
    accounts: readonly PublicStatsAccount[],
  ): Promise<PublicLeaderboardResponse> {
    const range = resolveRange({ timeframe }, new Date(this.clock()));
    const ids = accounts.map((a) => a.id);
    const [figures, days] = await Promise.all([
      this.figuresOf(ids, range),
      this.repo.dayCounts(ids, range),
    ]);
    const minimumDays = leaderboardMinimumDays(range);
    const board = rankLeaderboard(
      accounts.map((a) => {
        const { accountId, ...f } = figures.get(a.id)!;
        const day = days.get(a.id) ?? { active: 0, winning: 0 };
        return {
          id: accountId,
          name: a.name,
          accountType: a.account_type,
          exchangeName: a.exchange_name,
          ...f,
          recovery: recoveryFactor(Number(f.totalPnL), Number(f.maxDrawdown)),
          consistency: day.active > 0 ? day.winning / day.active : null,
          activeDays: day.active,
        };
      }),
      rankBy,
      minimumDays,
    ).slice(0, limit);
    const origins = await this.originsOf(
      board.map((e) => e.id),
      timeframe,
      range,
    );
    return {
      data: board.map((e) => ({ ...e, origins: origins.get(e.id) ?? [] })),
      minimumTrades: LEADERBOARD_MINIMUM_TRADES,
      minimumDays,
    };
  }
}
