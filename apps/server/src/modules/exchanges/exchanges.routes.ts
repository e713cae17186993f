import { createExchangeBody, exchangeSchema, updateExchangeBody, uuidParam } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ExchangesService } from './exchanges.service';
import { actorOf } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';

/**
 * Signed-in users read the exchanges (spec §7 lists the call with a token; public account pages
 * carry their exchange's name); admins change them.
 */
export function exchangesRoutes(service: ExchangesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/exchange/list',
      {
        config: { access: 'user' },
        schema: { tags: ['exchanges'], response: { 200: z.array(exchangeSchema) } },
      },
      async () => service.list(),
    );
    app.post(
      '/exchange/create',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['exchanges'],
          body: createExchangeBody,
          response: { 201: exchangeSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, actorOf(request))),
    );
    app.patch(
      '/exchange/update/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['exchanges'],
          params: uuidParam,
          body: updateExchangeBody,
          response: { 200: exchangeSchema },
        },
      },
      async (request) => service.update(request.params.id, request.body, actorOf(request)),
    );
    app.delete(
      '/exchange/delete/:id',
      {
        config: { access: 'admin', openapi: NO_CONTENT },
        schema: { tags: ['exchanges'], params: uuidParam },
      },
      async (request, reply) => {
        await service.delete(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
