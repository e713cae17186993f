import { REVIEW_DEFAULT_CAPITAL, type ReviewResponse, type Timeframe } from '@pulso/domain';
import type { AppContext } from '../../context';
import type { RefreshingCache, UntilStampChangesCache } from '../../lib/cache';
import type { PublicMetricsSource } from '../accounts';
import type { MarketData } from '../market-data';
import { accountMetrics } from './account-metrics';
import { PublicBoard, type Board } from './public-board';
import { DailyNetRepository } from './daily-net.repository';
import { ExcursionsService } from './excursions';
import { ExcursionsRepository } from './excursions.repository';
import { ExecutionService } from './execution';
import { ExecutionRepository } from './execution.repository';
import { createReviewGate, ReviewService } from './review';
import { RoundTripsRepository } from './round-trips.repository';
import { TradeAnalysisRepository, type Figures } from './trade-analysis.repository';
import { tradeAnalysisRoutes } from './trade-analysis.routes';
import { TradeAnalysisService } from './trade-analysis.service';
import { Leaderboard, type LeaderboardCaches } from './leaderboard';
import { LeaderboardRepository } from './leaderboard.repository';

export interface TradeAnalysisCaches {
  /** Rollup figures, until their accounts' aggregate versions change. */
  figures: UntilStampChangesCache<Figures>;
  /** Reviews, until what they read changes (RoundTripsRepository.stamp) or the minute turns. */
  reviews: UntilStampChangesCache<ReviewResponse>;
  /** Cuentas Públicas' ranking boards, shared by visitors. */
  boards: RefreshingCache<Board>;
  /** The visitors' leaderboard: its accounts and its answers. */
  leaderboards: LeaderboardCaches;
}

/** Analytics: read-only over the ledger's trades and rollups, and the public ranking board. */
export function createTradeAnalysisFeature(
  ctx: AppContext,
  deps: { marketData: MarketData; caches: TradeAnalysisCaches },
) {
  const analysis = new TradeAnalysisService({
    repository: new TradeAnalysisRepository(ctx.db),
    cache: deps.caches.figures,
    marketData: deps.marketData,
  });
  const board = new PublicBoard((ids, range) => analysis.metrics(ids, range), deps.caches.boards);
  // Reviews and their excursions read the same tables: one gate bounds them together.
  const reviewGate = createReviewGate();
  const publicMetrics: PublicMetricsSource = (ids, timeframe: Timeframe) =>
    board.metrics(ids, timeframe);
  return {
    service: analysis,
    /** The figures behind the accounts' sorts. */
    metrics: accountMetrics(analysis),
    publicMetrics,
    routes: tradeAnalysisRoutes(
      analysis,
      new Leaderboard(
        new LeaderboardRepository(ctx.db),
        (ids, range) => analysis.figuresOf(ids, range),
        deps.caches.leaderboards,
      ),
      new ReviewService(
        reviewGate,
        new RoundTripsRepository(ctx.db),
        new DailyNetRepository(ctx.db),
        ctx.config.paperStartingBalance > 0
          ? ctx.config.paperStartingBalance
          : REVIEW_DEFAULT_CAPITAL,
        deps.caches.reviews,
      ),
      // The source is read per request: a test may swap the market of a running app.
      new ExcursionsService(
        reviewGate,
        new ExcursionsRepository(ctx.db),
        () => deps.marketData.source,
      ),
      new ExecutionService(reviewGate, new ExecutionRepository(ctx.db)),
      ctx.config,
    ),
  };
}
