import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the sink received. */
export interface SinkRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpSink {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  requests: SinkRequest[];
  close(): Promise<void>;
}

/**
 * A channel's endpoint (ntfy, a webhook…) on loopback: records every request and answers 200
 * `{}`. The server reaches it only with NOTIFICATIONS_ALLOW_PRIVATE_URLS=true (playwright.config.ts).
 */
export async function startHttpSink(): Promise<HttpSink> {
  const requests: SinkRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
