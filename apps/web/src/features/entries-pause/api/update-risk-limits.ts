import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { RiskLimits, RiskLimitsBody } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { riskLimitsPath } from './entries-pause-paths';
import { entriesPauseKeys } from './entries-pause-keys';

const UPDATE_FAILED = 'No se pudo guardar el límite de la cuenta.';

/**
 * The saved limits as a body: a form that changes one of them sends the others as they are (a
 * PUT replaces them whole).
 */
export function limitsBody(saved: RiskLimits): RiskLimitsBody {
  return {
    ...(saved.dailyLossLimit !== null ? { dailyLossLimit: saved.dailyLossLimit } : {}),
    ...(saved.tradingWindows.length > 0
      ? { tradingWindows: saved.tradingWindows, closeAtWindowEnd: saved.closeAtWindowEnd }
      : {}),
    ...(saved.approvalMinutes !== null ? { approvalMinutes: saved.approvalMinutes } : {}),
    ...(saved.maxOpenPositions !== null ? { maxOpenPositions: saved.maxOpenPositions } : {}),
    ...(saved.maxGrossExposure !== null ? { maxGrossExposure: saved.maxGrossExposure } : {}),
    ...(saved.lossCooldown !== null ? { lossCooldown: saved.lossCooldown } : {}),
    ...(saved.maxDrawdown !== null
      ? { maxDrawdown: saved.maxDrawdown, closeAtMaxDrawdown: saved.closeAtMaxDrawdown }
      : {}),
  };
}

/**
 * PUT /accounts/{id}/risk-limits: replaces the account's limits whole, so a body without
 * `dailyLossLimit` removes it (owner or admin).
 */
export async function updateRiskLimits({
  accountId,
  body,
}: {
  accountId: string;
  body: RiskLimitsBody;
}): Promise<RiskLimits> {
  const limits = await apiFetch<RiskLimits>(riskLimitsPath(accountId), {
    method: 'PUT',
    body,
    defaultMessage: UPDATE_FAILED,
    // The form says a refusal under its field, not in a toast as well.
    silent: true,
  });
  // null: a 401, and the session is already being closed.
  if (!limits) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return limits;
}

export function useUpdateRiskLimits(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiskLimitsBody) => updateRiskLimits({ accountId, body }),
    onSuccess: (limits) => queryClient.setQueryData(entriesPauseKeys.riskLimits(accountId), limits),
  });
}
