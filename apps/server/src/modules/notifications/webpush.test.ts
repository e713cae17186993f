import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import webPush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestDatabase } from '../../test/harness';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';
import type { NotificationsWorker } from './notifications.worker';
import { MAX_PAYLOAD_BYTES, pushPayload } from './webpush-sender';

const ALLOW = { NOTIFICATIONS_ALLOW_PRIVATE_URLS: 'true' };

const keyOf = async (t: IdentityTestApp, who: SignedIn) => {
  const res = await t.app.inject({ url: '/api/notification/webpush/key', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().publicKey as string;
};

describe('Web Push: the VAPID key', () => {
  it('is generated once, kept sealed across restarts on the same database, and pinned by the environment', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createIdentityTestApp({}, undefined, database);
      const ana = await first.signIn({ sub: 'ana', email: 'ana@example.com' });
      const key = await keyOf(first, ana);
      // An uncompressed P-256 point, base64url: what PushManager.subscribe takes.
      expect(Buffer.from(key, 'base64url')).toHaveLength(65);
      expect(Buffer.from(key, 'base64url')[0]).toBe(4);
      const stored = await first.container.secrets.get<{ privateKey: string }>(
        'notifications.vapid',
      );
      const privateKey = stored!.privateKey;
      // At rest only sealed.
      const [row] = await queryRows<{ value: unknown }>(
        first.container.db,
        sql`select value from settings where key = 'notifications.vapid'`,
      );
      expect(JSON.stringify(row!.value)).not.toContain(privateKey);
      expect(first.logs.join('')).not.toContain(privateKey);
      await first.close();

      const second = await createIdentityTestApp({}, undefined, database);
      const bob = await second.signIn({ sub: 'bob', email: 'bob@example.com' });
      expect(await keyOf(second, bob)).toBe(key);
      await second.close();

      const pinned = webPush.generateVAPIDKeys();
      const third = await createIdentityTestApp(
        { VAPID_PUBLIC_KEY: pinned.publicKey, VAPID_PRIVATE_KEY: pinned.privateKey },
        undefined,
        database,
      );
      const cai = await third.signIn({ sub: 'cai', email: 'cai@example.com' });
      expect(await keyOf(third, cai)).toBe(pinned.publicKey);
      expect(third.logs.join('')).not.toContain(pinned.privateKey);
      // Anyone signed in may ask; nobody else.
      expect((await third.app.inject({ url: '/api/notification/webpush/key' })).statusCode).toBe(
        401,
      );
      await third.close();
    } finally {
      await database.close();
    }
  });
});

describe('Web Push: subscriptions and delivery through a strict push service', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let push: FakePushService;
  let notifier: NotificationsWorker;
  /** Every answer the tests received, to look for the private key in. */
  const answers: string[] = [];
  beforeAll(async () => {
    t = await createIdentityTestApp(ALLOW);
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    push = await startFakePushService();
    notifier = t.container.notifications.worker({ burstWindowMs: 60_000 });
  });
  afterEach(() => {
    push.received.length = 0;
    push.refused.length = 0;
    push.answerWith(201);
  });
  afterAll(async () => {
    const stored = await t.container.secrets.get<{ privateKey: string }>('notifications.vapid');
    expect(stored?.privateKey).toBeTruthy();
    for (const answer of answers) expect(answer).not.toContain(stored!.privateKey);
    expect(t.logs.join('')).not.toContain(stored!.privateKey);
    await push.close();
    await t.close();
  });

  const inject = async (options: InjectOptions) => {
    const res = await t.app.inject(options);
    answers.push(res.body);
    return res;
  };
  const subscribe = (who: SignedIn, payload: Record<string, unknown>) =>
    inject({
      method: 'POST',
      url: '/api/notification/webpush/subscribe',
      headers: who.headers,
      payload,
    });
  const sendTest = (who: SignedIn, id: string) =>
    inject({ method: 'POST', url: `/api/notification/channel/test/${id}`, headers: who.headers });
  const channels = async (who: SignedIn) =>
    (await inject({ url: '/api/notification/channel/list', headers: who.headers })).json() as {
      id: string;
      kind: string;
      enabled: boolean;
      pausedReason: string | null;
    }[];
  const deliveries = async (who: SignedIn, query = '') =>
    (await inject({ url: `/api/notification/delivery/list?${query}`, headers: who.headers })).json()
      .data as { id: string; status: string; attempts: number; lastAnswer: string | null }[];
  const remove = (who: SignedIn, id: string) =>
    inject({
      method: 'DELETE',
      url: `/api/notification/channel/delete/${id}`,
      headers: who.headers,
    });

  it('a subscribed browser gets the test message and a failed alert, encrypted for it and signed with the instance key', async () => {
    const subscription = push.subscription();
    const res = await subscribe(ana, { name: 'Móvil de Ana', subscription });
    expect(res.statusCode, res.body).toBe(201);
    const channel = res.json();
    expect(channel).toMatchObject({
      kind: 'webpush',
      name: 'Móvil de Ana',
      target: `${push.url}/…`,
      hasSecret: true,
      enabled: true,
    });
    // Neither the endpoint's path nor the keys come back.
    expect(res.body).not.toContain(subscription.endpoint);
    expect(res.body).not.toContain(subscription.keys.auth);
    expect(res.body).not.toContain(subscription.keys.p256dh);

    const test = await sendTest(ana, channel.id);
    expect(test.statusCode).toBe(202);
    await notifier.drain();
    const [received] = await push.receivedCount(1);
    const publicKey = await keyOf(t, ana);
    expect(received).toMatchObject({
      endpoint: subscription.endpoint,
      vapidKey: publicKey,
      claims: { aud: new URL(push.url).origin, sub: 'mailto:admin@localhost' },
      ttl: String(24 * 3600),
      urgency: 'high',
      payload: {
        id: test.json().deliveryId,
        event: 'test',
        level: 'on',
        title: 'Mensaje de prueba',
        text: 'Pulso puede enviarte mensajes por este canal.',
        count: 1,
        url: '/profile/notifications',
      },
    });

    // A sale of what the account does not hold fails at BALANCE_CHECK: told, with the account's page.
    const account = await createAccount(t, ana, 'Cuenta de Ana');
    const signals = t.container.signals.worker();
    await sendSignal(t, account, { action: 'sell', contracts: '0.1' });
    await signals.drain();
    await notifier.drain();
    const [, alert] = await push.receivedCount(2);
    expect(alert!.payload).toMatchObject({
      event: 'signal.failed',
      title: 'Señal fallida',
      level: 'on',
      count: 1,
      url: `/accounts/${account}`,
    });
    expect(alert!.payload.text).toMatch(/^Cuenta de Ana: Saldo insuficiente.*BALANCE_CHECK/);
    expect(push.refused).toEqual([]);
    const log = await deliveries(ana, `channelId=${channel.id}`);
    expect(log.every((d) => d.status === 'sent' && d.lastAnswer === 'HTTP 201')).toBe(true);
    expect((await remove(ana, channel.id)).statusCode).toBe(204);
  });

  it('the same browser subscribing again renews its channel (new keys, turned on again), not a second one', async () => {
    const subscription = push.subscription();
    const first = (await subscribe(ana, { name: 'Portátil', subscription })).json();
    await inject({
      method: 'PUT',
      url: `/api/notification/channel/update/${first.id}`,
      headers: ana.headers,
      payload: { enabled: false },
    });
    // The browser's keys change (it re-subscribed with the same endpoint).
    const renewed = push.subscription();
    const again = await subscribe(ana, {
      name: 'Portátil (Firefox)',
      subscription: { ...renewed, endpoint: subscription.endpoint },
      levels: { 'trade.executed': 'silent' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      id: first.id,
      name: 'Portátil (Firefox)',
      enabled: true,
      pausedReason: null,
    });
    expect(again.json().levels['trade.executed']).toBe('silent');
    expect((await channels(ana)).filter((c) => c.kind === 'webpush')).toHaveLength(1);
    // Neither its address nor its secret is changed through the generic update.
    for (const payload of [{ url: 'https://example.com/x' }, { secret: 'otra-clave' }]) {
      const refused = await inject({
        method: 'PUT',
        url: `/api/notification/channel/update/${first.id}`,
        headers: ana.headers,
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error).toBe('Un canal push no tiene dirección ni secreto que cambiar');
    }
    expect((await remove(ana, first.id)).statusCode).toBe(204);
  });

  it('a subscription the push service says is gone (410) turns the channel off with the reason, and it is not tried again', async () => {
    const channel = (
      await subscribe(ana, { name: 'Caducada', subscription: push.subscription() })
    ).json();
    push.answerWith(410);
    const { deliveryId } = (await sendTest(ana, channel.id)).json();
    await notifier.drain();
    const attempts = push.attempts;
    const [off] = (await channels(ana)).filter((c) => c.id === channel.id);
    expect(off).toMatchObject({ enabled: false });
    expect(off!.pausedReason).toMatch(/^HTTP 410: el navegador ya no acepta/);
    const [row] = (await deliveries(ana, `channelId=${channel.id}`)).filter(
      (d) => d.id === deliveryId,
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    // Later events do not go to it.
    const account = await createAccount(t, ana, 'Tras la baja');
    const signals = t.container.signals.worker();
    await sendSignal(t, account, { action: 'sell', contracts: '1' });
    await signals.drain();
    await notifier.drain();
    expect(push.attempts).toBe(attempts);
    expect((await remove(ana, channel.id)).statusCode).toBe(204);
  });

  it('a push service error (500) is retried, and arrives once it answers again', async () => {
    const channel = (
      await subscribe(ana, { name: 'Reintentos', subscription: push.subscription() })
    ).json();
    push.answerWith(500);
    const { deliveryId } = (await sendTest(ana, channel.id)).json();
    await notifier.drain();
    let [row] = (await deliveries(ana, `channelId=${channel.id}`)).filter(
      (d) => d.id === deliveryId,
    );
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastAnswer: 'HTTP 500' });
    // The backoff's wait, skipped.
    await t.container.db.execute(
      sql`update notification_deliveries set next_attempt_at = now() where id = ${deliveryId}`,
    );
    push.answerWith(201);
    await notifier.drain();
    await push.receivedCount(1);
    [row] = (await deliveries(ana, `channelId=${channel.id}`)).filter((d) => d.id === deliveryId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastAnswer: 'HTTP 201' });
    expect(push.received.map((r) => r.payload.id)).toEqual([deliveryId]);
    expect((await remove(ana, channel.id)).statusCode).toBe(204);
  });

  it('refuses bad subscriptions with a Spanish message and stores nothing', async () => {
    const good = push.subscription();
    const before = (await channels(ana)).length;
    const short = Buffer.alloc(33, 4).toString('base64url');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x', subscription: { ...good, keys: { ...good.keys, p256dh: short } } }, 'p256dh'],
      [
        {
          name: 'x',
          subscription: {
            ...good,
            keys: { ...good.keys, p256dh: Buffer.alloc(65, 3).toString('base64url') },
          },
        },
        'p256dh',
      ],
      [
        {
          name: 'x',
          // The right form (65 bytes, 0x04 first), not a point on the curve.
          subscription: {
            ...good,
            keys: {
              ...good.keys,
              p256dh: Buffer.from([4, ...Array(64).fill(3)]).toString('base64url'),
            },
          },
        },
        'p256dh',
      ],
      [{ name: 'x', subscription: { ...good, keys: { ...good.keys, auth: 'abc' } } }, 'auth'],
      [{ name: 'x', subscription: { ...good, keys: { ...good.keys, auth: '!!!!' } } }, 'auth'],
      [{ name: 'x'.repeat(61), subscription: good }, 'name'],
      [{ name: '  ', subscription: good }, 'name'],
      [{ name: 'x', subscription: { ...good, endpoint: 'javascript:alert(1)' } }, 'endpoint'],
      [
        { name: 'x', subscription: { ...good, endpoint: `https://${'a'.repeat(3000)}.com` } },
        'endpoint',
      ],
      [{ name: 'x', subscription: { ...good, extra: 1 } }, 'subscription'],
      [{ name: 'x', subscription: { endpoint: good.endpoint } }, 'keys'],
    ];
    for (const [payload, field] of cases) {
      const res = await subscribe(ana, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(JSON.stringify(res.json().issues ?? []), field).toContain(field);
    }
    const keys = await subscribe(ana, {
      name: 'x',
      subscription: { ...good, keys: { ...good.keys, auth: 'abc' } },
    });
    expect(keys.json().error).toMatch(/claves de la suscripción push no son válidas/);
    expect(await channels(ana)).toHaveLength(before);
  });

  it('is refused when the admin does not offer Web Push', async () => {
    // Ana signed in first: the admin.
    const offer = (kinds: string[]) =>
      inject({
        method: 'PUT',
        url: '/api/notification/offered',
        headers: ana.headers,
        payload: { kinds },
      });
    expect((await offer(['slack'])).statusCode).toBe(200);
    const res = await subscribe(bob, { name: 'x', subscription: push.subscription() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Notificaciones push no está disponible en esta instancia');
    expect((await channels(bob)).filter((c) => c.kind === 'webpush')).toEqual([]);
    expect((await offer(['slack', 'webpush'])).statusCode).toBe(200);
    const ok = await subscribe(bob, { name: 'x', subscription: push.subscription() });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await remove(bob, ok.json().id)).statusCode).toBe(204);
  });

  it('another user can neither see, change, delete nor test the channel; the limit counts it', async () => {
    const channel = (
      await subscribe(ana, { name: 'Solo de Ana', subscription: push.subscription() })
    ).json();
    expect((await channels(bob)).map((c) => c.id)).not.toContain(channel.id);
    const update = await inject({
      method: 'PUT',
      url: `/api/notification/channel/update/${channel.id}`,
      headers: bob.headers,
      payload: { name: 'Mío' },
    });
    expect(update.statusCode).toBe(404);
    expect((await sendTest(bob, channel.id)).statusCode).toBe(404);
    expect((await remove(bob, channel.id)).statusCode).toBe(404);
    await notifier.drain();
    expect(push.received).toHaveLength(0);

    // Ten channels at most, a subscription being one.
    const made: string[] = [];
    while ((await channels(ana)).length < 10) {
      made.push(
        (
          await subscribe(ana, { name: `n${made.length}`, subscription: push.subscription() })
        ).json().id,
      );
    }
    const over = await subscribe(ana, { name: 'once', subscription: push.subscription() });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('Ya tienes 10 canales: elimina uno para añadir otro');
    for (const id of [channel.id, ...made]) await remove(ana, id);
  });

  it('a browser subscribed by another account stops getting the first account’s messages', async () => {
    const subscription = push.subscription();
    const anas = (await subscribe(ana, { name: 'Compartido', subscription })).json();
    const bobs = (await subscribe(bob, { name: 'Compartido', subscription })).json();
    expect(bobs.id).not.toBe(anas.id);
    const [off] = (await channels(ana)).filter((c) => c.id === anas.id);
    expect(off).toMatchObject({
      enabled: false,
      pausedReason: 'Este navegador se suscribió con otra cuenta',
    });
    await remove(ana, anas.id);
    await remove(bob, bobs.id);
  });

  it('keeps the payload within what a push service takes, the text cut when long', () => {
    const json = pushPayload({
      id: 'd1',
      event: 'signal.failed',
      level: 'silent',
      title: 'Señal fallida',
      text: 'ñ€😀"\\'.repeat(2_000),
      count: 500,
      data: {},
      createdAt: new Date(),
    });
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parsed = JSON.parse(json);
    expect(parsed.text.endsWith('…')).toBe(true);
    expect(parsed).toMatchObject({ level: 'silent', count: 500, url: '/profile/notifications' });
  });
});

describe('the fake push service is strict', () => {
  it('refuses a JWT not signed by the key it names, or a body encrypted for other keys', async () => {
    const push = await startFakePushService();
    try {
      const one = push.subscription();
      const other = push.subscription();
      const keys = webPush.generateVAPIDKeys();
      const stranger = webPush.generateVAPIDKeys();
      const post = async (details: ReturnType<typeof webPush.generateRequestDetails>) =>
        (
          await fetch(details.endpoint, {
            method: 'POST',
            headers: Object.fromEntries(
              Object.entries(details.headers).map(([k, v]) => [k, String(v)]),
            ),
            body: details.body,
          })
        ).status;
      const vapidDetails = { subject: 'mailto:a@b.c', ...keys };
      expect(await post(webPush.generateRequestDetails(one, '{"hola":1}', { vapidDetails }))).toBe(
        201,
      );
      // Signed by another key than the one it names.
      const forged = webPush.generateRequestDetails(one, '{"hola":1}', { vapidDetails });
      const signedByStranger = webPush.generateRequestDetails(one, '{"hola":1}', {
        vapidDetails: { ...vapidDetails, ...stranger },
      });
      const token = /t=([^,]+)/.exec(String(signedByStranger.headers.Authorization))![1];
      forged.headers.Authorization = `vapid t=${token}, k=${keys.publicKey}`;
      expect(await post(forged)).toBe(401);
      // Encrypted for another subscription's keys.
      const misdirected = webPush.generateRequestDetails(
        { endpoint: one.endpoint, keys: other.keys },
        '{"hola":1}',
        { vapidDetails },
      );
      expect(await post(misdirected)).toBe(400);
      expect(push.received).toHaveLength(1);
      expect(push.refused).toHaveLength(2);
    } finally {
      await push.close();
    }
  });
});

describe('Web Push: private push service addresses are refused unless the operator allows them', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let push: FakePushService;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    push = await startFakePushService();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it('refuses http, loopback and private endpoints, and stores nothing', async () => {
    const good = push.subscription();
    for (const endpoint of [
      good.endpoint,
      'http://push.example.com/x',
      'https://localhost/push/x',
      'https://10.0.0.8/push/x',
      'https://[::1]/push/x',
      'https://169.254.169.254/latest',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notification/webpush/subscribe',
        headers: ana.headers,
        payload: { name: 'interno', subscription: { ...good, endpoint } },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error, endpoint).toMatch(/https|red privada o local/);
      expect(JSON.stringify(res.json().issues)).toContain('endpoint');
    }
    const list = await t.app.inject({
      url: '/api/notification/channel/list',
      headers: ana.headers,
    });
    expect(list.json()).toEqual([]);
  });
});
