import {
  approvePendingOrderBody,
  pendingOrderListSchema,
  pendingOrderSchema,
  waitingOrdersSchema,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, currentUser } from '../../plugins/access';
import type { ApprovalsService } from './approvals.service';

const tags = ['risk controls'];
const byId = z.object({ id: z.uuid() });

/** The approval queue: an account's pending orders, and their approval or rejection (owner or admin). */
export function approvalsRoutes(service: ApprovalsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pending-orders',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "What waits for the signed-in user's approval across their own accounts",
          response: { 200: waitingOrdersSchema },
        },
      },
      async (request) => ({ data: await service.waitingFor(currentUser(request)) }),
    );
    app.get(
      '/accounts/:id/pending-orders',
      {
        config: { access: 'user' },
        schema: { tags, params: byId, response: { 200: pendingOrderListSchema } },
      },
      async (request) => service.list(currentUser(request), request.params.id),
    );
    app.post(
      '/pending-orders/:id/approve',
      {
        config: { access: 'user' },
        schema: {
          tags,
          params: byId,
          body: approvePendingOrderBody,
          response: { 200: pendingOrderSchema },
        },
      },
      async (request) =>
        service.approve(currentUser(request), request.params.id, request.body, actorOf(request)),
    );
    app.post(
      '/pending-orders/:id/reject',
      {
        config: { access: 'user' },
        schema: { tags, params: byId, response: { 200: pendingOrderSchema } },
      },
      async (request) => service.reject(currentUser(request), request.params.id, actorOf(request)),
    );
  };
}
