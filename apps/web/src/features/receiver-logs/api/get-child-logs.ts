import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { ReceiverLogChildren } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { receiverLogsKeys } from './receiver-logs-keys';

/** GET /receiver-log/parent/{id} (admin): a signal's step logs in order; 'Failed to fetch child logs'. */
export async function getChildLogs(
  parentId: string,
  signal?: AbortSignal,
): Promise<ReceiverLogChildren> {
  const result = await apiFetch<ReceiverLogChildren>(
    `/receiver-log/parent/${encodeURIComponent(parentId)}`,
    { defaultMessage: MESSAGES.errors.logs.fetchChildLogs, signal },
  );
  if (!result) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return result;
}

export const childLogsQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: receiverLogsKeys.children(parentId),
    queryFn: ({ signal }) => getChildLogs(parentId, signal),
  });

export function useChildLogs(parentId: string, enabled: boolean) {
  return useQuery({ ...childLogsQueryOptions(parentId), enabled });
}
