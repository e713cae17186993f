import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExecutionResponse } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { reviewKeys, type ReviewParams } from './review-keys';

const FETCH_FAILED = 'No se pudo calcular la calidad de ejecución.';

/**
 * GET /trade-analysis/review/execution: slippage and latency of the signals that executed in the
 * review's period (the owner's view only; a visitor's page does not ask). Under the review's key,
 * so a new trade marks it stale with the review.
 */
export function useExecution(params: ReviewParams) {
  const { scope, accountId, accountIds, timeframe, customDateRange } = params;
  return useQuery({
    queryKey: [...reviewKeys.all, 'execution', accountId, accountIds, timeframe, customDateRange],
    queryFn: async ({ signal }) =>
      apiFetch<ExecutionResponse>('/trade-analysis/review/execution', {
        query: {
          accountId,
          ...(accountIds ? { accountIds: accountIds.join(',') } : {}),
          timeframe,
          ...(timeframe === 'custom' && customDateRange ? customDateRange : {}),
        },
        defaultMessage: FETCH_FAILED,
        silent: true,
        signal,
      }),
    enabled: scope === 'private',
    placeholderData: keepPreviousData,
  });
}
