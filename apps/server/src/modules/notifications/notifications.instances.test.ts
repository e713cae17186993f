import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedDatabases } from '../../test/harness';
import { startHttpSink, type HttpSink } from '../../test/http-sink';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';
import { composeMessage } from './notification-messages';
import { NotificationsRepository } from './notifications.repository';

const ALLOW = { NOTIFICATIONS_ALLOW_PRIVATE_URLS: 'true' };
const FAST = { burstWindowMs: 0, perChannelPerMinute: 1_000 };

/**
 * Two instances on one database, each with its notifications worker: every event is planned
 * once, every delivery sent once; a sender that dies after claiming leaves its delivery to the
 * other after the lease, with the same delivery id (at least once, deduplicable).
 */
describe(`notifications across instances and crashes (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabases>>;
  let a: IdentityTestApp;
  let b: IdentityTestApp;
  let ana: SignedIn;
  let sink: HttpSink;
  let channelId: string;

  beforeAll(async () => {
    shared = await createSharedDatabases();
    a = await createIdentityTestApp(ALLOW, undefined, shared.first);
    b = await createIdentityTestApp(ALLOW, undefined, shared.second);
    fixMarketPrices(a);
    ana = await a.signIn({ sub: 'ana', email: 'ana@example.com' });
    sink = await startHttpSink();
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/notification/channel/create',
      headers: ana.headers,
      payload: { kind: 'webhook', name: 'Receptor', url: `${sink.url}/hook`, secret: 'clave-1' },
    });
    expect(res.statusCode, res.body).toBe(201);
    channelId = res.json().id;
  });
  afterAll(async () => {
    await sink.close();
    await a.close();
    await b.close();
    await shared.close();
  });

  const testSend = (via: IdentityTestApp) =>
    via.app.inject({
      method: 'POST',
      url: `/api/notification/channel/test/${channelId}`,
      headers: ana.headers,
    });
  const deliveryIds = () => sink.requests.map((r) => String(r.headers['x-pulso-delivery']));

  it('plans each event once and sends each delivery once, two workers racing', async () => {
    sink.requests.length = 0;
    // 20 test messages queued at once (the route queues 3 a channel at most: written here).
    const repository = new NotificationsRepository(a.container.db);
    await repository.insertDeliveries(
      Array.from({ length: 20 }, () => ({
        channelId,
        userId: ana.user.id,
        event: 'test',
        level: 'on' as const,
        count: 1,
        ...composeMessage('test', [], 1),
        data: {},
      })),
    );
    const account = await createAccount(a, ana, 'Dos instancias');
    const signals = a.container.signals.worker();
    for (let i = 0; i < 20; i++) await sendSignal(a, account, { action: 'sell', contracts: '1' });
    await signals.drain();

    const one = a.container.notifications.worker(FAST);
    const other = b.container.notifications.worker(FAST);
    await Promise.all([one.drain(), other.drain()]);

    const { rows } = await repository.listDeliveries(ana.user.id, { channelId }, 1, 100);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    // The 20 failures, however they were batched, are counted once in all.
    const failures = rows.filter((r) => r.event === 'signal.failed');
    expect(failures.reduce((n, r) => n + r.count, 0)).toBe(20);
    expect(rows.filter((r) => r.event === 'test')).toHaveLength(20);
    // Each delivery reached the receiver exactly once.
    const ids = deliveryIds();
    expect(ids.length).toBe(rows.length);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));
  });

  it('a sender killed after claiming: the other sends after the lease, with the same id', async () => {
    sink.requests.length = 0;
    const { deliveryId } = (await testSend(a)).json() as { deliveryId: string };
    // The "dead" sender: claims it for 300 ms, sends it, and dies before recording the answer.
    const repository = new NotificationsRepository(a.container.db);
    const [claimed] = await repository.claim(10, 300, []);
    expect(claimed?.id).toBe(deliveryId);
    await fetch(`${sink.url}/hook`, {
      method: 'POST',
      headers: { 'x-pulso-delivery': deliveryId },
      body: '{}',
    });
    // Within the lease, nobody else takes it.
    const survivor = b.container.notifications.worker(FAST);
    await survivor.drain();
    expect(deliveryIds()).toEqual([deliveryId]);
    // After it, the survivor does: the receiver sees the same id twice and keeps one.
    await new Promise((r) => setTimeout(r, 350));
    await survivor.drain();
    expect(deliveryIds()).toEqual([deliveryId, deliveryId]);
    const { rows } = await repository.listDeliveries(ana.user.id, { channelId }, 1, 1);
    expect(rows[0]).toMatchObject({ id: deliveryId, status: 'sent', attempts: 1 });
  });
});
