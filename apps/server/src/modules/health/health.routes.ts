import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { VERSION } from '../../lib/version';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
});

/** GET /api/health: 200 when the database answers, 503 when it does not (for load balancers). */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  const version = VERSION;
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public', rateLimit: false },
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        const started = performance.now();
        let ok = true;
        try {
          await database.ping();
        } catch (err) {
          ok = false;
          request.log.error({ err }, 'health check: the database does not answer');
        }
        const body = {
          status: ok ? ('ok' as const) : ('unavailable' as const),
          database: {
            kind: database.kind,
            ok,
            latencyMs: Math.round((performance.now() - started) * 100) / 100,
          },
          version,
          uptimeSeconds: Math.round(process.uptime()),
        };
        return reply.status(ok ? 200 : 503).send(body);
      },
    );
  };
}
