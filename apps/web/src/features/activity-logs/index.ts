export { activityLogsKeys } from './api/activity-logs-keys';
export type { ActivityLogsFilters } from './api/activity-logs-keys';
export { useActivityLogs } from './api/get-activity-logs';
export { ActivityFilters } from './components/activity-filters';
export type { ActivityFilterValues } from './components/activity-filters';
export { ActivityRow } from './components/activity-row';
