import {
  listReceiverLogsQuery,
  pageOf,
  receiverLogChildrenSchema,
  receiverLogDetailSchema,
  receiverLogParentSchema,
  receiverLogRangeQuery,
  receiverLogStatisticsSchema,
  uuidParam,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReceiverLogsService } from './receiver-logs.service';

export function receiverLogsRoutes(service: ReceiverLogsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/receiver-log/list',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['receiver logs'],
          querystring: listReceiverLogsQuery,
          response: { 200: pageOf(receiverLogParentSchema) },
        },
      },
      async (request) => service.list(request.query),
    );
    app.get(
      '/receiver-log/statistics',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['receiver logs'],
          querystring: receiverLogRangeQuery,
          response: { 200: receiverLogStatisticsSchema },
        },
      },
      async (request) =>
        service.statistics({
          accountId: request.query.accountId,
          from: request.query.startDate,
          to: request.query.endDate,
        }),
    );
    app.get(
      '/receiver-log/parent/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['receiver logs'],
          params: uuidParam,
          response: { 200: receiverLogChildrenSchema },
        },
      },
      async (request) => service.children(request.params.id),
    );
    app.get(
      '/receiver-log/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['receiver logs'],
          params: uuidParam,
          response: { 200: receiverLogDetailSchema },
        },
      },
      async (request) => service.detail(request.params.id),
    );
  };
}
