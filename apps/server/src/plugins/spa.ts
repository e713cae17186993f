import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@pulso/domain';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Names of this machine that a browser treats as different origins. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a page load should go instead, if anywhere: PUBLIC_URL's origin when the request reached
 * it through another loopback alias (http://127.0.0.1:3010 for http://localhost:3010). Sign-in
 * only works on PUBLIC_URL's origin (the provider's redirect and the CSP name it), so a page
 * opened on the alias would fail at sign-in; same port only, as nothing else is the same server.
 */
export function loopbackAliasRedirect(host: string | undefined, publicUrl: string): URL | null {
  if (!host) return null;
  const target = new URL(publicUrl);
  let seen: URL;
  try {
    seen = new URL(`${target.protocol}//${host}`);
  } catch {
    return null;
  }
  const aliasOfPublic =
    LOOPBACK_HOSTS.has(target.hostname) &&
    LOOPBACK_HOSTS.has(seen.hostname) &&
    seen.hostname !== target.hostname &&
    seen.port === target.port;
  return aliasOfPublic ? target : null;
}

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, everything else is
 * revalidated, and a GET for any other non-API path answers index.html (client-side routes), or,
 * on a loopback alias of PUBLIC_URL, a redirect to the same path there.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDir: string,
  publicUrl: string,
): Promise<void> {
  const built = existsSync(path.join(webDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      // One route per file present at start-up (the build is done by then); the rest falls
      // through to the not-found handler below.
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (apps/web/scripts/precompress.mjs):
      // sent as they are to a client that accepts them, with no work per request.
      preCompressed: true,
      // Our own cache-control below, not the plugin's 'public, max-age=0'.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
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
      const target = loopbackAliasRedirect(request.headers.host, publicUrl);
      // Appended, not resolved: a url like '//elsewhere' must stay a path on PUBLIC_URL.
      if (target) return reply.redirect(`${target.origin}${request.url}`, 302);
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
