import { AppError, LIVE_EVENT_TYPES, liveEventPayloadSchemas, MESSAGES } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../plugins/access';
import type { LiveHub, LiveSubscriber } from './live-hub';
import type { LiveTickets, StreamOpener } from './live.service';
import type { StreamCaps, StreamSlot } from './stream-caps';

/** A client whose socket holds this much unsent is too slow: it is dropped, not buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long the browser waits before reconnecting after the stream drops (SSE `retry:`). */
const RETRY_MS = 2_000;
/** What a stream refused by a cap is told to wait (Retry-After). */
const CAPPED_RETRY_SECONDS = 30;

const eventsQuery = z.object({
  ticket: z.string().min(1).max(128).optional(),
  /** For clients that cannot send the Last-Event-ID header. */
  lastEventId: z.string().max(20).optional(),
});

/** What the stream sends, for the API's document: each event's type names its payload's schema. */
const LIVE_STREAM_DOC = {
  description:
    'Server-sent events: `id: <n>`, `event: <type>`, `data: <JSON payload>`, a comment line as ' +
    'heartbeat every 15 s. Reconnect with Last-Event-ID (or ?lastEventId) to resume.',
  mediaType: 'text/event-stream',
  schema: z.union(
    LIVE_EVENT_TYPES.map((type) =>
      z.object({ event: z.literal(type), data: liveEventPayloadSchemas[type] }),
    ) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
  ),
};

/** Last-Event-ID as a number, or undefined when absent or not one of ours. */
function lastEventIdOf(header: unknown, query: string | undefined): number | undefined {
  const raw = typeof header === 'string' ? header : query;
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * GET /api/events (Server-Sent Events) and POST /api/events/ticket. A stream is authenticated by
 * the Authorization header or a ticket; without either it carries public events only.
 */
export function liveRoutes(
  hub: LiveHub,
  tickets: LiveTickets,
  caps: StreamCaps,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preClose', async () => hub.closeStreams());

    app.post(
      '/events/ticket',
      {
        config: { access: 'user' },
        schema: {
          tags: ['live'],
          summary: 'A single-use ticket (60 s) for opening GET /api/events from a browser',
          response: { 201: z.object({ ticket: z.string(), expiresAt: z.string() }) },
        },
      },
      async (request, reply) => reply.status(201).send(await tickets.issue(bearerToken(request)!)),
    );

    app.get(
      '/events',
      {
        config: { access: 'public', openapi: { responses: { 200: LIVE_STREAM_DOC } } },
        schema: {
          tags: ['live'],
          summary: 'Live events (text/event-stream): what the caller may read, as it happens',
          querystring: eventsQuery,
        },
      },
      async (request, reply) => {
        // Who it reads as, and the credential its rights are re-checked with for every event.
        let opener: StreamOpener | null = null;
        const { ticket } = request.query;
        if (ticket) {
          // Looked at, not spent: a stream refused below leaves the ticket for another try.
          opener = await tickets.peek(ticket);
          if (!opener) throw new AppError('UNAUTHORIZED', MESSAGES.errors.permissions.invalidToken);
        } else if (request.user) {
          // The token the access hook accepted (one it refused left a visitor, as on any
          // public route).
          opener = await tickets.opener(bearerToken(request)!);
        }
        const user = opener?.user ?? null;
        // Per user, per visitor address (/64), per instance: 429 or 503 with why.
        let slot: StreamSlot;
        try {
          slot = caps.take(user?.id ?? null, request.ip);
        } catch (err) {
          // The browser's EventSource retries on its own; others are told when.
          reply.header('retry-after', String(CAPPED_RETRY_SECONDS));
          throw err;
        }
        // The stream opens now: its ticket is spent (once: a second request with it gets 401).
        if (ticket) {
          let spent = false;
          try {
            spent = await tickets.spend(ticket);
          } finally {
            if (!spent) slot.release();
          }
          if (!spent) throw new AppError('UNAUTHORIZED', MESSAGES.errors.permissions.invalidToken);
        }
        const lastEventId = lastEventIdOf(
          request.headers['last-event-id'],
          request.query.lastEventId,
        );

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // nginx and similar proxies: pass each event through at once.
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        res.write(`retry: ${RETRY_MS}\n\n`);

        let closed = false;
        let unsubscribe = () => {};
        const close = () => {
          if (closed) return;
          closed = true;
          unsubscribe();
          slot.release();
          res.end();
        };
        const write = (frame: string) => {
          if (closed) return;
          if (res.writableLength > MAX_BUFFERED_BYTES) {
            request.log.info('live events: dropping a client that does not read');
            close();
            res.destroy();
            return;
          }
          res.write(frame);
        };
        const subscriber: LiveSubscriber = {
          user,
          credential: opener?.credential ?? null,
          send: write,
          resync: (reason) => write(`event: resync\ndata: ${JSON.stringify({ reason })}\n\n`),
          heartbeat: () => write(': keep-alive\n\n'),
          close,
        };
        // The response's close, not the request's (that fires once the request is read).
        res.on('close', close);
        try {
          const stop = await hub.subscribe(subscriber, lastEventId);
          if (closed) stop();
          else unsubscribe = stop;
        } catch (err) {
          request.log.error({ err }, 'live events: subscribing failed');
          close();
        }
      },
    );
  };
}
