import type { ActivityLog } from '@pulso/domain/schemas';

export interface ActivityLogsFilters {
  page: number;
  limit: number;
  scope?: ActivityLog['scope'] | undefined;
  /** The actor's user id. */
  actor?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  /** ISO date-times. */
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Query keys of the activity log; `all` refreshes every page and filter at once. */
export const activityLogsKeys = {
  all: ['activity-logs'] as const,
  lists: () => [...activityLogsKeys.all, 'list'] as const,
  list: (filters: ActivityLogsFilters) => [...activityLogsKeys.lists(), filters] as const,
};
