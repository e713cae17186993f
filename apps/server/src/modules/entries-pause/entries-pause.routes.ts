import { entriesPauseBody, entriesPauseSchema } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, currentUser } from '../../plugins/access';
import type { EntriesPauseService } from './entries-pause.service';

const tags = ['entries pause'];
const byId = z.object({ id: z.uuid() });
const response = { 200: entriesPauseSchema };

/** The pause switches: an account's (owner or admin), the user's own, and an admin's over a user. */
export function entriesPauseRoutes(service: EntriesPauseService): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
