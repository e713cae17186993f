import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type LeaderboardRanking, type Timeframe } from '@pulso/domain/core';
import type { PublicLeaderboardResponse } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /trade-analysis/public/leaderboard (no token): the best public accounts by `rankBy` among
 * those with the minimum trades and days, then the others unranked.
 */
export async function getPublicLeaderboard(
  timeframe: Timeframe,
  rankBy: LeaderboardRanking,
  signal?: AbortSignal,
): Promise<PublicLeaderboardResponse | null> {
  return apiFetch<PublicLeaderboardResponse>('/trade-analysis/public/leaderboard', {
    query: { timeframe, limit: 5, rankBy },
    defaultMessage: MESSAGES.errors.analytics.pnl,
    auth: false,
    signal,
  });
}

export const publicLeaderboardQueryOptions = (timeframe: Timeframe, rankBy: LeaderboardRanking) =>
  queryOptions({
    queryKey: ['tradeAnalysis', 'leaderboard', timeframe, rankBy] as const,
    queryFn: ({ signal }) => getPublicLeaderboard(timeframe, rankBy, signal),
  });

export function usePublicLeaderboard(timeframe: Timeframe, rankBy: LeaderboardRanking) {
  return useQuery(publicLeaderboardQueryOptions(timeframe, rankBy));
}
