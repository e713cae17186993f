import { createRoleBody, roleSchema, updateRoleBody, uuidParam } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RolesService } from './roles.service';
import { actorOf } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';

/** Signed-in users read roles (the web app loads its own by roleId); admins change them. */
export function rolesRoutes(service: RolesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/role/list',
      {
        config: { access: 'user' },
        schema: { tags: ['roles'], response: { 200: z.array(roleSchema) } },
      },
      async () => service.list(),
    );
    app.get(
      '/role/:id',
      {
        config: { access: 'user' },
        schema: { tags: ['roles'], params: uuidParam, response: { 200: roleSchema } },
      },
      async (request) => service.get(request.params.id),
    );
    app.post(
      '/role/create',
      {
        config: { access: 'admin' },
        schema: { tags: ['roles'], body: createRoleBody, response: { 201: roleSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, actorOf(request))),
    );
    app.put(
      '/role/update',
      {
        config: { access: 'admin' },
        schema: { tags: ['roles'], body: updateRoleBody, response: { 200: roleSchema } },
      },
      async (request) => {
        const { roleId, ...changes } = request.body;
        return service.update(roleId, changes, actorOf(request));
      },
    );
    app.delete(
      '/role/delete/:id',
      {
        config: { access: 'admin', openapi: NO_CONTENT },
        schema: { tags: ['roles'], params: uuidParam },
      },
      async (request, reply) => {
        await service.delete(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
