import { vi } from 'vitest';

export type FakeRoute =
  | Response
  | ((request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>);

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/**
 * Stubs fetch at the network edge with a table of "METHOD /path" → answer. Every request is
 * recorded; one that matches no route fails the test loudly (a 599 the client would report).
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: {
    method: string;
    path: string;
    search: string;
    body: unknown;
    /** The Authorization header sent, if any. */
    authorization: string | null;
  }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://pulso.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const authorization = new Headers(init.headers).get('authorization');
    calls.push({ method, path: url.pathname, search: url.search, body, authorization });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      return json(599, { error: `No fake route for ${method} ${url.pathname}`, code: 'TEST' });
    }
    return route instanceof Response ? route.clone() : route({ url, method, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    count: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path).length,
  };
}
