import {
  confirmEmailChannelBody,
  createEmailChannelBody,
  emailStatusSchema,
  notificationChannelSchema,
  setSmtpSettingsBody,
  smtpSettingsSchema,
  uuidParam,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, currentUser } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import type { EmailService } from './email.service';
import type { SmtpService } from './smtp.service';

const tags = ['notifications'];

/** The instance's SMTP server (the admin's) and a user's e-mail addresses, confirmed by a code. */
export function emailRoutes(smtp: SmtpService, email: EmailService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification/smtp',
      { config: { access: 'admin' }, schema: { tags, response: { 200: smtpSettingsSchema } } },
      async () => smtp.settings(),
    );
    app.put(
      '/notification/smtp',
      {
        config: { access: 'admin' },
        schema: { tags, body: setSmtpSettingsBody, response: { 200: smtpSettingsSchema } },
      },
      async (request) => smtp.set(request.body, actorOf(request)),
    );
    app.delete(
      '/notification/smtp',
      { config: { access: 'admin', openapi: NO_CONTENT }, schema: { tags } },
      async (request, reply) => {
        await smtp.remove(actorOf(request));
        return reply.status(204).send();
      },
    );
    app.get(
      '/notification/email/status',
      { config: { access: 'user' }, schema: { tags, response: { 200: emailStatusSchema } } },
      async () => email.status(),
    );
    app.post(
      '/notification/email/create',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: createEmailChannelBody,
          response: { 201: notificationChannelSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await email.create(currentUser(request).id, request.body, actorOf(request))),
    );
    app.post(
      '/notification/email/confirm/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          params: uuidParam,
          body: confirmEmailChannelBody,
          response: { 200: notificationChannelSchema },
        },
      },
      async (request) =>
        email.confirm(
          currentUser(request).id,
          request.params.id,
          request.body.code,
          actorOf(request),
        ),
    );
    app.post(
      '/notification/email/resend/:id',
      {
        config: { access: 'user', openapi: NO_CONTENT },
        schema: { tags, params: uuidParam },
      },
      async (request, reply) => {
        await email.resend(currentUser(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
