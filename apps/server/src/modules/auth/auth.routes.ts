import { authConfigSchema, sessionSchema, upsertUserBody } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { actorOf } from '../../plugins/access';
import type { SignInService } from './sign-in.service';

const SIGN_IN_LIMIT = { max: 20, timeWindow: '1 minute' };

/** Sign-in: the web app learns where to sign in, gets a nonce, and trades the ID token for a session. */
export function authRoutes(config: Config, signIn: SignInService): FastifyPluginAsyncZod {
  const { issuer, clientId, scopes, externalIssuer } = config.oidc;
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
      async () => ({ nonce: signIn.issueNonce() }),
    );

    app.post(
      '/user/upsert',
      {
        config: { access: 'public', rateLimit: SIGN_IN_LIMIT },
        schema: { tags: ['auth'], body: upsertUserBody, response: { 200: sessionSchema } },
      },
      async (request) => signIn.signIn(request.body, actorOf(request)),
    );
  };
}
