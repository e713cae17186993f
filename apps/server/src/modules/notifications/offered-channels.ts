import {
  AppError,
  NOTIFICATION_CHANNEL_KINDS,
  NOTIFICATION_CHANNEL_LABELS,
  offeredChannelsSchema,
  setOfferedChannelsBody,
  type NotificationChannelKind,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../lib/actor';
import { actorOf } from '../../plugins/access';
import type { ActivityService } from '../activity-logs';
import type { Settings } from '../settings';

const KEY = 'notifications.offeredKinds';

/**
 * Which kinds of channel users of this instance may add: the admin's choice, every kind until
 * set. Taking a kind away stops new channels of it; the ones users have keep working (their
 * owners decide about those), and the admin's failing-channels view still shows them.
 */
export class OfferedChannels {
  constructor(private readonly deps: { settings: Settings; activity: ActivityService }) {}

  async kinds(): Promise<NotificationChannelKind[]> {
    const stored = await this.deps.settings.get<string[]>(KEY);
    if (!Array.isArray(stored)) return [...NOTIFICATION_CHANNEL_KINDS];
    return NOTIFICATION_CHANNEL_KINDS.filter((kind) => stored.includes(kind));
  }

  async set(
    kinds: readonly NotificationChannelKind[],
    actor: Actor,
  ): Promise<NotificationChannelKind[]> {
    await this.deps.settings.set(KEY, [...kinds]);
    await this.deps.activity.record({
      scope: 'backoffice',
      action: 'notification_offered.update',
      entityType: 'notification_settings',
      entityId: KEY,
      details: { kinds: [...kinds] },
      actor,
    });
    return this.kinds();
  }

  /** Refuses adding a channel of a kind the admin does not offer. */
  async assertOffered(kind: NotificationChannelKind): Promise<void> {
    if ((await this.kinds()).includes(kind)) return;
    const message = `${NOTIFICATION_CHANNEL_LABELS[kind]} no está disponible en esta instancia`;
    throw new AppError('VALIDATION', message, [{ path: ['kind'], message }]);
  }
}

/** The kinds offered (every signed-in user reads them to know what to show) and the admin's choice. */
export function offeredChannelsRoutes(offered: OfferedChannels): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification/offered',
      {
        config: { access: 'user' },
        schema: { tags: ['notifications'], response: { 200: offeredChannelsSchema } },
      },
      async () => ({ kinds: await offered.kinds() }),
    );
    app.put(
      '/notification/offered',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['notifications'],
          body: setOfferedChannelsBody,
          response: { 200: offeredChannelsSchema },
        },
      },
      async (request) => ({ kinds: await offered.set(request.body.kinds, actorOf(request)) }),
    );
  };
}
