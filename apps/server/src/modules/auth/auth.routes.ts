import { AppError, authConfigSchema, sessionSchema, upsertUserBody } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { UsersService } from '../users/users.service';

const SIGN_IN_LIMIT = { max: 20, timeWindow: '1 minute' };

/** Sign-in: the web app learns where to sign in, gets a nonce, and trades the ID token for a session. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const users = new UsersService(ctx);
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
          const user = await users.signIn(claims, photoURL, request);
          const { token, expiresAt } = await ctx.sessions.sign(user.id);
          return { user, token, expiresAt: expiresAt.toISOString() };
        } catch (error) {
          await ctx.activity.record({
            scope: 'system',
            action: 'user.sign_in_failed',
            entityType: 'user',
            actor: null,
            details: { reason: error instanceof AppError ? error.message : 'error' },
            request,
          });
          throw error;
        }
      },
    );
  };
}
