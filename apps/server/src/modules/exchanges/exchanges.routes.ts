import { createExchangeBody, exchangeSchema, updateExchangeBody, uuidParam } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ExchangesService } from './exchanges.service';

/** Anyone may read the exchanges (public account pages name them); admins change them. */
export function exchangesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new ExchangesService(ctx);
  return async (app) => {
    app.get(
      '/exchange/list',
      {
        config: { access: 'public' },
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
      async (request, reply) => reply.status(201).send(await service.create(request.body, request)),
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
      async (request) => service.update(request.params.id, request.body, request),
    );
    app.delete(
      '/exchange/delete/:id',
      { config: { access: 'admin' }, schema: { tags: ['exchanges'], params: uuidParam } },
      async (request, reply) => {
        await service.delete(request.params.id, request);
        return reply.status(204).send();
      },
    );
  };
}
