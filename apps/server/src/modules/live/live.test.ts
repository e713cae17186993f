import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedDatabases } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';
import { openStream, type ReceivedEvent, type TestStream } from './testing';

const baseUrlOf = async (t: IdentityTestApp) => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
};
const about = (accountId: string) => (e: ReceivedEvent) => e.data.accountId === accountId;
/**
 * Before asserting that an event did not arrive: a later event the stream may read (a new public
 * account of `owner`) has arrived, and a stream delivers in order, so the earlier ones would have.
 */
async function barrier(t: IdentityTestApp, owner: SignedIn, ...streams: TestStream[]) {
  const id = await createAccount(t, owner, `Barrera ${Math.random().toString(36).slice(2, 8)}`, {
    isPublic: true,
  });
  for (const s of streams)
    await s.waitFor((e) => e.type === 'account.changed' && e.data.accountId === id);
}

describe('live events: GET /api/events', () => {
  let t: IdentityTestApp;
  let base: string;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  const streams: TestStream[] = [];
  const open = async (options: Parameters<typeof openStream>[1] = {}) => {
    const s = await openStream(base, options);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createIdentityTestApp();
    // The first user to sign in is the admin.
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    base = await baseUrlOf(t);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it("the owner sees their signal's whole life; another user and a visitor see none of it; the admin does", async () => {
    const accountId = await createAccount(t, ana, 'Privada');
    const anaStream = await open({ headers: ana.headers });
    const bobStream = await open({ headers: bob.headers });
    const visitor = await open();
    const adminStream = await open({ headers: admin.headers });
    expect(anaStream.status).toBe(200);

    const sent = await sendSignal(t, accountId, {
      action: 'buy',
      contracts: '0.01',
      close: '50000',
    });
    await t.container.signals.worker().drain();

    const done = await anaStream.waitFor((e) => e.type === 'signal.done');
    expect(done.data).toMatchObject({ signalId: sent.signalId, accountId });
    expect(done.data.tradeId).toEqual(expect.any(String));
    const types = anaStream.events.filter(about(accountId)).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'signal.accepted',
        'signal.step',
        'trade.recorded',
        'analytics.changed',
      ]),
    );
    const steps = anaStream.events.filter((e) => e.type === 'signal.step').map((e) => e.data.step);
    expect(steps).toEqual([
      'VALIDATION',
      'CLIENT_CREATION',
      'BALANCE_CHECK',
      'ORDER_EXECUTION',
      'POST_PROCESSING',
    ]);
    const trade = anaStream.events.find((e) => e.type === 'trade.recorded')!;
    expect(trade.data).toMatchObject({ side: 'buy', asset: 'BTC', amount: '0.01', price: '50000' });
    // Ids increase, so a reconnecting browser can say where it stopped.
    const ids = anaStream.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    await adminStream.waitFor((e) => e.type === 'signal.done' && e.data.accountId === accountId);
    await adminStream.waitFor((e) => e.type === 'receiver-log.written');
    await barrier(t, bob, bobStream, visitor);
    expect(bobStream.events.filter(about(accountId))).toEqual([]);
    expect(bobStream.events.some((e) => e.type === 'receiver-log.written')).toBe(false);
    expect(visitor.events.filter(about(accountId))).toEqual([]);
    // Never a secret: payloads are ids and the few fields a screen shows.
    expect(JSON.stringify(anaStream.events)).not.toMatch(/secret|credential/i);
  });

  it('a visitor sees the trades of a public account with public trades, and nothing it hides', async () => {
    const shown = await createAccount(t, ana, 'Pública', {
      isPublic: true,
      publicTrades: true,
      publicStats: false,
    });
    const visitor = await open();
    await sendSignal(t, shown, { action: 'buy', contracts: '0.01' });
    await t.container.signals.worker().drain();
    await visitor.waitFor((e) => e.type === 'trade.recorded' && e.data.accountId === shown);
    await barrier(t, bob, visitor);
    const seen = visitor.events.filter(about(shown)).map((e) => e.type);
    // Figures stay private without publicStats; signals and steps are the owner's.
    expect(seen).not.toContain('analytics.changed');
    expect(seen).not.toContain('signal.accepted');
    expect(seen).not.toContain('signal.step');
  });

  it('a ticket opens one stream, once, within its lifetime', async () => {
    const noToken = await t.app.inject({ method: 'POST', url: '/api/events/ticket' });
    expect(noToken.statusCode).toBe(401);

    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: ana.headers,
    });
    expect(issued.statusCode).toBe(201);
    const { ticket } = issued.json<{ ticket: string }>();
    const first = await open({ query: `ticket=${ticket}` });
    expect(first.status).toBe(200);
    const again = await open({ query: `ticket=${ticket}` });
    expect(again.status).toBe(401);

    // The ticket's user is the one who asked: ana's events reach it.
    const accountId = await createAccount(t, ana, 'Con ticket');
    await first.waitFor((e) => e.type === 'account.changed' && e.data.accountId === accountId);

    const late = await t.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: ana.headers,
    });
    await t.container.db.execute(
      sql`update live_tickets set expires_at = now() - interval '1 second'`,
    );
    const expired = await open({ query: `ticket=${late.json<{ ticket: string }>().ticket}` });
    expect(expired.status).toBe(401);
    const forged = await open({ query: 'ticket=not-a-ticket' });
    expect(forged.status).toBe(401);
  });

  it('a reconnecting client gets what it missed after Last-Event-ID, or "resync" when it is gone', async () => {
    const accountId = await createAccount(t, ana, 'Reconexión');
    const before = await open({ headers: ana.headers });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${accountId}`,
      headers: ana.headers,
      payload: { name: 'Reconexión 1' },
    });
    const seen = await before.waitFor(
      (e) => e.type === 'account.changed' && e.data.accountId === accountId,
    );
    before.close();

    // While disconnected: a trade.
    await sendSignal(t, accountId, { action: 'buy', contracts: '0.01' });
    await t.container.signals.worker().drain();
    await t.container.live.hub.read();

    const after = await open({ headers: { ...ana.headers, 'last-event-id': seen.id! } });
    const missed = await after.waitFor((e) => e.type === 'trade.recorded');
    expect(missed.data.accountId).toBe(accountId);
    expect(after.events.every((e) => Number(e.id) > Number(seen.id))).toBe(true);
    // Another user's Last-Event-ID replays nothing of ana's.
    const bobAfter = await open({ headers: { ...bob.headers, 'last-event-id': seen.id! } });
    await barrier(t, bob, bobAfter);
    expect(bobAfter.events.filter(about(accountId))).toEqual([]);

    // Events pruned past the client's id: it is told to refetch.
    await t.container.db.execute(sql`delete from live_events`);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${accountId}`,
      headers: ana.headers,
      payload: { name: 'Reconexión 2' },
    });
    await t.container.live.hub.read();
    const stale = await open({ headers: { ...ana.headers, 'last-event-id': '1' } });
    await stale.waitFor((e) => e.type === 'resync');
  });

  it("a deactivated user's stream is closed", async () => {
    const carla = await t.signIn({ sub: 'carla', email: 'carla@example.com' });
    const stream = await open({ headers: carla.headers });
    expect(stream.status).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${carla.user.id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.container.live.hub.read();
    await stream.ended;
    // And cannot open another.
    const refused = await open({ headers: carla.headers });
    expect(refused.status).toBe(200); // a refused token is a visitor on a public route…
    const accountId = await createAccount(t, ana, 'Tras desactivar');
    await barrier(t, ana, refused);
    expect(refused.events.filter(about(accountId))).toEqual([]); // …who sees nothing private.
  });

  it('bad input is a 4xx: an oversized ticket, a bogus Last-Event-ID', async () => {
    const huge = await t.app.inject({
      method: 'GET',
      url: `/api/events?ticket=${'x'.repeat(500)}`,
    });
    expect(huge.statusCode).toBe(400);
    const bogus = await open({ headers: { 'last-event-id': 'abc' } });
    expect(bogus.status).toBe(200);
  });
});

describe('live events across instances', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabases>>;
  let a: IdentityTestApp;
  let b: IdentityTestApp;

  beforeAll(async () => {
    shared = await createSharedDatabases();
    a = await createIdentityTestApp({}, undefined, shared.first);
    b = await createIdentityTestApp({}, undefined, shared.second);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await shared.close();
  });

  it('a trade recorded by one instance reaches a stream held by the other', async () => {
    const ana = await a.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(a);
    const accountId = await createAccount(a, ana, 'Dos instancias');
    const stream = await openStream(await baseUrlOf(b), { headers: ana.headers });
    try {
      expect(stream.status).toBe(200);
      await sendSignal(a, accountId, { action: 'buy', contracts: '0.01' });
      await a.container.signals.worker().drain();
      const trade = await stream.waitFor((e) => e.type === 'trade.recorded');
      expect(trade.data.accountId).toBe(accountId);
    } finally {
      stream.close();
    }
  });
});
