import { createPackageBody, packageSchema, updatePackageBody, uuidParam } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PackagesService } from './packages.service';
import { actorOf } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';

export function packagesRoutes(service: PackagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/package/list',
      {
        config: { access: 'user' },
        schema: { tags: ['packages'], response: { 200: z.array(packageSchema) } },
      },
      async () => service.list(),
    );
    app.post(
      '/package/create',
      {
        config: { access: 'admin' },
        schema: { tags: ['packages'], body: createPackageBody, response: { 201: packageSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, actorOf(request))),
    );
    app.put(
      '/package/update',
      {
        config: { access: 'admin' },
        schema: { tags: ['packages'], body: updatePackageBody, response: { 200: packageSchema } },
      },
      async (request) => service.update(request.body, actorOf(request)),
    );
    app.delete(
      '/package/delete/:id',
      {
        config: { access: 'admin', openapi: NO_CONTENT },
        schema: { tags: ['packages'], params: uuidParam },
      },
      async (request, reply) => {
        await service.delete(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
