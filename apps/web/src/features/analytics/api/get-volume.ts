import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { VolumeResponse } from '@pulso/domain/schemas';
import { analyticsKeys, fetchAnalytics, type AnalyticsParams } from './analytics-request';

/** GET or POST /trade-analysis/volume: volumeData. */
export function getVolume(params: AnalyticsParams, signal?: AbortSignal): Promise<VolumeResponse> {
  return fetchAnalytics('volume', params, MESSAGES.errors.analytics.volume, signal);
}

export const volumeQueryOptions = (params: AnalyticsParams) =>
  queryOptions({
    queryKey: analyticsKeys.of('volume', params),
    queryFn: ({ signal }) => getVolume(params, signal),
    placeholderData: keepPreviousData,
  });

export function useVolume(params: AnalyticsParams) {
  return useQuery(volumeQueryOptions(params));
}
