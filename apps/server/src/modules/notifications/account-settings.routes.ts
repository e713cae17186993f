import {
  accountNotificationSettingsSchema,
  updateAccountNotificationSettingsBody,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, currentUser } from '../../plugins/access';
import type { AccountSettingsService } from './account-settings.service';

const tags = ['notifications'];

/** Perfil › Notificaciones › Por cuenta: the user's own accounts only. */
export function accountSettingsRoutes(service: AccountSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification/account/list',
      {
        config: { access: 'user' },
        schema: { tags, response: { 200: z.array(accountNotificationSettingsSchema) } },
      },
      async (request) => service.list(currentUser(request).id),
    );
    app.put(
      '/notification/account/update/:accountId',
      {
        config: { access: 'user' },
        schema: {
          tags,
          params: z.object({ accountId: z.uuid() }),
          body: updateAccountNotificationSettingsBody,
          response: { 200: accountNotificationSettingsSchema },
        },
      },
      async (request) =>
        service.update(
          currentUser(request).id,
          request.params.accountId,
          request.body,
          actorOf(request),
        ),
    );
  };
}
