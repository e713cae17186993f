import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import type { SecretSettings, Settings } from '../settings';
import { AccountSettingsRepository } from './account-settings.repository';
import { accountSettingsRoutes } from './account-settings.routes';
import { AccountSettingsService } from './account-settings.service';
import { DailySummaries } from './daily-summary';
import { EmailSender } from './email-sender';
import { EmailRepository } from './email.repository';
import { emailRoutes } from './email.routes';
import { EmailService } from './email.service';
import { OfferedChannels, offeredChannelsRoutes } from './offered-channels';
import { RiskWatch, type RiskOf } from './risk-watch';
import { NotificationsRepository } from './notifications.repository';
import { PreferencesRepository } from './preferences.repository';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';
import { NotificationsWorker, type NotificationsWorkerOptions } from './notifications.worker';
import { SmtpService } from './smtp.service';
import { TelegramApi } from './telegram-api';
import { TelegramPoller, type TelegramPollerOptions } from './telegram-poller';
import { TelegramRepository } from './telegram.repository';
import { telegramRoutes } from './telegram.routes';
import type { ChatApprovals, ChatDeployments, ChatEntries } from './telegram-choices';
import { TelegramService, type PnlOf, type PositionsOf } from './telegram.service';
import { WebPushKeys } from './webpush-keys';
import { WebPushSender } from './webpush-sender';
import { WebPushRepository } from './webpush.repository';
import { webPushRoutes } from './webpush.routes';
import { WebPushService } from './webpush.service';

/** Notifications: channels, per-event levels, and the outbox worker (never in a trade's path). */
export function createNotificationsFeature(
  ctx: AppContext,
  deps: {
    activity: ActivityService;
    sealer: Sealer;
    secrets: SecretSettings;
    settings: Settings;
    pnl: PnlOf;
    positions: PositionsOf;
    deployments: ChatDeployments;
    approvals: ChatApprovals;
    entries: ChatEntries;
    risk: RiskOf;
  },
) {
  const repository = new NotificationsRepository(ctx.db);
  const preferences = new PreferencesRepository(ctx.db);
  const allowPrivate = ctx.config.notificationsAllowPrivateUrls;
  const offered = new OfferedChannels({ settings: deps.settings, activity: deps.activity });
  const service = new NotificationsService(transactor(ctx.db), {
    ...deps,
    repository,
    preferences,
    allowPrivate,
    offered,
  });
  const accountSettings = new AccountSettingsRepository(ctx.db);
  const accounts = new AccountSettingsService(transactor(ctx.db), {
    repository: accountSettings,
    activity: deps.activity,
  });
  const risks = new RiskWatch({
    db: ctx.db,
    settings: accountSettings,
    preferences,
    risk: deps.risk,
    log: ctx.log,
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
  const vapid = new WebPushKeys({
    secrets: deps.secrets,
    subject: ctx.config.vapidSubject,
    pinned: ctx.config.vapidKeys,
  });
  const webPush = new WebPushService(transactor(ctx.db), {
    ...deps,
    keys: vapid,
    repository,
    webPush: new WebPushRepository(ctx.db),
    allowPrivate,
    offered,
  });
  // E-mail: the instance's SMTP server (pinned by SMTP_URL, else the admin's) and confirmed addresses.
  const smtp = new SmtpService({ ...deps, pinned: ctx.config.smtp });
  const email = new EmailService(transactor(ctx.db), {
    ...deps,
    repository,
    email: new EmailRepository(ctx.db),
    smtp,
    offered,
  });
  const emailSender = new EmailSender({ smtp, publicUrl: ctx.config.publicUrl });
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
        risks,
        senders: {
          webpush: new WebPushSender({ keys: vapid, allowPrivate }),
          email: emailSender,
        },
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
    await accountSettingsRoutes(accounts)(app, opts);
    await offeredChannelsRoutes(offered)(app, opts);
    await telegramRoutes(telegram)(app, opts);
    await emailRoutes(smtp, email)(app, opts);
    await webPushRoutes(webPush)(app, opts);
  };
  /** Writes an event to the outbox inside the caller's transaction (the planner sends it). */
  const tell = preferences.tell.bind(preferences);
  return { service, telegram, webPush, smtp, email, worker, tell, routes };
}
