import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { z } from 'zod';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createContainer, type Container, type ContainerOverrides } from './container';
import { createContext } from './context';
import type { Database } from './db/client';
import { DEFAULT_WEB_DIR } from './lib/paths';
import { serializeError } from './lib/safe-errors';
import { VERSION } from './lib/version';
import { responseSerializer } from './plugins/response-serializer';
import { enforceAccess } from './plugins/access';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { guardInputText } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { proxyTrust, registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';

export interface AppDeps {
  config: Config;
  database: Database;
  /** pino options or an instance; tests pass their own to capture or silence logs. */
  logger?: FastifyServerOptions['loggerInstance'] | FastifyServerOptions['logger'];
  /** Test doubles at the network's edge (a recorded exchange, a fixed market, a short sandbox). */
  overrides?: ContainerOverrides;
}

/** Builds the whole HTTP app from its plugins and modules, without listening (tests inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  return (await buildAppWithContainer(deps)).app;
}

/** The app and the container it was built from (tests and benchmarks reach its services). */
export async function buildAppWithContainer({
  config,
  database,
  logger,
  overrides,
}: AppDeps): Promise<{ app: FastifyInstance; container: Container }> {
  // Validation messages reach users in toasts: in the interface's language.
  z.config(z.locales.es());
  const app = Fastify({
    ...(logger && typeof logger === 'object' && 'child' in logger
      ? { loggerInstance: logger }
      : { logger: logger ?? { level: config.logLevel, ...LOGGER_OPTIONS } }),
    trustProxy: proxyTrust(config.trustedProxies),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Answer new requests with 503 while shutting down; in-flight ones finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    logController: new RequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  const container = await createContainer(createContext(config, database, app.log), overrides);
  app.addHook('onClose', () => container.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  // Once shutdown begins, each response in flight closes its connection behind it, so a client's
  // keep-alive socket cannot hold the process open (Fastify keeps idle sockets 72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandler(app);
  await registerCompression(app);
  await registerSecurity(app, config);
  await registerOpenApi(app, VERSION);
  enforceAccess(app, container.auth.authenticate);
  guardInputText(app);

  await app.register(
    async (api) => {
      for (const routes of container.routes) await api.register(routes);
    },
    { prefix: '/api' },
  );
  await container.oidc.mount(app);

  await registerSpa(app, config.webDir ?? DEFAULT_WEB_DIR, config.publicUrl);
  return { app, container };
}

/** Never log credentials, tokens or secrets, whatever a route or plugin puts in a log line. */
const REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-pulso-signature"]',
    '*.password',
    '*.secret',
    '*.apiKey',
    '*.apiSecret',
    '*.passphrase',
    '*.token',
  ],
  censor: '[redacted]',
};

/**
 * One line per request, when it is answered, with what it asked and how it went; not Fastify's
 * two (an "incoming request" line too): at thousands of requests a second logging was a tenth of
 * the server's CPU. Fastify's other lines (errors, not found) stay as they are.
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Sign-in URLs carry codes and ID tokens in their query strings: log their paths only. */
const SIGN_IN_PATHS = /^\/(oidc|idp|auth)(\/|$)/;
/** Query parameters that are credentials wherever they appear (a live stream's ticket). */
const SECRET_PARAMS = /([?&](?:ticket|token|access_token|code)=)[^&#]*/gi;
function loggedUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return url;
  if (SIGN_IN_PATHS.test(path!)) return `${path}?[redacted]`;
  return `${path}${`?${query}`.replace(SECRET_PARAMS, '$1[redacted]')}`;
}

/**
 * pino options for every logger of the server (main, tests): redaction, a safe request line, and
 * errors without the values a database query carried (lib/safe-errors.ts).
 */
export const LOGGER_OPTIONS = {
  redact: REDACT,
  serializers: {
    err: (error: unknown) => serializeError(error),
    error: (error: unknown) => serializeError(error),
    req: (req: FastifyRequest) => ({
      method: req.method,
      // As asked: a mounted app (the OIDC provider under /oidc) rewrites `url` under it.
      url: loggedUrl(req.originalUrl ?? req.url),
      host: req.host,
      remoteAddress: req.ip,
    }),
  },
};
