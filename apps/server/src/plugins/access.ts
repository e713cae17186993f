import { AppError, MESSAGES } from '@pulso/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AuthUser } from '../lib/actor';

export type { AuthUser } from '../lib/actor';

/** Who may call a route. Every /api route declares one; `enforceAccess` refuses a route without. */
export type Access = 'public' | 'user' | 'admin';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The fields its body and query string schemas name (empty when not an object schema). */
  bodyKeys: string[];
  queryKeys: string[];
}

/** The keys of a zod object schema, looking through refinements and pipes. */
function keysOf(schema: unknown): string[] {
  const s = schema as { shape?: object; def?: { in?: unknown; schema?: unknown } } | undefined;
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  return keysOf(s.def?.in ?? s.def?.schema);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access level, in registration order. */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    /** The authenticated caller; null for a visitor. Set before every handler. */
    user: AuthUser | null;
  }
}

/** Resolves a bearer token to its user; throws AppError 401/403 when it cannot. */
export type Authenticator = (token: string, request: FastifyRequest) => Promise<AuthUser>;

// Served by @fastify/swagger-ui, public by nature.
const UNDECLARED_OK = /^\/api\/docs(\/|$)/;

/**
 * Authorization in one place: a route's `config.access` decides, before its handler, whether a
 * token is needed and whose, before anything else about the request is looked at. A route under /api without an access level stops start-up, so no
 * route is public by omission.
 */
export function enforceAccess(app: FastifyInstance, authenticate: Authenticator): void {
  app.decorateRequest('user', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || UNDECLARED_OK.test(route.url)) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access)
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access level`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const { body, querystring } = route.schema ?? {};
      table.push({
        method,
        url: route.url,
        access,
        bodyKeys: keysOf(body),
        queryKeys: keysOf(querystring),
      });
    }
  });
  // onRequest: before the body is parsed or validated, so a visitor learns nothing of a route's schema.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request);
    if (access === 'public') {
      // A visitor stays a visitor; a valid token lets public routes recognise their owner.
      if (token) request.user = await authenticate(token, request).catch(() => null);
      return;
    }
    if (!token) throw new AppError('UNAUTHORIZED', MESSAGES.errors.permissions.invalidToken);
    request.user = await authenticate(token, request);
    if (access === 'admin' && !request.user.isAdmin) {
      throw new AppError('FORBIDDEN', MESSAGES.errors.permissions.permissionError);
    }
  });
}

/** The request's bearer token, if it sent one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The authenticated caller of a 'user' or 'admin' route (the hook guarantees there is one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', MESSAGES.errors.permissions.invalidToken);
  return request.user;
}

/** The actor of a request: its user (if any), address and id, for the services. */
export function actorOf(request: FastifyRequest): Actor {
  return { user: request.user, ip: request.ip, requestId: request.id };
}
