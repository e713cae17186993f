import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/** What a caller over a limit reads, in the interface's language (the plugin's is English). */
const overLimit = (_request: unknown, context: { statusCode: number; ttl: number }) => ({
  statusCode: context.statusCode,
  message: `Demasiadas solicitudes: vuelve a intentarlo en ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
});

/**
 * Fastify's `trustProxy` for TRUST_PROXY: the proxies' addresses as they are (proxy-addr walks
 * X-Forwarded-For from the right past them), or a hop count as a function of the hop's index
 * (Fastify 5 reads a bare number as "trust nothing"). Never `true`, which takes the left-most
 * address: whatever the client wrote.
 */
export function proxyTrust(
  trusted: Config['trustedProxies'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}

/** The limit of a public read route (what a visitor's page or a scraper calls without a token). */
export const publicReadLimit = (config: Config) => ({
  max: config.publicRateLimitMax,
  timeWindow: '1 minute',
  errorResponseBuilder: overLimit,
});

/**
 * Headers, CORS and rate limits. The CSP admits no inline script anywhere: the SPA loads only
 * its own files (the theme is set by an external script, not an inline one).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  // helmet's middleware, built once: @fastify/helmet builds it again for every request (parsing
  // the CSP each time, 0.13 ms — a third of a small API answer). Headers set on the raw response
  // stay under any the route sets itself.
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the toast library set style attributes and inject their CSS at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // The sign-in popup's library talks to the identity provider: an external one is elsewhere.
        connectSrc: [
          "'self'",
          ...(config.oidc.externalIssuer ? [new URL(config.oidc.externalIssuer).origin] : []),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: on plain http it would send the browser to an https port that is not there.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: overLimit,
    // Static files of the SPA are not what a limit protects.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
}
