import { notificationChannelSchema, subscribeWebPushBody, webPushKeySchema } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, currentUser } from '../../plugins/access';
import type { WebPushService } from './webpush.service';

const tags = ['notifications'];

/** Web Push: the key a browser subscribes with, and its subscription kept as a channel. */
export function webPushRoutes(service: WebPushService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification/webpush/key',
      {
        config: { access: 'user' },
        schema: { tags, response: { 200: webPushKeySchema } },
      },
      async () => service.key(),
    );
    app.post(
      '/notification/webpush/subscribe',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: subscribeWebPushBody,
          // 201: a new channel; 200: this browser's channel, renewed.
          response: { 200: notificationChannelSchema, 201: notificationChannelSchema },
        },
      },
      async (request, reply) => {
        const { channel, created } = await service.subscribe(
          currentUser(request).id,
          request.body,
          actorOf(request),
        );
        return reply.status(created ? 201 : 200).send(channel);
      },
    );
  };
}
