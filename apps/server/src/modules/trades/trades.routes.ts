import { Readable } from 'node:stream';
import {
  csvRow,
  failedSignalsQuery,
  failedSignalsSchema,
  listTradesQuery,
  pageOf,
  TRADE_CSV_COLUMNS,
  tradeFiltersQuery,
  tradeSchema,
  tradeSignalStatusSchema,
  type Trade,
  type TradeFilters,
} from '@pulso/domain';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import type { TradeScope } from './trades.repository';
import type { TradesService } from './trades.service';
import { publicReadLimit } from '../../plugins/security';

const accountParams = z.object({ accountId: z.uuid() });
const userParams = z.object({ userId: z.uuid() });

export function tradesRoutes(service: TradesService, config: Config): FastifyPluginAsyncZod {
  /**
   * The selection as CSV, streamed chunk by chunk (header row first, CRLF line ends). The first
   * chunk is read before the status line goes out, so a query that fails is an error answer, not
   * a 200 cut short.
   */
  const sendCsv = async (
    reply: FastifyReply,
    scope: TradeScope,
    filters: TradeFilters,
    name: string,
  ) => {
    const chunks = service.all(scope, filters);
    const first = await chunks.next();
    const rows = (chunk: Trade[]) =>
      chunk.map((t) => csvRow(TRADE_CSV_COLUMNS.map((c) => t[c]))).join('');
    async function* lines() {
      yield csvRow(TRADE_CSV_COLUMNS);
      if (first.done) return;
      yield rows(first.value);
      for await (const chunk of chunks) yield rows(chunk);
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  };
  const page = { 200: pageOf(tradeSchema) };

  return async (app) => {
    app.get(
      '/trade/account/:accountId',
      {
        // Public so visitors may read public trades; the service decides (404 otherwise).
        config: { access: 'public', rateLimit: publicReadLimit(config) },
        schema: {
          tags: ['trades'],
          params: accountParams,
          querystring: listTradesQuery,
          response: page,
        },
      },
      async (request) =>
        service.page(
          await service.accountScope(request.user, request.params.accountId),
          request.query,
        ),
    );
    app.get(
      '/trade/account/:accountId/export.csv',
      {
        config: { access: 'public', rateLimit: publicReadLimit(config) },
        schema: { tags: ['trades'], params: accountParams, querystring: tradeFiltersQuery },
      },
      async (request, reply) =>
        sendCsv(
          reply,
          await service.accountScope(request.user, request.params.accountId),
          request.query,
          `trades-${request.params.accountId.slice(0, 8)}`,
        ),
    );

    app.get(
      '/trade/user/:userId',
      {
        config: { access: 'user' },
        schema: {
          tags: ['trades'],
          params: userParams,
          querystring: listTradesQuery,
          response: page,
        },
      },
      async (request) =>
        service.page(
          await service.userScope(currentUser(request), request.params.userId),
          request.query,
        ),
    );
    app.get(
      '/trade/user/:userId/export.csv',
      {
        config: { access: 'user' },
        schema: { tags: ['trades'], params: userParams, querystring: tradeFiltersQuery },
      },
      async (request, reply) =>
        sendCsv(
          reply,
          await service.userScope(currentUser(request), request.params.userId),
          request.query,
          'trades',
        ),
    );

    app.get(
      '/trade/signal/failed',
      {
        config: { access: 'user' },
        schema: {
          tags: ['trades'],
          summary: "The caller's alerts that failed since a moment (shown on their next visit)",
          querystring: failedSignalsQuery,
          response: { 200: failedSignalsSchema },
        },
      },
      async (request) => service.failedSince(currentUser(request), request.query),
    );

    app.get(
      '/trade/signal/:signalId',
      {
        config: { access: 'user' },
        schema: {
          tags: ['trades'],
          params: z.object({ signalId: z.uuid() }),
          response: { 200: tradeSignalStatusSchema },
        },
      },
      async (request) => service.signalStatus(currentUser(request), request.params.signalId),
    );

    app.get(
      '/trade/list',
      {
        config: { access: 'user' },
        schema: { tags: ['trades'], querystring: listTradesQuery, response: page },
      },
      async (request) => service.page(service.listScope(currentUser(request)), request.query),
    );
    app.get(
      '/trade/list/export.csv',
      {
        config: { access: 'user' },
        schema: { tags: ['trades'], querystring: tradeFiltersQuery },
      },
      async (request, reply) =>
        sendCsv(reply, service.listScope(currentUser(request)), request.query, 'trades'),
    );
  };
}
