import { createPackageBody, packageSchema, updatePackageBody, uuidParam } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { PackagesService } from './packages.service';

export function packagesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new PackagesService(ctx);
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
      async (request, reply) => reply.status(201).send(await service.create(request.body, request)),
    );
    app.put(
      '/package/update',
      {
        config: { access: 'admin' },
        schema: { tags: ['packages'], body: updatePackageBody, response: { 200: packageSchema } },
      },
      async (request) => service.update(request.body, request),
    );
    app.delete(
      '/package/delete/:id',
      { config: { access: 'admin' }, schema: { tags: ['packages'], params: uuidParam } },
      async (request, reply) => {
        await service.delete(request.params.id, request);
        return reply.status(204).send();
      },
    );
  };
}
