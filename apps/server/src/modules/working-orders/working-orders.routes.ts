import { cancelledOrdersSchema, workingOrderListSchema } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, currentUser } from '../../plugins/access';
import type { WorkingOrdersService } from './working-orders.service';

const tags = ['working-orders'];
const account = z.object({ id: z.uuid() });

/** An account's working orders: its owner or an admin lists and cancels them. */
export function workingOrdersRoutes(service: WorkingOrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/accounts/:id/orders',
      {
        config: { access: 'user' },
        schema: { tags, params: account, response: { 200: workingOrderListSchema } },
      },
      async (request) => service.list(currentUser(request), request.params.id),
    );
    app.delete(
      '/accounts/:id/orders/:orderId',
      {
        config: { access: 'user' },
        schema: {
          tags,
          params: account.extend({ orderId: z.uuid() }),
          response: { 200: cancelledOrdersSchema },
        },
      },
      async (request) =>
        service.cancel(
          currentUser(request),
          request.params.id,
          request.params.orderId,
          actorOf(request),
        ),
    );
    app.delete(
      '/accounts/:id/orders',
      {
        config: { access: 'user' },
        schema: { tags, params: account, response: { 200: cancelledOrdersSchema } },
      },
      async (request) =>
        service.cancel(currentUser(request), request.params.id, undefined, actorOf(request)),
    );
  };
}
