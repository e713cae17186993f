import {
  entriesPauseBody,
  entriesPauseSchema,
  riskLimitsBody,
  riskLimitsSchema,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, currentUser } from '../../plugins/access';
import { approvalsRoutes } from './approvals.routes';
import type { ApprovalsService } from './approvals.service';
import type { RiskControlsService } from './risk-controls.service';

const tags = ['risk controls'];
const byId = z.object({ id: z.uuid() });
const response = { 200: entriesPauseSchema };

/**
 * Risk controls: an account's limits and pause switch (owner or admin), the user's own switch,
 * an admin's over a user, and the approval queue (approvals.routes.ts).
 */
export function riskControlsRoutes(
  service: RiskControlsService,
  approvals: ApprovalsService,
): FastifyPluginAsyncZod {
  const approvalRoutes = approvalsRoutes(approvals);
  return async (app, options) => {
    app.get(
      '/accounts/:id/risk-limits',
      {
        config: { access: 'user' },
        schema: { tags, params: byId, response: { 200: riskLimitsSchema } },
      },
      async (request) => service.limits(currentUser(request), request.params.id),
    );
    app.put(
      '/accounts/:id/risk-limits',
      {
        config: { access: 'user' },
        schema: { tags, params: byId, body: riskLimitsBody, response: { 200: riskLimitsSchema } },
      },
      async (request) =>
        service.setLimits(currentUser(request), request.params.id, request.body, actorOf(request)),
    );
    app.get(
      '/accounts/:id/entries-pause',
      { config: { access: 'user' }, schema: { tags, params: byId, response } },
      async (request) => service.ofAccount(currentUser(request), request.params.id),
    );
    app.put(
      '/accounts/:id/entries-pause',
      {
        config: { access: 'user' },
        schema: { tags, params: byId, body: entriesPauseBody, response },
      },
      async (request) =>
        service.setAccount(
          currentUser(request),
          request.params.id,
          request.body.paused,
          actorOf(request),
        ),
    );
    app.get(
      '/profile/entries-pause',
      { config: { access: 'user' }, schema: { tags, response } },
      async (request) => service.ofUser(currentUser(request)),
    );
    app.put(
      '/profile/entries-pause',
      { config: { access: 'user' }, schema: { tags, body: entriesPauseBody, response } },
      async (request) => {
        const user = currentUser(request);
        return service.setUser(user, user.id, request.body.paused, actorOf(request));
      },
    );
    app.put(
      '/user/:id/entries-pause',
      {
        config: { access: 'admin' },
        schema: { tags, params: byId, body: entriesPauseBody, response },
      },
      async (request) =>
        service.setUser(
          currentUser(request),
          request.params.id,
          request.body.paused,
          actorOf(request),
        ),
    );
    await approvalRoutes(app, options);
  };
}
