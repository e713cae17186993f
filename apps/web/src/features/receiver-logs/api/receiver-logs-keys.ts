import type { ReceiverLogStatus } from '@pulso/domain/core';

/** The range the list and the statistics share. */
export interface ReceiverLogsRange {
  accountId?: string;
  startDate?: string;
  endDate?: string;
}

export interface ReceiverLogsFilters extends ReceiverLogsRange {
  page: number;
  limit: number;
  status?: ReceiverLogStatus;
  action?: string;
}

/** Query keys of receiver logs, under the spec's `receiverLog` cache namespace. */
export const receiverLogsKeys = {
  all: ['receiverLog'] as const,
  list: (filters: ReceiverLogsFilters) => [...receiverLogsKeys.all, 'list', filters] as const,
  children: (parentId: string) => [...receiverLogsKeys.all, 'children', parentId] as const,
  detail: (id: string, purpose: 'details' | 'metadata') =>
    [...receiverLogsKeys.all, 'detail', id, purpose] as const,
  statistics: (range: ReceiverLogsRange) => [...receiverLogsKeys.all, 'statistics', range] as const,
};
