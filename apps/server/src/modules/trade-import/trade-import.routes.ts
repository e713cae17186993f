import {
  exchangeSyncBody,
  exchangeSyncStatusSchema,
  tradeImportListSchema,
  tradeImportSummarySchema,
  tradeRemovalSchema,
} from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, currentUser } from '../../plugins/access';
import type { ExchangeSyncService } from './exchange-sync.service';
import type { TradeCorrectionsService } from './trade-corrections.service';
import type { TradeImportService } from './trade-import.service';

/** A file's size at most: 200,000 rows of the widest export fit. */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;

const params = z.object({ accountId: z.uuid() });
const body = z.string().trim().min(1, 'El archivo está vacío');
const querystring = z.object({ fileName: z.string().max(255).optional() });

/**
 * Trade-history import for an account's owner (or an admin): POST the CSV file as text/csv to
 * …/import/preview to see what it would do, then to …/import to do it; `fileName` is the file's
 * name (Binance writes the zone of its times there). …/sync asks for (POST) or shows (GET) the
 * account's history sync with its exchange. …/imports lists the account's imports, …/undo undoes
 * one, and DELETE …/trades/{id} deletes a trade (TradeCorrectionsService).
 */
export function tradeImportRoutes(
  service: TradeImportService,
  corrections: TradeCorrectionsService,
  sync: ExchangeSyncService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
      (_request, text, done) => done(null, text),
    );
    const schema = {
      tags: ['trades'],
      // The file itself, as the exchange exported it (the content-type parser above).
      consumes: ['text/csv'],
      params,
      querystring,
      body,
      response: { 200: tradeImportSummarySchema },
    };
    for (const [path, step] of [
      ['/import/preview', 'preview'],
      ['/import', 'import'],
    ] as const) {
      app.post(
        `/trade/account/:accountId${path}`,
        { config: { access: 'user' }, bodyLimit: MAX_IMPORT_BYTES, schema },
        async (request) => {
          const input = {
            user: currentUser(request),
            actor: actorOf(request),
            accountId: request.params.accountId,
            csv: request.body,
            fileName: request.query.fileName,
          };
          return step === 'preview' ? service.preview(input) : service.import(input);
        },
      );
    }
    // Corrections (issue 33): an import is a batch its owner lists and undoes; a trade is deleted.
    app.get(
      '/trade/account/:accountId/imports',
      {
        config: { access: 'user' },
        schema: { tags: ['trades'], params, response: { 200: tradeImportListSchema } },
      },
      async (request) => ({
        data: await corrections.listImports(currentUser(request), request.params.accountId),
      }),
    );
    app.post(
      '/trade/account/:accountId/imports/:importId/undo',
      {
        config: { access: 'user' },
        schema: {
          tags: ['trades'],
          params: z.object({ accountId: z.uuid(), importId: z.string().max(64) }),
          response: { 200: tradeRemovalSchema },
        },
      },
      async (request) =>
        corrections.undoImport(
          currentUser(request),
          actorOf(request),
          request.params.accountId,
          request.params.importId,
        ),
    );
    app.delete(
      '/trade/account/:accountId/trades/:tradeId',
      {
        config: { access: 'user' },
        schema: {
          tags: ['trades'],
          params: z.object({ accountId: z.uuid(), tradeId: z.string().max(64) }),
          response: { 200: tradeRemovalSchema },
        },
      },
      async (request) =>
        corrections.deleteTrade(
          currentUser(request),
          actorOf(request),
          request.params.accountId,
          request.params.tradeId,
        ),
    );
    const syncSchema = { tags: ['trades'], params };
    app.get(
      '/trade/account/:accountId/sync',
      {
        config: { access: 'user' },
        schema: { ...syncSchema, response: { 200: exchangeSyncStatusSchema } },
      },
      async (request) => sync.status(currentUser(request), request.params.accountId),
    );
    app.post(
      '/trade/account/:accountId/sync',
      {
        config: { access: 'user' },
        schema: {
          ...syncSchema,
          body: exchangeSyncBody.optional(),
          response: { 202: exchangeSyncStatusSchema },
        },
      },
      async (request, reply) => {
        const body = exchangeSyncBody.parse(request.body ?? {});
        const status = await sync.request(
          currentUser(request),
          request.params.accountId,
          body,
          actorOf(request),
        );
        return reply.code(202).send(status);
      },
    );
  };
}
