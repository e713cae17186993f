import {
  journalEntrySchema,
  journalKindSchema,
  journalListQuery,
  journalListResponse,
  journalPutBody,
  journalVisibilityBody,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { actorOf, currentUser } from '../../plugins/access';
import { NO_CONTENT } from '../../plugins/openapi';
import { publicReadLimit } from '../../plugins/security';
import type { JournalService } from './journal.service';

const tags = ['journal'];
const byAccount = z.object({ accountId: z.uuid() });
/** The key's shape depends on the kind: the service checks it (400 with the rule). */
const byEntry = byAccount.extend({ kind: journalKindSchema, key: z.string().max(40) });

/**
 * The trade journal (issue 38). The owner's (or an admin's) routes answer 404 for anyone else's
 * account, as if it did not exist; the public route shows only a published journal of a
 * publicly visible account (an unpublished one: `public: false` and no entry; any other account:
 * 404). No live event is sent for a change (nothing reaches any stream).
 */
export function journalRoutes(service: JournalService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/accounts/:accountId/journal',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "An account's journal entries, newest first, and whether it is published",
          params: byAccount,
          querystring: journalListQuery,
          response: { 200: journalListResponse },
        },
      },
      async (request) =>
        service.list(currentUser(request), request.params.accountId, request.query),
    );
    app.put(
      '/accounts/:accountId/journal/:kind/:key',
      {
        config: { access: 'user', openapi: NO_CONTENT },
        schema: {
          tags,
          summary: "Sets a trip's or a day's note and tags (both empty: removes the entry, 204)",
          params: byEntry,
          body: journalPutBody,
          // 204 (nothing left to keep) carries no body.
          response: { 200: journalEntrySchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const { accountId, kind, key } = request.params;
        const entry = await service.put(
          currentUser(request),
          accountId,
          { kind, key },
          request.body,
          actorOf(request),
        );
        return entry ?? reply.status(204).send(null);
      },
    );
    app.delete(
      '/accounts/:accountId/journal/:kind/:key',
      {
        config: { access: 'user', openapi: NO_CONTENT },
        schema: { tags, summary: "Removes a trip's or a day's entry", params: byEntry },
      },
      async (request, reply) => {
        const { accountId, kind, key } = request.params;
        await service.remove(currentUser(request), accountId, { kind, key }, actorOf(request));
        return reply.status(204).send();
      },
    );
    app.put(
      '/accounts/:accountId/journal-visibility',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "Publishes the account's journal, or makes it private again",
          params: byAccount,
          body: journalVisibilityBody,
          response: { 200: journalVisibilityBody },
        },
      },
      async (request) =>
        service.setVisibility(
          currentUser(request),
          request.params.accountId,
          request.body.public,
          actorOf(request),
        ),
    );
    app.get(
      '/public/accounts/:accountId/journal',
      {
        config: { access: 'public', rateLimit: publicReadLimit(config) },
        schema: {
          tags,
          summary:
            "A public account's published journal (unpublished: public false, no entry; 404 for an account visitors cannot see)",
          params: byAccount,
          querystring: journalListQuery,
          response: { 200: journalListResponse },
        },
      },
      async (request) => service.publicList(request.params.accountId, request.query),
    );
  };
}
