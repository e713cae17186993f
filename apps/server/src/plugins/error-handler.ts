import { AppError, errorCodeForStatus, validationMessage, type ErrorBody } from '@pulso/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../lib/safe-errors';

/** SQLSTATE class 22, data exceptions: a value the database cannot store (a NUL byte, …). */
const DATA_EXCEPTION = /^22/;

/**
 * The one place that turns errors into responses: `{ error, code, issues? }` (DESIGN §4).
 * Client errors say what was wrong; server errors are logged (database values stripped by the
 * logger's serializer) and answered with nothing of their internals.
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
      return reply
        .status(400)
        .send({ error: validationMessage(issues), code: 'VALIDATION', issues } satisfies ErrorBody);
    }
    if (DATA_EXCEPTION.test(sqlState(error) ?? '')) {
      // Input no schema caught: the caller's fault, so a 4xx; logged (safely) to find the gap.
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({
        error: 'Algún valor enviado no es válido',
        code: 'BAD_REQUEST',
      } satisfies ErrorBody);
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
