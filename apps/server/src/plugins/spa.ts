import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@pulso/domain';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, everything else is
 * revalidated, and a GET for any other non-API path answers index.html (client-side routes).
 */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const built = existsSync(path.join(webDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      // One route per file present at start-up (the build is done by then); the rest falls
      // through to the not-found handler below.
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDir }, 'the web app is not built (npm run build); serving the API only');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !request.url.startsWith('/oidc/') &&
      !request.url.startsWith('/assets/');
    if (isPage && built) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', webDir);
    }
    throw new AppError(
      'NOT_FOUND',
      `Route ${request.method} ${request.url.split('?')[0]} not found`,
    );
  });
}
