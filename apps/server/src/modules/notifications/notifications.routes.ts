import {
  createNotificationChannelBody,
  failingChannelSchema,
  listNotificationDeliveriesQuery,
  notificationChannelSchema,
  notificationDeliverySchema,
  notificationPreferencesSchema,
  updateNotificationPreferencesBody,
  pageOf,
  updateNotificationChannelBody,
  uuidParam,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, currentUser } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];

/** Perfil › Notificaciones: each user's own channels and delivery log, nobody else's. */
export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification/channel/list',
      {
        config: { access: 'user' },
        schema: { tags, response: { 200: z.array(notificationChannelSchema) } },
      },
      async (request) => service.list(currentUser(request).id),
    );
    app.post(
      '/notification/channel/create',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: createNotificationChannelBody,
          response: { 201: notificationChannelSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(currentUser(request).id, request.body, actorOf(request))),
    );
    app.put(
      '/notification/channel/update/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          params: uuidParam,
          body: updateNotificationChannelBody,
          response: { 200: notificationChannelSchema },
        },
      },
      async (request) =>
        service.update(currentUser(request).id, request.params.id, request.body, actorOf(request)),
    );
    app.delete(
      '/notification/channel/delete/:id',
      { config: { access: 'user', openapi: NO_CONTENT }, schema: { tags, params: uuidParam } },
      async (request, reply) => {
        await service.remove(currentUser(request).id, request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
    app.post(
      '/notification/channel/test/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          params: uuidParam,
          response: { 202: z.object({ deliveryId: z.string() }) },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await service.test(currentUser(request).id, request.params.id)),
    );
    app.get(
      '/notification/admin/failing-channels',
      {
        config: { access: 'admin' },
        schema: { tags, response: { 200: z.array(failingChannelSchema) } },
      },
      async () => service.failing(),
    );
    app.get(
      '/notification/preferences',
      {
        config: { access: 'user' },
        schema: { tags, response: { 200: notificationPreferencesSchema } },
      },
      async (request) => service.preferences(currentUser(request).id),
    );
    app.put(
      '/notification/preferences',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: updateNotificationPreferencesBody,
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (request) =>
        service.setPreferences(currentUser(request).id, request.body, actorOf(request)),
    );
    app.get(
      '/notification/delivery/list',
      {
        config: { access: 'user' },
        schema: {
          tags,
          querystring: listNotificationDeliveriesQuery,
          response: { 200: pageOf(notificationDeliverySchema) },
        },
      },
      async (request) => service.deliveries(currentUser(request).id, request.query),
    );
  };
}
