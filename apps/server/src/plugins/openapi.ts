import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access';

/** What a route's documentation adds to what its schemas say (a body read by hand, a stream). */
export interface OpenApiExtras {
  requestBody?: z.ZodType;
  /** Answers the schemas cannot say, by status: none (204) or another media type and its body. */
  responses?: Record<number, { description: string; mediaType?: string; schema?: z.ZodType }>;
}

/** For a route that answers 204: `config: { access, openapi: NO_CONTENT }`. */
export const NO_CONTENT: OpenApiExtras = {
  responses: { 204: { description: 'Hecho; sin contenido' } },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OpenApiExtras;
  }
}

/** The body of every non-2xx answer (`ErrorBody` in the domain). */
const errorBody = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: {
      type: 'string',
      description: 'Qué pasó, en español (o el texto que cita la especificación)',
    },
    code: {
      type: 'string',
      description: 'VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED…',
    },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'La petición no es válida (cuerpo, parámetros o consulta)',
  401: 'Falta el token o no es válido',
  403: 'El token es válido pero no da permiso para esto',
  404: 'No existe, o no es visible para quien llama',
  409: 'Choca con lo que ya existe',
  429: 'Demasiadas peticiones: espera y reintenta',
};

/**
 * Which error answers a route can give, from what the app knows of it: every route validates (400)
 * and is rate-limited (429); a route that needs a token can answer 401 and 403; one with a path
 * parameter, 404; one that writes, 409.
 */
export function errorStatusesOf(access: Access | undefined, method: string, url: string): number[] {
  const statuses = [400];
  if (access && access !== 'public') statuses.push(401, 403);
  if (url.includes(':') || url.includes('{')) statuses.push(404);
  if (['POST', 'PUT', 'PATCH'].includes(method)) statuses.push(409);
  statuses.push(429);
  return statuses;
}

const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod schemas' document, completed from the routes' own declarations: which need a bearer
 * token (`config.access`), the error answers each can give, and what `config.openapi` adds.
 */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const config = input.route.config as { access?: Access; openapi?: OpenApiExtras } | undefined;
  const method = String(input.route.method).toUpperCase();
  const schema = { ...(out.schema as Record<string, unknown>) };
  const responses = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  // Said on every operation, public ones included (none needed: an empty list).
  schema.security = config?.access && config.access !== 'public' ? [{ bearer: [] }] : [];
  for (const status of errorStatusesOf(config?.access, method, input.url))
    responses[status] ??= { description: ERROR_DESCRIPTIONS[status], ...errorBody };
  for (const [status, extra] of Object.entries(config?.openapi?.responses ?? {}))
    responses[status] = extra.mediaType
      ? {
          description: extra.description,
          content: {
            [extra.mediaType]: { schema: extra.schema ? toJson(extra.schema, 'output') : {} },
          },
        }
      : { description: extra.description, type: 'null' };
  if (config?.openapi?.requestBody) schema.body = toJson(config.openapi.requestBody, 'input');
  schema.response = responses;
  return { ...out, schema };
}

/** OpenAPI 3 built from the routes' zod schemas: JSON at /api/docs/json, a UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Pulso API',
        description:
          'Crypto trading-account dashboard: accounts, trades, analytics, strategies. Routes that ' +
          'need a token say so (bearer); every error answers `{ error, code }`.',
        version,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
