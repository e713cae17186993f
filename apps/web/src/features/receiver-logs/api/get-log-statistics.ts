import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { ReceiverLogStatistics } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { receiverLogsKeys, type ReceiverLogsRange } from './receiver-logs-keys';

/** GET /receiver-log/statistics (admin); 'Failed to fetch log statistics'. */
export async function getLogStatistics(
  range: ReceiverLogsRange,
  signal?: AbortSignal,
): Promise<ReceiverLogStatistics> {
  const stats = await apiFetch<ReceiverLogStatistics>('/receiver-log/statistics', {
    query: { ...range },
    defaultMessage: MESSAGES.errors.logs.fetchLogStatistics,
    signal,
  });
  if (!stats) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return stats;
}

export const logStatisticsQueryOptions = (range: ReceiverLogsRange) =>
  queryOptions({
    queryKey: receiverLogsKeys.statistics(range),
    queryFn: ({ signal }) => getLogStatistics(range, signal),
    placeholderData: keepPreviousData,
  });

export function useLogStatistics(range: ReceiverLogsRange) {
  return useQuery(logStatisticsQueryOptions(range));
}
