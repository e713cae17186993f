import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import { NotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';
import { NotificationsWorker, type NotificationsWorkerOptions } from './notifications.worker';

/** Notifications: channels, per-event levels, and the outbox worker (never in a trade's path). */
export function createNotificationsFeature(
  ctx: AppContext,
  deps: { activity: ActivityService; sealer: Sealer },
) {
  const repository = new NotificationsRepository(ctx.db);
  const allowPrivate = ctx.config.notificationsAllowPrivateUrls;
  const service = new NotificationsService(transactor(ctx.db), {
    ...deps,
    repository,
    allowPrivate,
  });
  const worker = (options: NotificationsWorkerOptions = {}) =>
    new NotificationsWorker(
      {
        database: ctx.database,
        db: ctx.db,
        repository,
        sealer: deps.sealer,
        allowPrivate,
        log: ctx.log,
      },
      options,
    );
  return { service, worker, routes: notificationsRoutes(service) };
}
