import {
  copyLedgerQuery,
  copyLedgerSchema,
  copyTradeSchema,
  createCopyTradeBody,
  deleteCopyTradeQuery,
  listCopyTradesQuery,
  pageOf,
  updateCopyTradeBody,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, actorOf } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import type { CopyLedgerService } from './copy-ledger.service';
import type { CopyTradesService } from './copy-trades.service';

export function copyTradesRoutes(
  service: CopyTradesService,
  ledger: CopyLedgerService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/accounts/:id/copy-ledger',
      {
        config: { access: 'user' },
        schema: {
          tags: ['copy trades'],
          params: z.object({ id: z.uuid() }),
          querystring: copyLedgerQuery,
          response: { 200: copyLedgerSchema },
        },
      },
      async (request) => ledger.read(currentUser(request), request.params.id, request.query),
    );
    app.post(
      '/copy-trade/create',
      {
        config: { access: 'user' },
        schema: {
          tags: ['copy trades'],
          body: createCopyTradeBody,
          response: { 201: copyTradeSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(currentUser(request), request.body, actorOf(request))),
    );
    app.get(
      '/copy-trade/list',
      {
        config: { access: 'user' },
        schema: {
          tags: ['copy trades'],
          querystring: listCopyTradesQuery,
          response: { 200: pageOf(copyTradeSchema) },
        },
      },
      async (request) =>
        service.list(currentUser(request), request.query.page, request.query.limit),
    );
    app.put(
      '/copy-trade/update',
      {
        config: { access: 'user' },
        // Optional, so a missing body or id is answered with the spec's message (§5).
        schema: {
          tags: ['copy trades'],
          body: updateCopyTradeBody.nullish(),
          response: { 200: copyTradeSchema },
        },
      },
      async (request) => service.update(currentUser(request), request.body, actorOf(request)),
    );
    app.delete(
      '/copy-trade/delete',
      {
        config: { access: 'user', openapi: NO_CONTENT },
        schema: { tags: ['copy trades'], querystring: deleteCopyTradeQuery },
      },
      async (request, reply) => {
        await service.delete(currentUser(request), request.query.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
