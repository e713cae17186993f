import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { openStream, type TestStream } from './testing';

/**
 * Issue 34 R14: a ticket is a credential. It is never written to the request log, and it is
 * spent only when its stream actually opens: a request refused for another reason (bad input, a
 * stream cap) leaves it usable, and a logged one could not be replayed anyway.
 */
describe('live events: tickets are never logged and are spent only when a stream opens', () => {
  let t: IdentityTestApp;
  let base: string;
  let ana: SignedIn;
  const streams: TestStream[] = [];
  const open = async (query: string) => {
    const s = await openStream(base, { query });
    streams.push(s);
    return s;
  };
  const ticketFor = async (who: SignedIn) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ ticket: string }>().ticket;
  };

  beforeAll(async () => {
    // Two streams per user, so the cap is reached quickly.
    t = await createIdentityTestApp({ LIVE_STREAMS_MAX: '2' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it('a ticket refused for an over-long lastEventId is not in the request log, and opens its stream afterwards', async () => {
    const ticket = await ticketFor(ana);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/events?ticket=${ticket}&lastEventId=${'9'.repeat(40)}`,
    });
    expect(refused.statusCode).toBe(400);
    const logged = t.logs.join('');
    expect(logged).toContain('/api/events?ticket=[redacted]');
    expect(logged).not.toContain(ticket);

    const opened = await open(`ticket=${ticket}`);
    expect(opened.status).toBe(200);
    // Spent by that stream: once only.
    expect((await open(`ticket=${ticket}`)).status).toBe(401);
    expect(t.logs.join('')).not.toContain(ticket);
    opened.close();
    await opened.ended;
  });

  it('a ticket refused by the stream cap is not spent: it opens once a stream closes', async () => {
    const held = [
      await open(`ticket=${await ticketFor(ana)}`),
      await open(`ticket=${await ticketFor(ana)}`),
    ];
    expect(held.map((s) => s.status)).toEqual([200, 200]);
    const ticket = await ticketFor(ana);
    const capped = await fetch(`${base}/api/events?ticket=${ticket}`);
    expect(capped.status).toBe(429);
    expect((await capped.json()) as { error: string }).toMatchObject({
      error: expect.stringMatching(/conexiones en vivo/),
    });

    held[0]!.close();
    await held[0]!.ended;
    // The server sees the close a moment after the client: retry as a browser would.
    let status = 429;
    for (let i = 0; i < 50 && status === 429; i++) {
      const again = await open(`ticket=${ticket}`);
      status = again.status;
      if (status === 429) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
  });
});
