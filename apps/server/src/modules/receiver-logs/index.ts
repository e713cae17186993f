// The receiver logs of signals, for admins.
export { ReceiverLogsRepository } from './receiver-logs.repository';
export { receiverLogsRoutes } from './receiver-logs.routes';
export { ReceiverLogsService } from './receiver-logs.service';
