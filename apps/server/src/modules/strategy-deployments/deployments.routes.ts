import {
  activeDeploymentsQuery,
  deployBody,
  deploymentDeletedResponse,
  deploymentMessageResponse,
  deploymentSchema,
  listDeploymentsQuery,
  pageOf,
  updateDeploymentBody,
  uuidParam,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, actorOf } from '../../plugins/access';
import type { DeploymentsService } from './deployments.service';

const tags = ['strategy-deployments'];

/** Spec §7: /strategy-deployment routes. */
export function deploymentsRoutes(service: DeploymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/strategy-deployment/deploy',
      {
        config: { access: 'user' },
        schema: { tags, body: deployBody, response: { 201: deploymentMessageResponse } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.deploy(currentUser(request), request.body, actorOf(request))),
    );

    app.get(
      '/strategy-deployment',
      {
        config: { access: 'user' },
        schema: {
          tags,
          querystring: listDeploymentsQuery,
          response: { 200: pageOf(deploymentSchema) },
        },
      },
      async (request) => service.list(currentUser(request), request.query),
    );

    app.get(
      '/strategy-deployment/active',
      {
        config: { access: 'user' },
        schema: {
          tags,
          querystring: activeDeploymentsQuery,
          response: { 200: pageOf(deploymentSchema) },
        },
      },
      async (request) => service.list(currentUser(request), { ...request.query, isPaused: false }),
    );

    app.get(
      '/strategy-deployment/:id',
      {
        config: { access: 'user' },
        schema: { tags, params: uuidParam, response: { 200: deploymentSchema } },
      },
      async (request) => service.get(currentUser(request), request.params.id),
    );

    app.patch(
      '/strategy-deployment/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          params: uuidParam,
          body: updateDeploymentBody,
          response: { 200: deploymentMessageResponse },
        },
      },
      async (request) =>
        service.update(currentUser(request), request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      '/strategy-deployment/:id',
      {
        config: { access: 'user' },
        schema: { tags, params: uuidParam, response: { 200: deploymentDeletedResponse } },
      },
      async (request) => service.delete(currentUser(request), request.params.id, actorOf(request)),
    );
  };
}
