import {
  AppError,
  SIGNATURE_HEADER,
  tradeReceiverAccepted,
  tradeReceiverDuplicate,
  tradeReceiverPayload,
} from '@pulso/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TradeReceiverService } from './trade-receiver.service';

/** The body as received, for HMAC signatures (kept beside the request, not on it). */
const rawBodies = new WeakMap<FastifyRequest, string>();
const BODY_LIMIT = 64 * 1024;
/** A machine's JSON answer loads nothing: a CSP stricter than the pages', over the global one. */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * TradingView posts its alert message as text/plain; programmatic senders post JSON; curl's
 * default is form-encoded. All are read as text holding JSON — in this plugin only.
 */
export function tradeReceiverRoutes(service: TradeReceiverService): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (request, body, done) => {
        const text = String(body);
        rawBodies.set(request, text);
        if (text.trim() === '') return done(null, {});
        try {
          done(null, JSON.parse(text));
        } catch {
          done(new AppError('BAD_REQUEST', 'El cuerpo debe ser un JSON válido'), undefined);
        }
      },
    );

    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(API_HEADERS);
      done();
    });

    app.post(
      '/trade-receiver/:accountId',
      {
        // Every delivery is already recorded, with its address, as a receiver log; two access-log
        // lines per signal would double the cost of a busy webhook. Failures still log (warn, error).
        logLevel: 'warn',
        config: {
          access: 'public',
          // Decided in the service, after the secret is checked (webhook-limits.ts): counted here,
          // per account before authentication, anyone could lock an owner out of their alerts.
          rateLimit: false,
          // Read by hand (text or JSON, see the parser above), documented from the same schema.
          openapi: { requestBody: tradeReceiverPayload },
        },
        schema: {
          tags: ['trade-receiver'],
          consumes: ['application/json', 'text/plain'],
          summary: 'Recibe una señal de TradingView (o del formulario de emitir operación)',
          params: z.object({ accountId: z.string() }),
          response: { 200: tradeReceiverDuplicate, 202: tradeReceiverAccepted },
        },
      },
      async (request, reply) => {
        const signature = request.headers[SIGNATURE_HEADER];
        const result = await service.receive({
          accountId: request.params.accountId,
          body: request.body,
          rawBody: rawBodies.get(request) ?? '',
          signature: Array.isArray(signature) ? signature[0] : signature,
          user: request.user,
          ip: request.ip,
        });
        if (result.duplicate) {
          return reply.status(200).send({
            receiverLogId: result.receiverLogId,
            signalId: result.signalId,
            duplicate: true as const,
          });
        }
        return reply
          .status(202)
          .send({ receiverLogId: result.receiverLogId, signalId: result.signalId });
      },
    );
  };
}
