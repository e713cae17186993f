import type { CustomDateRange, Grouping, Timeframe } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';

/** What every analytics call carries (spec §3 "Analytics request"). */
export interface AnalyticsParams {
  /** 'public': the /trade-analysis/public/... variants, without a token. */
  scope: 'private' | 'public';
  /** Undefined: all of the caller's accounts (private scope only). */
  accountIds?: readonly string[];
  timeframe: Timeframe;
  customDateRange: CustomDateRange | null;
  grouping: Grouping;
}

export type AnalyticsKind = 'pnl' | 'asset-allocation' | 'volume';

export const analyticsKeys = {
  all: ['tradeAnalysis'] as const,
  of: (kind: AnalyticsKind | 'pnl-series', params: AnalyticsParams) =>
    ['tradeAnalysis', kind, params] as const,
};

/**
 * Spec §7: POST when the timeframe is custom or several accountIds are given; otherwise GET with
 * timeframe, grouping and accountId as query parameters.
 */
export async function fetchAnalytics<T>(
  kind: AnalyticsKind,
  params: AnalyticsParams,
  defaultMessage: string,
  signal?: AbortSignal,
): Promise<T> {
  const path = `/trade-analysis/${params.scope === 'public' ? 'public/' : ''}${kind}`;
  const ids = params.accountIds;
  const post = params.timeframe === 'custom' || (ids !== undefined && ids.length > 1);
  const common = { defaultMessage, auth: params.scope === 'private', signal };
  const result = post
    ? await apiFetch<T>(path, {
        ...common,
        method: 'POST',
        body: {
          timeframe: params.timeframe,
          ...(params.timeframe === 'custom' && params.customDateRange
            ? { customDateRange: params.customDateRange }
            : {}),
          ...(kind === 'asset-allocation' ? {} : { grouping: params.grouping }),
          ...(ids ? { accountIds: ids } : {}),
        },
      })
    : await apiFetch<T>(path, {
        ...common,
        query: {
          timeframe: params.timeframe,
          grouping: kind === 'asset-allocation' ? undefined : params.grouping,
          accountId: ids?.[0],
        },
      });
  if (result === undefined || result === null) throw new Error(defaultMessage);
  return result;
}
