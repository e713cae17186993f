import {
  backtestBody,
  backtestResponseSchema,
  createStrategyBody,
  inlineBacktestBody,
  listStrategiesQuery,
  pageOf,
  strategySchema,
  updateStrategyBody,
  uuidParam,
  validateCodeBody,
  validateCodeResponse,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, actorOf } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import type { StrategiesService } from './strategies.service';

/** Backtests and code checks run user code: fewer per client than the API's general limit. */
const RUN_LIMIT = { max: 30, timeWindow: '1 minute' };

export function strategiesRoutes(service: StrategiesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/strategy',
      {
        config: { access: 'user' },
        schema: {
          tags: ['strategies'],
          querystring: listStrategiesQuery,
          response: { 200: pageOf(strategySchema) },
        },
      },
      async (request) => service.list(currentUser(request), request.query),
    );

    app.post(
      '/strategy',
      {
        config: { access: 'user' },
        schema: {
          tags: ['strategies'],
          body: createStrategyBody,
          response: { 201: strategySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(currentUser(request), request.body, actorOf(request))),
    );

    app.post(
      '/strategy/validate',
      {
        config: { access: 'user', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['strategies'],
          body: validateCodeBody,
          response: { 200: validateCodeResponse },
        },
      },
      async (request) => {
        const error = await service.codeError(currentUser(request), request.body.code);
        return { valid: error === null, error };
      },
    );

    app.post(
      '/strategy/backtest',
      {
        config: { access: 'user', rateLimit: RUN_LIMIT },
        schema: {
          tags: ['strategies'],
          body: inlineBacktestBody,
          response: { 200: backtestResponseSchema },
        },
      },
      async (request) => service.backtestInline(currentUser(request), request.body),
    );

    app.get(
      '/strategy/:id',
      {
        config: { access: 'user' },
        schema: { tags: ['strategies'], params: uuidParam, response: { 200: strategySchema } },
      },
      async (request) => service.get(currentUser(request), request.params.id),
    );

    app.patch(
      '/strategy/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['strategies'],
          params: uuidParam,
          body: updateStrategyBody,
          response: { 200: strategySchema },
        },
      },
      async (request) =>
        service.update(currentUser(request), request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      '/strategy/:id',
      {
        config: { access: 'user', openapi: NO_CONTENT },
        schema: { tags: ['strategies'], params: uuidParam },
      },
      async (request, reply) => {
        await service.delete(currentUser(request), request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.post(
      '/strategy/:id/backtest',
      {
        config: { access: 'user', rateLimit: RUN_LIMIT },
        schema: {
          tags: ['strategies'],
          params: uuidParam,
          body: backtestBody,
          response: { 200: backtestResponseSchema },
        },
      },
      async (request) =>
        service.backtestSaved(currentUser(request), request.params.id, request.body),
    );
  };
}
