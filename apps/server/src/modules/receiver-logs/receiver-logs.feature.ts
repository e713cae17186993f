import type { AppContext } from '../../context';
import { ReceiverLogsRepository } from './receiver-logs.repository';
import { receiverLogsRoutes } from './receiver-logs.routes';
import { ReceiverLogsService } from './receiver-logs.service';

/** The receiver logs of signals, for admins. */
export function createReceiverLogsFeature(ctx: AppContext) {
  const receiverLogs = new ReceiverLogsService(new ReceiverLogsRepository(ctx.db));
  return { service: receiverLogs, routes: receiverLogsRoutes(receiverLogs) };
}
