import { uuidParam } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../../lib/actor';
import { actorOf } from '../../../plugins/access';

/**
 * An admin issues a one-time password-reset link for a user's local account (no e-mail is
 * configured: the admin hands it over). The link is in this answer only; the activity log
 * records that one was issued, never the link.
 */
export function passwordResetRoutes(links: {
  passwordResetLink(who: { userId: string }, actor: Actor): Promise<string>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/:id/password-reset',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['users'],
          summary: "A one-time link to reset the user's password (embedded sign-in only)",
          params: uuidParam,
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request) => ({
        url: await links.passwordResetLink({ userId: request.params.id }, actorOf(request)),
      }),
    );
  };
}
