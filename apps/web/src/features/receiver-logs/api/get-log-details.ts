import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { ReceiverLogDetail } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { receiverLogsKeys } from './receiver-logs-keys';

/** Opened from a parent row ("details") or from a step ("metadata"): the spec has a message for each. */
export type LogDetailPurpose = 'details' | 'metadata';

const FAILURE: Record<LogDetailPurpose, string> = {
  details: MESSAGES.errors.logs.fetchLogDetails,
  metadata: MESSAGES.errors.logs.fetchFullMetadata,
};

/** GET /receiver-log/{id} (admin): one log with its full metadata, secrets redacted by the server. */
export async function getLogDetails(
  id: string,
  purpose: LogDetailPurpose,
  signal?: AbortSignal,
): Promise<ReceiverLogDetail> {
  const log = await apiFetch<ReceiverLogDetail>(`/receiver-log/${encodeURIComponent(id)}`, {
    defaultMessage: FAILURE[purpose],
    signal,
  });
  if (!log) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return log;
}

export const logDetailsQueryOptions = (id: string, purpose: LogDetailPurpose) =>
  queryOptions({
    queryKey: receiverLogsKeys.detail(id, purpose),
    queryFn: ({ signal }) => getLogDetails(id, purpose, signal),
  });

export function useLogDetails(id: string, purpose: LogDetailPurpose) {
  return useQuery(logDetailsQueryOptions(id, purpose));
}
