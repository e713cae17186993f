import { apiTokenSchema, createApiTokenBody, uuidParam } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, actorOf } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import type { ApiTokensService } from './api-tokens.service';

export function apiTokensRoutes(service: ApiTokensService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api-token/list',
      {
        config: { access: 'user' },
        schema: { tags: ['api tokens'], response: { 200: z.array(apiTokenSchema) } },
      },
      async (request) => service.list(currentUser(request).id),
    );
    app.post(
      '/api-token/create',
      {
        config: { access: 'user' },
        schema: {
          tags: ['api tokens'],
          body: createApiTokenBody,
          response: { 201: z.object({ token: z.string(), apiToken: apiTokenSchema }) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(currentUser(request), request.body.name, actorOf(request))),
    );
    app.delete(
      '/api-token/delete/:id',
      {
        config: { access: 'user', openapi: NO_CONTENT },
        schema: { tags: ['api tokens'], params: uuidParam },
      },
      async (request, reply) => {
        await service.revoke(currentUser(request).id, request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
