import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES, type Timeframe } from '@pulso/domain/core';
import type { AccountFigures } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /trade-analysis/public/figures (no token): PnL, ROI, win rate, trades, volume and max
 * drawdown of a page of public accounts, by id (only those sharing their stats come back).
 */
export function usePublicFigures(accountIds: readonly string[], timeframe: Timeframe) {
  const ids = [...accountIds].sort();
  return useQuery({
    queryKey: ['tradeAnalysis', 'publicFigures', timeframe, ids] as const,
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await apiFetch<{ data: AccountFigures[] }>('/trade-analysis/public/figures', {
        query: { timeframe, accountIds: ids.join(',') },
        defaultMessage: MESSAGES.errors.analytics.pnl,
        auth: false,
        signal,
      });
      return new Map((answer?.data ?? []).map((f) => [f.accountId, f]));
    },
  });
}
