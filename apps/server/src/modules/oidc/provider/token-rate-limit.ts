import type { IncomingMessage, ServerResponse } from 'node:http';
import { addressKey } from '../../../lib/client-address';
import { WindowCounter } from '../../../lib/window-counter';

/**
 * Requests to the token endpoint (/oidc/token and what lies under it) per client address (per
 * /64 for IPv6) and client in one minute. A browser exchanges one code per sign-in; this leaves
 * room for a household behind one address and stops a client hammering the endpoint (each
 * request is a database read and a signature).
 */
export const TOKEN_REQUESTS_PER_MINUTE = 30;

/** The client a request names in HTTP Basic credentials or the query (its body is not read here). */
function clientOf(req: IncomingMessage): string {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Basic ')) {
    const decoded = Buffer.from(auth.slice(6), 'base64').toString('utf8');
    const id = decoded.slice(0, Math.max(0, decoded.indexOf(':')));
    if (id) return id.slice(0, 128);
  }
  const query = new URL(req.url ?? '/', 'http://x').searchParams.get('client_id');
  return query ? query.slice(0, 128) : '-';
}

/**
 * Middleware for the token endpoint, mounted before oidc-provider: past the limit it answers 429
 * in OAuth's error shape with a Spanish description and Retry-After, and the provider never runs.
 */
export function tokenRateLimit(
  max = TOKEN_REQUESTS_PER_MINUTE,
  now: () => number = Date.now,
): (req: IncomingMessage & { ip?: string }, res: ServerResponse, next: () => void) => void {
  const counter = new WindowCounter(max, now);
  return (req, res, next) => {
    const address = addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    const key = `${address}\u0000${clientOf(req)}`;
    // The address as a whole too: changing the client id named gains nothing.
    const overAddress = counter.hit(`${address}\u0000*`, 1 / 2);
    if (!counter.hit(key) && !overAddress) return next();
    const seconds = Math.max(1, Math.ceil(counter.resetsIn(key) / 1000));
    res.statusCode = 429;
    res.setHeader('retry-after', String(seconds));
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(
      JSON.stringify({
        error: 'too_many_requests',
        error_description: `Demasiadas solicitudes de tokens: vuelve a intentarlo en ${seconds} s`,
      }),
    );
  };
}
