import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type Timeframe } from '@pulso/domain/core';
import type { LeaderboardEntry } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

/** GET /trade-analysis/public/leaderboard: the best public accounts by ROI (no token). */
export async function getPublicLeaderboard(
  timeframe: Timeframe,
  signal?: AbortSignal,
): Promise<LeaderboardEntry[]> {
  const answer = await apiFetch<{ data: LeaderboardEntry[] }>(
    '/trade-analysis/public/leaderboard',
    {
      query: { timeframe, limit: 5 },
      defaultMessage: MESSAGES.errors.analytics.pnl,
      auth: false,
      signal,
    },
  );
  return answer?.data ?? [];
}

export const publicLeaderboardQueryOptions = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: ['tradeAnalysis', 'leaderboard', timeframe] as const,
    queryFn: ({ signal }) => getPublicLeaderboard(timeframe, signal),
  });

export function usePublicLeaderboard(timeframe: Timeframe) {
  return useQuery(publicLeaderboardQueryOptions(timeframe));
}
