import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import type { SecretSettings } from '../settings';
import { DailySummaries } from './daily-summary';
import { NotificationsRepository } from './notifications.repository';
import { PreferencesRepository } from './preferences.repository';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';
import { NotificationsWorker, type NotificationsWorkerOptions } from './notifications.worker';
import { TelegramApi } from './telegram-api';
import { TelegramPoller, type TelegramPollerOptions } from './telegram-poller';
import { TelegramRepository } from './telegram.repository';
import { telegramRoutes } from './telegram.routes';
import type { ChatDeployments } from './telegram-deployments';
import { TelegramService, type PnlOf, type PositionsOf } from './telegram.service';

/** Notifications: channels, per-event levels, and the outbox worker (never in a trade's path). */
export function createNotificationsFeature(
  ctx: AppContext,
  deps: {
    activity: ActivityService;
    sealer: Sealer;
    secrets: SecretSettings;
    pnl: PnlOf;
    positions: PositionsOf;
    deployments: ChatDeployments;
  },
) {
  const repository = new NotificationsRepository(ctx.db);
  const preferences = new PreferencesRepository(ctx.db);
  const allowPrivate = ctx.config.notificationsAllowPrivateUrls;
  const service = new NotificationsService(transactor(ctx.db), {
    ...deps,
    repository,
    preferences,
    allowPrivate,
  });
  const api = new TelegramApi({ baseUrl: ctx.config.telegramApiUrl, allowPrivate });
  const telegramRepository = new TelegramRepository(ctx.db);
  const summaries = new DailySummaries({ db: ctx.db, preferences, pnl: deps.pnl, log: ctx.log });
  const telegram = new TelegramService(transactor(ctx.db), {
    ...deps,
    summary: (userId) => summaries.textFor(userId),
    api,
    repository,
    telegram: telegramRepository,
    log: ctx.log,
  });
  const worker = (
    options: NotificationsWorkerOptions & { telegram?: TelegramPollerOptions } = {},
  ) =>
    new NotificationsWorker(
      {
        database: ctx.database,
        db: ctx.db,
        repository,
        sealer: deps.sealer,
        allowPrivate,
        log: ctx.log,
        preferences,
        summaries,
        senders: {},
        telegram: {
          api,
          bot: () => telegram.bot(),
          poller: new TelegramPoller(
            { api, service: telegram, repository: telegramRepository, log: ctx.log },
            options.telegram,
          ),
        },
      },
      options,
    );
  const routes: FastifyPluginAsyncZod = async (app, opts) => {
    await notificationsRoutes(service)(app, opts);
    await telegramRoutes(telegram)(app, opts);
  };
  return { service, telegram, worker, routes };
}
