import {
  accountListBody,
  accountListSchema,
  listAccountListsQuery,
  pageOf,
  uuidParam,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, actorOf } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import type { AccountListsService } from './account-lists.service';

export function accountListsRoutes(service: AccountListsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/account-lists',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account lists'],
          querystring: listAccountListsQuery,
          response: { 200: pageOf(accountListSchema) },
        },
      },
      async (request) =>
        service.list(currentUser(request), request.query.page, request.query.limit),
    );
    app.post(
      '/account-lists',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account lists'],
          body: accountListBody,
          response: { 201: accountListSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(currentUser(request), request.body, actorOf(request))),
    );
    app.put(
      '/account-lists/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account lists'],
          params: uuidParam,
          body: accountListBody,
          response: { 200: accountListSchema },
        },
      },
      async (request) =>
        service.update(currentUser(request), request.params.id, request.body, actorOf(request)),
    );
    app.delete(
      '/account-lists/:id',
      {
        config: { access: 'user', openapi: NO_CONTENT },
        schema: { tags: ['account lists'], params: uuidParam },
      },
      async (request, reply) => {
        await service.delete(currentUser(request), request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
