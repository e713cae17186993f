import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { RiskLimits } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { riskLimitsPath } from './entries-pause-paths';
import { entriesPauseKeys } from './entries-pause-keys';

const FETCH_FAILED = 'No se pudo cargar el límite de pérdida diaria.';

/** GET /accounts/{id}/risk-limits: the daily loss limit and the day's realized PnL (owner or admin). */
export async function getRiskLimits(accountId: string, signal?: AbortSignal): Promise<RiskLimits> {
  const limits = await apiFetch<RiskLimits>(riskLimitsPath(accountId), {
    defaultMessage: FETCH_FAILED,
    // The form says it inline, with the server's message.
    silent: true,
    signal,
  });
  // null: a 401, and the session is already being closed.
  if (!limits) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return limits;
}

export const riskLimitsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: entriesPauseKeys.riskLimits(accountId),
    queryFn: ({ signal }) => getRiskLimits(accountId, signal),
  });

export function useRiskLimits(accountId: string) {
  return useQuery(riskLimitsQueryOptions(accountId));
}
