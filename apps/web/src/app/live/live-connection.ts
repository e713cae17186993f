import { LIVE_EVENT_TYPES, type LiveEventType } from '@pulso/domain/core';

export type LiveState = 'connecting' | 'connected' | 'reconnecting';

export interface LiveConnectionOptions {
  /** The stream's address, e.g. `/api/events`. */
  url: string;
  /** A fresh single-use ticket for a signed-in user; null for the public stream. */
  ticket: () => Promise<string | null>;
  onEvent: (type: LiveEventType, data: unknown) => void;
  onState: (state: LiveState) => void;
  /** The EventSource to use (tests pass a fake). */
  EventSourceImpl?: typeof EventSource;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * One live stream, kept open: a ticket per (re)connection, since a ticket opens one stream;
 * after an error, reconnects with exponential backoff and asks for what it missed from the last
 * event id (the server replays it, or says "resync"). Returns a function that closes it.
 */
export function connectLive(options: LiveConnectionOptions): () => void {
  const Impl = options.EventSourceImpl ?? EventSource;
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  let lastEventId: string | undefined;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    options.onState('reconnecting');
    retryTimer = setTimeout(() => void open(), delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  const open = async () => {
    retryTimer = undefined;
    let ticket: string | null;
    try {
      ticket = await options.ticket();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const params = new URLSearchParams();
    if (ticket) params.set('ticket', ticket);
    if (lastEventId) params.set('lastEventId', lastEventId);
    const query = params.toString();
    const es = new Impl(query ? `${options.url}?${query}` : options.url);
    source = es;
    es.onopen = () => {
      delay = FIRST_RETRY_MS;
      options.onState('connected');
    };
    // The browser's own retry would reuse a spent ticket: close and reconnect with a new one.
    es.onerror = () => {
      es.close();
      if (source === es) source = undefined;
      retry();
    };
    for (const type of LIVE_EVENT_TYPES) {
      es.addEventListener(type, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        options.onEvent(type, data);
      });
    }
  };

  options.onState('connecting');
  void open();
  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    source?.close();
    source = undefined;
  };
}
