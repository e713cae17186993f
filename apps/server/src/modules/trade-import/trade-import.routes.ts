import { tradeImportSummarySchema } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import type { TradeImportService } from './trade-import.service';

/** A file's size at most: 200,000 rows of the widest export fit. */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;

const params = z.object({ accountId: z.uuid() });
const body = z.string().trim().min(1, 'El archivo está vacío');
const querystring = z.object({ fileName: z.string().max(255).optional() });

/**
 * Trade-history import for an account's owner (or an admin): POST the CSV file as text/csv to
 * …/import/preview to see what it would do, then to …/import to do it; `fileName` is the file's
 * name (Binance writes the zone of its times there).
 */
export function tradeImportRoutes(service: TradeImportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
      (_request, text, done) => done(null, text),
    );
    const schema = {
      tags: ['trades'],
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
        async (request) =>
          service[step]({
            user: currentUser(request),
            accountId: request.params.accountId,
            csv: request.body,
            fileName: request.query.fileName,
          }),
      );
    }
  };
}
