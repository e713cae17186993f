import {
  analyticsBody,
  analyticsQuery,
  assetAllocationResponse,
  pnlResponse,
  publicAnalyticsBody,
  publicAnalyticsQuery,
  publicFiguresQuery,
  publicFiguresResponse,
  publicLeaderboardQuery,
  publicLeaderboardResponse,
  publicReviewQuery,
  excursionsBody,
  executionQuery,
  executionResponse,
  excursionsResponse,
  reviewQuery,
  reviewResponse,
  type ExcursionsBody,
  volumeResponse,
} from '@pulso/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../plugins/access';
import type { ExcursionsService } from './excursions';
import type { ExecutionService } from './execution';
import type { ReviewService } from './review';
import type { Leaderboard } from './leaderboard';
import type { TradeAnalysisService } from './trade-analysis.service';
import { type Analysis, type AnalyticsInput } from './trade-analysis.service';
import { publicReadLimit } from '../../plugins/security';

type Shape = 'pnl' | 'asset-allocation' | 'volume';
const RESPONSES: Record<Shape, z.ZodType> = {
  pnl: pnlResponse,
  'asset-allocation': assetAllocationResponse,
  volume: volumeResponse,
};

function shape(kind: Shape, a: Analysis) {
  // DESIGN §7's caveat: the coins without a USD price, beside every figure they leave out.
  const caveat = a.unpriced ? { unpriced: a.unpriced } : {};
  if (kind === 'pnl') {
    return {
      pnlData: a.pnlData,
      performanceStats: a.performanceStats,
      timeSeriesData: a.timeSeriesData,
      dateRange: a.dateRange,
      grouping: a.grouping,
      ...caveat,
    };
  }
  if (kind === 'asset-allocation') {
    return {
      assetAllocation: a.assetAllocation,
      topAssets: a.topAssets,
      dateRange: a.dateRange,
      ...caveat,
    };
  }
  return { volumeData: a.volumeData, dateRange: a.dateRange, ...caveat };
}

/**
 * Spec §7's analytics: GET (timeframe, grouping, accountId) and POST (timeframe, customDateRange,
 * grouping, accountId or accountIds) for pnl, asset-allocation and volume; the same under
 * /trade-analysis/public/ for public accounts with publicStats. Someone else's account: 404.
 */
export function tradeAnalysisRoutes(
  service: TradeAnalysisService,
  leaderboard: Leaderboard,
  review: ReviewService,
  excursions: ExcursionsService,
  execution: ExecutionService,
  config: Config,
): FastifyPluginAsyncZod {
  const accountsOf = (body: ExcursionsBody) => ({
    accountIds: [...new Set(body.trips.map((t) => t.accountId))],
  });
  const own = async (kind: Shape, request: FastifyRequest, input: AnalyticsInput) => {
    const ids = await service.readableAccounts(currentUser(request), input);
    return shape(kind, await service.analyze(ids, input));
  };
  const anyone = async (kind: Shape, input: AnalyticsInput) =>
    shape(kind, await service.analyze(await service.publicAccounts(input), input));

  return async (app) => {
    app.get(
      '/trade-analysis/public/leaderboard',
      {
        config: { access: 'public', rateLimit: publicReadLimit(config) },
        schema: {
          tags: ['trade-analysis'],
          querystring: publicLeaderboardQuery,
          response: { 200: publicLeaderboardResponse },
        },
      },
      async (request) =>
        leaderboard.top(request.query.timeframe, request.query.limit, request.query.rankBy),
    );
    app.get(
      '/trade-analysis/public/figures',
      {
        config: { access: 'public', rateLimit: publicReadLimit(config) },
        schema: {
          tags: ['trade-analysis'],
          summary:
            'PnL, ROI, win rate, trades, volume and max drawdown of up to 25 public accounts',
          // A batch for a page of the public board: one account that stopped sharing between
          // the list and this read must not take the others' figures down with a 404.
          description:
            'An id that is not a public account sharing its statistics (private, hidden, deleted or unknown) is left out of `data` rather than failing the whole batch; the single-account public routes answer 404 for it.',
          querystring: publicFiguresQuery,
          response: { 200: publicFiguresResponse },
        },
      },
      async (request) => ({
        data: await service.publicFigures(request.query.accountIds, request.query.timeframe),
      }),
    );
    app.get(
      '/trade-analysis/review',
      {
        config: { access: 'user' },
        schema: {
          tags: ['trade-analysis'],
          summary: 'Round trips closed in a range and their trade-level statistics',
          querystring: reviewQuery,
          response: { 200: reviewResponse },
        },
      },
      async (request) =>
        review.review(
          await service.readableAccounts(currentUser(request), request.query),
          request.query,
          'all',
        ),
    );
    app.get(
      '/trade-analysis/public/review',
      {
        config: { access: 'public', rateLimit: publicReadLimit(config) },
        schema: {
          tags: ['trade-analysis'],
          summary: 'The review of a public account that shares its statistics',
          querystring: publicReviewQuery,
          response: { 200: reviewResponse },
        },
      },
      async (request) =>
        review.review(await service.publicAccounts(request.query), request.query, 'published'),
    );
    app.get(
      '/trade-analysis/review/execution',
      {
        config: { access: 'user' },
        schema: {
          tags: ['trade-analysis'],
          summary: 'Slippage and latency of the signals that executed in a range',
          description:
            "Each trade a signal placed in the period (the latest 200 listed; the summary counts them all): the alert's price and time, Pulso's receipt, the signal's end and the fill. `slippageBps` is how much worse than the alert's price the fill was, in basis points (negative: better). Latencies in milliseconds: delivery (alert → receipt), processing (receipt → end), alert → fill. Each distribution has its N and `few` below 30. The owner's only; another user's account answers 404.",
          querystring: executionQuery,
          response: { 200: executionResponse },
        },
      },
      async (request) =>
        execution.of(
          await service.readableAccounts(currentUser(request), request.query),
          request.query,
        ),
    );
    app.post(
      '/trade-analysis/review/excursions',
      {
        config: { access: 'user' },
        schema: {
          tags: ['trade-analysis'],
          summary: 'MAE and MFE of closed round trips, from the market candles',
          description:
            "Each trip named by the review (accountId, asset, openedAtMs) that is closed: its worst and best price while open and their value in USD and R. Only candles wholly inside the trip count, with the entry and exit prices; missing candles are counted in `missingBars`, never guessed. `excursion` is null for a market Pulso has no candles of. An account that is not the caller's answers 404.",
          body: excursionsBody,
          response: { 200: excursionsResponse },
        },
      },
      async (request) => {
        await service.readableAccounts(currentUser(request), accountsOf(request.body));
        return excursions.of(request.body.trips, 'all');
      },
    );
    app.post(
      '/trade-analysis/public/review/excursions',
      {
        config: { access: 'public', rateLimit: publicReadLimit(config) },
        schema: {
          tags: ['trade-analysis'],
          summary: 'MAE and MFE of round trips of public accounts that share their statistics',
          body: excursionsBody,
          response: { 200: excursionsResponse },
        },
      },
      async (request) => {
        await service.publicAccounts(accountsOf(request.body));
        return excursions.of(request.body.trips, 'published');
      },
    );
    for (const kind of ['pnl', 'asset-allocation', 'volume'] as const) {
      const response = { 200: RESPONSES[kind] };
      const tags = ['trade-analysis'];
      app.get(
        `/trade-analysis/${kind}`,
        { config: { access: 'user' }, schema: { tags, querystring: analyticsQuery, response } },
        async (request) => own(kind, request, request.query),
      );
      app.post(
        `/trade-analysis/${kind}`,
        { config: { access: 'user' }, schema: { tags, body: analyticsBody, response } },
        async (request) => own(kind, request, request.body),
      );
      app.get(
        `/trade-analysis/public/${kind}`,
        {
          config: { access: 'public', rateLimit: publicReadLimit(config) },
          schema: { tags, querystring: publicAnalyticsQuery, response },
        },
        async (request) => anyone(kind, request.query),
      );
      app.post(
        `/trade-analysis/public/${kind}`,
        {
          config: { access: 'public', rateLimit: publicReadLimit(config) },
          schema: { tags, body: publicAnalyticsBody, response },
        },
        async (request) => anyone(kind, request.body),
      );
    }
  };
}
