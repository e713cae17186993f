import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { AssetAllocationResponse } from '@pulso/domain/schemas';
import { analyticsKeys, fetchAnalytics, type AnalyticsParams } from './analytics-request';

/** GET or POST /trade-analysis/asset-allocation: assetAllocation, topAssets, dateRange. */
export function getAssetAllocation(
  params: AnalyticsParams,
  signal?: AbortSignal,
): Promise<AssetAllocationResponse> {
  return fetchAnalytics(
    'asset-allocation',
    params,
    MESSAGES.errors.analytics.assetAllocation,
    signal,
  );
}

export const assetAllocationQueryOptions = (params: AnalyticsParams) =>
  queryOptions({
    // Not grouped: the grouping does not change the allocation.
    queryKey: analyticsKeys.of('asset-allocation', { ...params, grouping: '1d' }),
    queryFn: ({ signal }) => getAssetAllocation(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAssetAllocation(params: AnalyticsParams) {
  return useQuery(assetAllocationQueryOptions(params));
}
