import { AppError, errorCodeForStatus, type ErrorBody } from '@pulso/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The one place that turns errors into responses: `{ error, code, issues? }` (DESIGN §4).
 * Client errors say what was wrong; server errors are logged in full and answered with nothing
 * of their internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.message, code: error.code };
      if (error.issues) body.issues = error.issues;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext ?? 'request', ...v.instancePath.split('/').filter(Boolean)],
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first
        ? `${first.path.slice(1).join('.') || first.path[0]}: ${first.message}`
        : 'Invalid request';
      return reply
        .status(400)
        .send({ error: message, code: 'VALIDATION', issues } satisfies ErrorBody);
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
      return reply
        .status(status)
        .send({ error: error.message, code: errorCodeForStatus(status) } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({
      error: 'Internal Server Error',
      code: errorCodeForStatus(status >= 500 ? status : 500),
    } satisfies ErrorBody);
  });
}
