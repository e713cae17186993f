import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { PnlResponse } from '@pulso/domain/schemas';
import { analyticsKeys, fetchAnalytics, type AnalyticsParams } from './analytics-request';

/** GET or POST /trade-analysis/pnl: pnlData, performanceStats, timeSeriesData. */
export function getPnl(params: AnalyticsParams, signal?: AbortSignal): Promise<PnlResponse> {
  return fetchAnalytics('pnl', params, MESSAGES.errors.analytics.pnl, signal);
}

export const pnlQueryOptions = (params: AnalyticsParams) =>
  queryOptions({
    queryKey: analyticsKeys.of('pnl', params),
    queryFn: ({ signal }) => getPnl(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePnl(params: AnalyticsParams, enabled = true) {
  return useQuery({ ...pnlQueryOptions(params), enabled });
}

/** The volume view's own pnl call for its time series (spec §7), with its own message. */
export const pnlSeriesQueryOptions = (params: AnalyticsParams) =>
  queryOptions({
    queryKey: analyticsKeys.of('pnl-series', params),
    queryFn: ({ signal }) =>
      fetchAnalytics<PnlResponse>('pnl', params, MESSAGES.errors.analytics.pnlTimeSeries, signal),
    placeholderData: keepPreviousData,
  });

export function usePnlTimeSeries(params: AnalyticsParams) {
  return useQuery(pnlSeriesQueryOptions(params));
}
