import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, actorOf } from '../../../plugins/access';
import type { TotpEnrolmentService } from './totp-enrolment.service';

const status = z.object({ enabled: z.boolean() });
const codeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Introduce los 6 dígitos'),
});
const user = { access: 'user' as const };
const tags = ['user'];

/** TOTP enrolment for the caller's own local account (the profile page). */
export function totpRoutes(service: TotpEnrolmentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/totp',
      {
        config: user,
        schema: { tags, summary: 'Whether TOTP is enabled', response: { 200: status } },
      },
      async (request) => service.status(currentUser(request)),
    );
    app.post(
      '/user/totp/setup',
      {
        config: user,
        schema: {
          tags,
          summary: 'Start TOTP enrolment: a new pending secret and its QR code',
          response: {
            200: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
          },
        },
      },
      async (request) => service.setup(currentUser(request), actorOf(request)),
    );
    app.post(
      '/user/totp/enable',
      {
        config: user,
        schema: {
          tags,
          summary: 'Enable TOTP with a code from the pending secret',
          body: codeBody,
          response: { 200: status },
        },
      },
      async (request) => service.enable(currentUser(request), request.body.code, actorOf(request)),
    );
    app.post(
      '/user/totp/disable',
      {
        config: user,
        schema: {
          tags,
          summary: 'Disable TOTP with a current code',
          body: codeBody,
          response: { 200: status },
        },
      },
      async (request) => service.disable(currentUser(request), request.body.code, actorOf(request)),
    );
  };
}
