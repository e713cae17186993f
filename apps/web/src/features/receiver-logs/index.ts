export type { LogDetailPurpose } from './api/get-log-details';
export { useLogStatistics } from './api/get-log-statistics';
export { useReceiverLogs } from './api/get-receiver-logs';
export type { ReceiverLogsFilters } from './api/receiver-logs-keys';
export { LogDetailsDialog } from './components/log-details-dialog';
export { LogStatisticsPanel } from './components/log-statistics-panel';
export { ReceiverLogFilters } from './components/receiver-log-filters';
export type { ReceiverLogFilterValues } from './components/receiver-log-filters';
export { ReceiverLogRow } from './components/receiver-log-row';
