// The receiver logs of signals, for admins.
export { createReceiverLogsFeature } from './receiver-logs.feature';
export type { ReceiverLogsService } from './receiver-logs.service';
