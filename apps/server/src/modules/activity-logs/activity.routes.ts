import { activityLogSchema, listActivityQuery, paginate, pageOf } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivityRow } from './activity.repository';
import type { ActivityService } from './activity.service';

const toDto = (row: ActivityRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

export function activityRoutes(activity: ActivityService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/activity-log/list',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['activity logs'],
          querystring: listActivityQuery,
          response: { 200: pageOf(activityLogSchema) },
        },
      },
      async (request) => {
        const { page, limit, scope, actor, action, entity, entityId, startDate, endDate } =
          request.query;
        const { rows, total } = await activity.page(
          {
            scope,
            actorId: actor,
            action,
            entityType: entity,
            entityId,
            from: startDate ? new Date(startDate) : undefined,
            to: endDate ? new Date(endDate) : undefined,
          },
          page,
          limit,
        );
        return { data: rows.map(toDto), pagination: paginate(total, page, limit) };
      },
    );
  };
}
