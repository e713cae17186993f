import { setTelegramBotBody, telegramBotStatusSchema, telegramLinkSchema } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, currentUser } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import type { TelegramService } from './telegram.service';

const tags = ['notifications'];

/** The instance's Telegram bot (the admin's) and linking a user's chat to it. */
export function telegramRoutes(service: TelegramService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification/telegram-bot',
      {
        config: { access: 'user' },
        schema: { tags, response: { 200: telegramBotStatusSchema } },
      },
      async () => service.status(),
    );
    app.put(
      '/notification/telegram-bot',
      {
        config: { access: 'admin' },
        schema: { tags, body: setTelegramBotBody, response: { 200: telegramBotStatusSchema } },
      },
      async (request) => service.setBot(request.body.botToken, actorOf(request)),
    );
    app.delete(
      '/notification/telegram-bot',
      { config: { access: 'admin', openapi: NO_CONTENT }, schema: { tags } },
      async (request, reply) => {
        await service.removeBot(actorOf(request));
        return reply.status(204).send();
      },
    );
    app.post(
      '/notification/telegram/link',
      {
        config: { access: 'user' },
        schema: { tags, response: { 201: telegramLinkSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createLink(currentUser(request).id)),
    );
  };
}
