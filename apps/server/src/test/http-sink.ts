import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request an HTTP sink received. */
export interface SinkRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the sink answers a request: a status, headers, a body, after an optional delay. */
export interface SinkAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
}

/**
 * A real HTTP server on loopback standing in for a channel's endpoint (Discord, Slack, ntfy,
 * Gotify, a user's webhook): it records every request and answers what the test says.
 */
export interface HttpSink {
  url: string;
  requests: SinkRequest[];
  /** The answer to each next request (default 200 `{}`). */
  answer: (request: SinkRequest) => SinkAnswer;
  /** Resolves once `n` requests have arrived. */
  received(n: number, timeoutMs?: number): Promise<SinkRequest[]>;
  close(): Promise<void>;
}

export async function startHttpSink(): Promise<HttpSink> {
  const sink: HttpSink = {
    url: '',
    requests: [],
    answer: () => ({ status: 200, body: '{}' }),
    received: async (n, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (sink.requests.length < n) {
        if (Date.now() > until) {
          throw new Error(`sink: ${sink.requests.length} of ${n} requests after ${timeoutMs} ms`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return sink.requests;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: SinkRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      sink.requests.push(request);
      const answer = sink.answer(request);
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return sink;
}
