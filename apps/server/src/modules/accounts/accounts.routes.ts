import {
  accountSchema,
  createAccountBody,
  listAccountsQuery,
  listPublicAccountsQuery,
  pageOf,
  publicAccountSchema,
  updateAccountBody,
  uuidParam,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { AuthUser } from '../../lib/actor';
import { currentUser, actorOf } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import type { AccountsService } from './accounts.service';
import { publicReadLimit } from '../../plugins/security';

const webhookSchema = z.object({ url: z.string(), secret: z.string() });

export function accountsRoutes(
  service: AccountsService,
  config: Config,
  /** The accounts of one of the user's lists (404 when it is not theirs). */
  listAccountIds: (user: AuthUser, listId: string) => Promise<string[]>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/account/create',
      {
        config: { access: 'user' },
        schema: {
          tags: ['accounts'],
          body: createAccountBody,
          response: { 201: z.object({ account: accountSchema, webhook: webhookSchema }) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(currentUser(request), request.body, actorOf(request))),
    );

    app.get(
      '/account/list',
      {
        config: { access: 'user' },
        schema: {
          tags: ['accounts'],
          querystring: listAccountsQuery,
          response: { 200: pageOf(accountSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { accountListId } = request.query;
        const inList = accountListId ? await listAccountIds(user, accountListId) : undefined;
        return service.list(user, request.query, inList);
      },
    );

    app.get(
      '/account/public/list',
      {
        config: { access: 'public', rateLimit: publicReadLimit(config) },
        schema: {
          tags: ['accounts'],
          querystring: listPublicAccountsQuery,
          response: { 200: pageOf(publicAccountSchema) },
        },
      },
      async (request) => service.publicList(request.query),
    );

    app.get(
      '/account/public/:id',
      {
        config: { access: 'public', rateLimit: publicReadLimit(config) },
        schema: { tags: ['accounts'], params: uuidParam, response: { 200: publicAccountSchema } },
      },
      async (request) => service.publicDetail(request.params.id),
    );

    app.get(
      '/account/:id',
      {
        config: { access: 'user' },
        schema: { tags: ['accounts'], params: uuidParam, response: { 200: accountSchema } },
      },
      async (request) => service.get(currentUser(request), request.params.id),
    );

    app.patch(
      '/account/update/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['accounts'],
          params: uuidParam,
          body: updateAccountBody,
          response: { 200: accountSchema },
        },
      },
      async (request) =>
        service.update(currentUser(request), request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      '/account/delete/:id',
      {
        config: { access: 'user', openapi: NO_CONTENT },
        schema: { tags: ['accounts'], params: uuidParam },
      },
      async (request, reply) => {
        await service.delete(currentUser(request), request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.post(
      '/account/:id/webhook-secret',
      {
        config: { access: 'user' },
        schema: { tags: ['accounts'], params: uuidParam, response: { 200: webhookSchema } },
      },
      async (request) =>
        service.rotateWebhookSecret(currentUser(request), request.params.id, actorOf(request)),
    );
  };
}
