import { listUsersQuery, pageOf, updateUserBody, userSchema, uuidParam } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, actorOf } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import type { UsersService } from './users.service';

export function usersRoutes(service: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/me',
      { config: { access: 'user' }, schema: { tags: ['users'], response: { 200: userSchema } } },
      async (request) => service.get(currentUser(request).id),
    );

    app.get(
      '/user/list',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['users'],
          querystring: listUsersQuery,
          response: { 200: pageOf(userSchema) },
        },
      },
      async (request) => {
        const { page, limit, ...filter } = request.query;
        return service.list(filter, page, limit);
      },
    );

    app.patch(
      '/user/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['users'],
          params: uuidParam,
          body: updateUserBody,
          response: { 200: userSchema },
        },
      },
      async (request) =>
        service.update(currentUser(request), request.params.id, request.body, actorOf(request)),
    );

    // A user ends their own sessions (every device); an admin anyone's.
    app.post(
      '/user/:id/sessions/end',
      {
        config: { access: 'user', openapi: NO_CONTENT },
        schema: { tags: ['users'], params: uuidParam },
      },
      async (request, reply) => {
        await service.endSessions(currentUser(request), request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
