import { AppError, authConfigSchema, sessionSchema, upsertUserBody } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { ActivityService } from '../activity-logs';
import type { UsersService } from '../users';
import type { IdTokenVerifier } from './id-token';
import { NONCE_TTL_SECONDS, type SessionTokens } from './session-tokens';
import type { UsedNoncesRepository } from './used-nonces.repository';
import { actorOf } from '../../plugins/access';

const SIGN_IN_LIMIT = { max: 20, timeWindow: '1 minute' };

/** Sign-in: the web app learns where to sign in, gets a nonce, and trades the ID token for a session. */
export interface AuthRoutesDeps {
  config: Config;
  users: UsersService;
  sessions: SessionTokens;
  idTokens: IdTokenVerifier;
  usedNonces: UsedNoncesRepository;
  activity: ActivityService;
}

export function authRoutes(ctx: AuthRoutesDeps): FastifyPluginAsyncZod {
  const { users, usedNonces } = ctx;
  const { issuer, clientId, scopes, externalIssuer } = ctx.config.oidc;
  return async (app) => {
    app.get(
      '/auth/config',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], response: { 200: authConfigSchema } },
      },
      async () => ({ issuer, clientId, scopes, embedded: !externalIssuer }),
    );

    app.post(
      '/auth/nonce',
      {
        config: { access: 'public', rateLimit: SIGN_IN_LIMIT },
        schema: { tags: ['auth'], response: { 200: z.object({ nonce: z.string() }) } },
      },
      async () => ({ nonce: ctx.sessions.issueNonce() }),
    );

    app.post(
      '/user/upsert',
      {
        config: { access: 'public', rateLimit: SIGN_IN_LIMIT },
        schema: { tags: ['auth'], body: upsertUserBody, response: { 200: sessionSchema } },
      },
      async (request) => {
        const { idToken, nonce, photoURL } = request.body;
        try {
          if (!ctx.sessions.isValidNonce(nonce)) {
            throw new AppError('UNAUTHORIZED', 'La sesión de inicio caducó; vuelve a intentarlo');
          }
          const claims = await ctx.idTokens.verify(idToken, nonce);
          // One session per sign-in: a replayed token + nonce pair is refused while either lives.
          const keepUntil = Math.max(
            claims.expiresAt.getTime(),
            Date.now() + NONCE_TTL_SECONDS * 1000,
          );
          if (!(await usedNonces.consume(nonce, new Date(keepUntil)))) {
            throw new AppError(
              'UNAUTHORIZED',
              'Este inicio de sesión ya se usó; vuelve a iniciar sesión',
            );
          }
          const { user, sessionEpoch } = await users.signIn(claims, photoURL, actorOf(request));
          const { token, expiresAt } = await ctx.sessions.sign(user.id, sessionEpoch);
          return { user, token, expiresAt: expiresAt.toISOString() };
        } catch (error) {
          await ctx.activity.record({
            scope: 'system',
            action: 'user.sign_in_failed',
            entityType: 'user',
            actor: { ...actorOf(request), user: null },
            details: { reason: error instanceof AppError ? error.message : 'error' },
          });
          throw error;
        }
      },
    );
  };
}
