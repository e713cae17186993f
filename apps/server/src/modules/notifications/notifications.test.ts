import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS } from '@pulso/domain';
import { queryRows } from '../../db/client';
import { isPrivateAddress } from '../../lib/outbound-http';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { startHttpSink, type HttpSink } from '../../test/http-sink';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';
import type { NotificationsWorker } from './notifications.worker';

const ALLOW = { NOTIFICATIONS_ALLOW_PRIVATE_URLS: 'true' };

describe('notifications: channels, levels and delivery', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let sink: HttpSink;
  let notifier: NotificationsWorker;
  beforeAll(async () => {
    t = await createIdentityTestApp(ALLOW);
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    sink = await startHttpSink();
    notifier = t.container.notifications.worker({ burstWindowMs: 60_000 });
  });
  afterEach(() => {
    sink.requests.length = 0;
    sink.answer = () => ({ status: 200, body: '{}' });
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  const create = (who: SignedIn, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notification/channel/create',
      headers: who.headers,
      payload,
    });
  const remove = (who: SignedIn, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/notification/channel/delete/${id}`,
      headers: who.headers,
    });
  const deliveries = async (who: SignedIn, query = '') =>
    (
      await t.app.inject({ url: `/api/notification/delivery/list?${query}`, headers: who.headers })
    ).json();

  it('a failed alert reaches the signed webhook, once, with its reason and a delivery id', async () => {
    const secret = 'firma-secreta-de-ana-123';
    const res = await create(ana, {
      kind: 'webhook',
      name: 'Mi servidor',
      url: `${sink.url}/pulso/hook?token=abc`,
      secret,
    });
    expect(res.statusCode, res.body).toBe(201);
    const channel = res.json();
    // The address is sealed: only its origin is shown, never its path or query, nor the secret.
    expect(channel).toMatchObject({ kind: 'webhook', target: `${sink.url}/…`, hasSecret: true });
    expect(res.body).not.toContain('token=abc');
    expect(res.body).not.toContain(secret);
    expect(channel.levels).toEqual({
      'signal.failed': 'on',
      'trade.executed': 'off',
      'deployment.failed': 'on',
      'deployment.paused': 'on',
      'sync.failed': 'on',
      'risk.daily_loss': 'on',
      'risk.drawdown': 'on',
      'risk.max_drawdown': 'on',
      'risk.window_closed': 'on',
      'copy.stopped': 'on',
      'copy.skipped': 'silent',
      'order.pending': 'on',
      'daily.summary': 'on',
    });

    const account = await createAccount(t, ana, 'Cuenta de Ana');
    const signals = t.container.signals.worker();
    // A sale of what the account does not hold fails at BALANCE_CHECK.
    await sendSignal(t, account, { action: 'sell', contracts: '0.1' });
    await signals.drain();
    await notifier.drain();
    const [request] = await sink.received(1);
    expect(request!.path).toBe('/pulso/hook?token=abc');
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      event: 'signal.failed',
      title: 'Señal fallida',
      count: 1,
      level: 'on',
    });
    expect(body.text).toMatch(/^Cuenta de Ana: Saldo insuficiente.*\(paso BALANCE_CHECK\)$/);
    expect(body.data.events[0]).toMatchObject({ accountId: account, step: 'BALANCE_CHECK' });
    expect(request!.headers['x-pulso-delivery']).toBe(body.id);
    const [, t0, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
      String(request!.headers['x-pulso-signature']),
    )!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t0}.${request!.body}`).digest('hex'));

    const log = await deliveries(ana);
    expect(log.data).toEqual([
      expect.objectContaining({
        id: body.id,
        channelId: channel.id,
        channelName: 'Mi servidor',
        event: 'signal.failed',
        status: 'sent',
        attempts: 1,
        lastAnswer: 'HTTP 200',
      }),
    ]);
    // Bob sees none of it, and cannot touch Ana's channel.
    expect((await deliveries(bob)).data).toEqual([]);
    const bobs = await t.app.inject({
      method: 'POST',
      url: `/api/notification/channel/test/${channel.id}`,
      headers: bob.headers,
    });
    expect(bobs.statusCode).toBe(404);
    expect((await remove(bob, channel.id)).statusCode).toBe(404);
    expect((await remove(ana, channel.id)).statusCode).toBe(204);
  });

  it('each kind speaks its endpoint’s language; a silent level is sent without sound', async () => {
    const made = await Promise.all(
      [
        { kind: 'discord', name: 'Discord', url: `${sink.url}/api/webhooks/1/abc` },
        { kind: 'slack', name: 'Slack', url: `${sink.url}/services/T/B/x` },
        { kind: 'ntfy', name: 'ntfy', url: `${sink.url}/mi-tema`, secret: 'tk_ntfy' },
        { kind: 'gotify', name: 'Gotify', url: `${sink.url}/gotify`, secret: 'AppToken' },
      ].map(async (payload) => (await create(bob, payload)).json()),
    );
    const byKind = Object.fromEntries(made.map((c) => [c.kind, c]));
    expect(byKind.ntfy.target).toBe(`${sink.url}/mi-…`);
    // Discord silent: the same message with the no-sound flag.
    await t.app.inject({
      method: 'PUT',
      url: `/api/notification/channel/update/${byKind.discord.id}`,
      headers: bob.headers,
      payload: { levels: { 'trade.executed': 'silent' } },
    });
    const account = await createAccount(t, bob, 'Cuenta <!channel> @everyone');
    const signals = t.container.signals.worker();
    await sendSignal(t, account, { action: 'buy', contracts: '0.1', close: '50000' });
    await signals.drain();
    await notifier.drain();
    // The trade is off everywhere but Discord (silent).
    const [discord] = await sink.received(1);
    expect(sink.requests).toHaveLength(1);
    const message = JSON.parse(discord!.body);
    expect(message).toMatchObject({ allowed_mentions: { parse: [] }, flags: 4096 });
    expect(message.content).toBe(
      '**Operación ejecutada**\nCuenta <!channel> @everyone: Compra de 0,1 BTC a 50.000',
    );

    sink.requests.length = 0;
    for (const channel of made) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notification/channel/test/${channel.id}`,
        headers: bob.headers,
      });
      expect(res.statusCode).toBe(202);
    }
    await notifier.drain();
    const requests = await sink.received(4);
    const at = (path: string) => requests.find((r) => r.path === path)!;
    expect(JSON.parse(at('/services/T/B/x').body)).toEqual({
      text: '*Mensaje de prueba*\nPulso puede enviarte mensajes por este canal.',
    });
    const ntfy = at('/');
    expect(ntfy.headers.authorization).toBe('Bearer tk_ntfy');
    expect(JSON.parse(ntfy.body)).toMatchObject({
      topic: 'mi-tema',
      title: 'Mensaje de prueba',
      priority: 3,
    });
    const gotify = at('/gotify/message');
    expect(gotify.headers['x-gotify-key']).toBe('AppToken');
    expect(JSON.parse(gotify.body)).toMatchObject({ title: 'Mensaje de prueba', priority: 5 });
    for (const channel of made) await remove(bob, channel.id);
  });

  it('a burst is one message that says how many: after three, later ones wait for the window’s end', async () => {
    const channel = (
      await create(ana, { kind: 'slack', name: 'Ráfagas', url: `${sink.url}/burst` })
    ).json();
    const account = await createAccount(t, ana, 'Ráfaga');
    const signals = t.container.signals.worker();
    // 30 failures in one go: one message that says so.
    for (let i = 0; i < 30; i++) await sendSignal(t, account, { action: 'sell', contracts: '1' });
    await signals.drain();
    await notifier.drain();
    const [first] = await sink.received(1);
    expect(JSON.parse(first!.body).text).toMatch(/^\*30 señales fallidas\*\n• Ráfaga: Saldo/);
    expect(JSON.parse(first!.body).text).toContain('… y 20 más');
    // Then one at a time: two more go as they come (three in the window), the next ones wait
    // together for the window's end.
    for (let i = 0; i < 6; i++) {
      await sendSignal(t, account, { action: 'sell', contracts: '1' });
      await signals.drain();
      await notifier.drain();
    }
    expect(sink.requests).toHaveLength(3);
    const log = (await deliveries(ana, `channelId=${channel.id}`)).data as {
      status: string;
      count: number;
      title: string;
    }[];
    expect(log.map((d) => [d.status, d.count])).toEqual([
      ['pending', 4],
      ['sent', 1],
      ['sent', 1],
      ['sent', 30],
    ]);
    expect(log[0]!.title).toBe('4 señales fallidas');
    await remove(ana, channel.id);
  });

  it('retries what a channel asks to retry, gives up on what it refuses, pauses a channel that keeps failing', async () => {
    const channel = (
      await create(ana, { kind: 'discord', name: 'Inestable', url: `${sink.url}/flaky` })
    ).json();
    const answers = [
      { status: 429, body: '{"retry_after":0.01}' },
      { status: 503, body: 'mantenimiento', headers: { 'retry-after': '0' } },
      { status: 200, body: '{}' },
    ];
    sink.answer = () => answers.shift() ?? { status: 200 };
    const test = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/notification/channel/test/${channel.id}`,
          headers: ana.headers,
        })
      ).json().deliveryId as string;
    const id = await test();
    for (let i = 0; i < 3; i++) {
      await notifier.drain();
      await new Promise((r) => setTimeout(r, 30));
    }
    await sink.received(3);
    const row = (await deliveries(ana, `channelId=${channel.id}`)).data.find(
      (d: { id: string }) => d.id === id,
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastAnswer: 'HTTP 200' });
    expect(new Set(sink.requests.map((r) => JSON.parse(r.body).content))).toHaveProperty('size', 1);

    // A refusal (a deleted Discord webhook answers 404) is not retried; five in a row pause
    // the channel with the answer as the reason, and events stop going to it.
    sink.answer = () => ({ status: 404, body: '{"message":"Unknown Webhook"}' });
    const account = await createAccount(t, ana, 'Pausa');
    const signals = t.container.signals.worker();
    const repeated = t.container.notifications.worker({ burstWindowMs: 0 });
    for (let i = 0; i < 5; i++) {
      await sendSignal(t, account, { action: 'sell', contracts: '1' });
      await signals.drain();
      await repeated.drain();
    }
    const [paused] = (
      await t.app.inject({ url: '/api/notification/channel/list', headers: ana.headers })
    )
      .json()
      .filter((c: { id: string }) => c.id === channel.id);
    expect(paused).toMatchObject({
      enabled: false,
      pausedReason: 'HTTP 404: {"message":"Unknown Webhook"}',
    });
    const failed = (await deliveries(ana, `channelId=${channel.id}&status=failed`)).data;
    expect(failed).toHaveLength(5);
    expect(failed.every((d: { attempts: number }) => d.attempts === 1)).toBe(true);
    // The admin (Ana, the first to sign in) sees it among the failing channels, with whose it
    // is and the last answer; Bob (not an admin) cannot ask.
    const failing = await t.app.inject({
      url: '/api/notification/admin/failing-channels',
      headers: ana.headers,
    });
    expect(failing.json()).toContainEqual(
      expect.objectContaining({
        id: channel.id,
        userEmail: 'ana@example.com',
        enabled: false,
        failures: 5,
        lastAnswer: 'HTTP 404: {"message":"Unknown Webhook"}',
      }),
    );
    const refused = await t.app.inject({
      url: '/api/notification/admin/failing-channels',
      headers: bob.headers,
    });
    expect(refused.statusCode).toBe(403);
    // Turned on again, it starts afresh.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/notification/channel/update/${channel.id}`,
      headers: ana.headers,
      payload: { enabled: true },
    });
    expect(again.json()).toMatchObject({ enabled: true, pausedReason: null });
    await remove(ana, channel.id);
  });

  it('a slow channel delays nobody else’s messages', async () => {
    const slow = (
      await create(bob, { kind: 'slack', name: 'Lento', url: `${sink.url}/slow` })
    ).json();
    const fast = (
      await create(bob, { kind: 'slack', name: 'Rápido', url: `${sink.url}/fast` })
    ).json();
    sink.answer = (r) => ({ status: 200, delayMs: r.path === '/slow' ? 1_500 : 0 });
    const worker = t.container.notifications.worker({ timeoutMs: 5_000 });
    for (const channel of [slow, fast]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/notification/channel/test/${channel.id}`,
        headers: bob.headers,
      });
    }
    const started = Date.now();
    void worker.kick();
    await sink.received(2);
    const fastSent = async () =>
      (await deliveries(bob, `channelId=${fast.id}`)).data[0]?.status === 'sent';
    while (!(await fastSent())) await new Promise((r) => setTimeout(r, 20));
    expect(Date.now() - started).toBeLessThan(1_400);
    await worker.drain();
    for (const channel of [slow, fast]) await remove(bob, channel.id);
  });

  it('tells a failed exchange sync at its level, and an executed order left unrecorded on every channel whatever its levels', async () => {
    const dana = await t.signIn({ sub: 'dana', email: 'dana@example.com' });
    const quiet = (
      await create(dana, {
        kind: 'slack',
        name: 'Todo apagado',
        url: `${sink.url}/quiet`,
        levels: Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, 'off'])),
      })
    ).json();
    const loud = (
      await create(dana, { kind: 'slack', name: 'Normal', url: `${sink.url}/loud` })
    ).json();
    const account = await createAccount(t, dana, 'Cuenta de Dana');
    await t.container.db.execute(sql`
      insert into exchange_syncs (account_id, state, since, requested_at)
      values (${account}, 'running', now(), now())`);
    await t.container.db.execute(sql`
      update exchange_syncs set state = 'failed', last_error = 'Clave de API rechazada por el exchange'
      where account_id = ${account}`);
    const signals = t.container.signals.worker();
    const { signalId } = await sendSignal(t, account, { action: 'buy', contracts: '0.01' });
    await signals.drain();
    await t.container.db.execute(sql`
      update signals set needs_reconciliation = true,
        error = 'La orden se ejecutó pero no se pudo registrar (base de datos caída): pendiente de conciliación, se reintentará'
      where id = ${signalId}`);
    await notifier.drain();
    const texts = (path: string) =>
      sink.requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body).text as string);
    expect(texts('/loud').sort()).toEqual([
      '*Orden ejecutada sin registrar*\nCuenta de Dana: La orden se ejecutó pero no se pudo registrar (base de datos caída): pendiente de conciliación, se reintentará',
      '*Sincronización fallida*\nCuenta de Dana: la sincronización con el exchange se detuvo: Clave de API rechazada por el exchange',
    ]);
    // Every level off: only the unrecorded order, which cannot be silenced.
    expect(texts('/quiet')).toEqual([texts('/loud').find((x) => x.includes('sin registrar'))]);
    for (const channel of [quiet, loud]) await remove(dana, channel.id);
  });

  it('sends the daily summary once a local day at the user’s time, and silences messages in quiet hours', async () => {
    const eva = await t.signIn({ sub: 'eva', email: 'eva@example.com' });
    const prefs = (payload?: object) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/api/notification/preferences',
        headers: eva.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await prefs()).json()).toEqual({
      timeZone: 'Europe/Madrid',
      summaryAt: null,
      quietFrom: null,
      quietTo: null,
    });
    for (const bad of [
      { timeZone: 'Marte/Olympus' },
      { summaryAt: '25:00' },
      { quietFrom: '22:00' },
      { quietFrom: '22:00', quietTo: null },
    ]) {
      expect((await prefs(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const channel = (
      await create(eva, { kind: 'ntfy', name: 'Móvil', url: `${sink.url}/eva-tema` })
    ).json();
    const account = await createAccount(t, eva, 'Cuenta de Eva');
    const signals = t.container.signals.worker();
    // Traded now: the summary covers the last 24 hours.
    await sendSignal(t, account, {
      action: 'buy',
      contracts: '0.01',
      close: '50000',
      time: Date.now(),
    });
    await sendSignal(t, account, { action: 'sell', contracts: '5', time: Date.now() });
    await signals.drain();
    // Quiet all day long in UTC, summary from 00:00: due now.
    const set = await prefs({
      timeZone: 'UTC',
      summaryAt: '00:00',
      quietFrom: '00:00',
      quietTo: '23:59',
    });
    expect(set.json()).toMatchObject({ timeZone: 'UTC', summaryAt: '00:00' });

    await t.container.notifications.worker().drain();
    const toEva = () =>
      sink.requests.map((r) => JSON.parse(r.body)).filter((b) => b.topic === 'eva-tema');
    const summary = toEva().find((b) => b.title === 'Resumen diario');
    expect(summary.message).toMatch(
      /^PnL 24 h: .*US\$ · 1 operación · 1 señal fallida\n• Cuenta de Eva: 1 operaciones, 1 fallidas$/,
    );
    // The failure, in quiet hours, went silent (ntfy's low priority); so did the summary.
    expect(toEva().find((b) => b.title === 'Señal fallida')).toMatchObject({ priority: 2 });
    expect(summary.priority).toBe(2);
    // Another worker (another instance) the same day: no second summary.
    await t.container.notifications.worker().drain();
    expect(toEva().filter((b) => b.title === 'Resumen diario')).toHaveLength(1);
    await remove(eva, channel.id);
  });

  it('writes nothing to the outbox for users without a channel on', async () => {
    const carla = await t.signIn({ sub: 'carla', email: 'carla@example.com' });
    const account = await createAccount(t, carla, 'Sin canales');
    const signals = t.container.signals.worker();
    await sendSignal(t, account, { action: 'sell', contracts: '1' });
    await signals.drain();
    const [row] = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from notification_events where owner_id = ${carla.user.id}`,
    );
    expect(row!.n).toBe(0);
  });

  it('refuses bad channels with a message that names the field, and keeps 10 per user at most', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'webhook', name: 'x', url: `${sink.url}/a` }, 'secret'],
      [{ kind: 'gotify', name: 'x', url: `${sink.url}/a` }, 'secret'],
      [{ kind: 'ntfy', name: 'x', url: sink.url }, 'url'],
      [{ kind: 'slack', name: 'x', url: 'ftp://example.com/a' }, 'url'],
      [{ kind: 'slack', name: 'x', url: 'https://user:pw@example.com/a' }, 'url'],
      [{ kind: 'slack', name: '', url: 'https://example.com/a' }, 'name'],
      [{ kind: 'sms', name: 'x', url: 'https://example.com/a' }, 'kind'],
      [
        {
          kind: 'slack',
          name: 'x',
          url: 'https://example.com/a',
          levels: { 'signal.failed': 'loud' },
        },
        'levels',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await create(ana, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().issues ?? []), JSON.stringify(payload)).toContain(field);
    }
    const made: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await create(ana, { kind: 'slack', name: `c${i}`, url: `${sink.url}/c${i}` });
      made.push(res.json().id);
    }
    const over = await create(ana, { kind: 'slack', name: 'once', url: `${sink.url}/c` });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('Ya tienes 10 canales: elimina uno para añadir otro');
    for (const id of made) await remove(ana, id);
  });

  it('a copy says whose it is: the follower’s trade names the emitter it copied', async () => {
    const channel = (
      await create(ana, {
        kind: 'slack',
        name: 'Copias',
        url: `${sink.url}/copies`,
        levels: { 'trade.executed': 'on' },
      })
    ).json();
    const emitter = await createAccount(t, ana, 'Emisora', { isEmitter: true });
    const receiver = await createAccount(t, ana, 'Receptora', { isReceiver: true });
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/copy-trade/create',
      headers: ana.headers,
      payload: { emitterAccountId: emitter, receiverAccountId: receiver, multiplier: '1' },
    });
    expect(link.statusCode, link.body).toBe(201);
    const signals = t.container.signals.worker();
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.1', close: '50000' });
    await signals.drain();
    await notifier.drain();
    await sink.received(1);
    const text = sink.requests.map((r) => JSON.parse(r.body).text as string).join('\n');
    expect(text).toContain('Emisora: Compra de 0,1 BTC a 50.000');
    expect(text).toContain('Receptora (copia de Emisora): Compra de 0,1 BTC a 50.000');
    await remove(ana, channel.id);
  });

  it('queues three test messages per channel at most until they are sent', async () => {
    const channel = (
      await create(bob, { kind: 'slack', name: 'Pruebas', url: `${sink.url}/tests` })
    ).json();
    const test = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/notification/channel/test/${channel.id}`,
        headers: bob.headers,
      });
    for (let i = 0; i < 3; i++) expect((await test()).statusCode).toBe(202);
    const refused = await test();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'Este canal ya tiene mensajes de prueba pendientes: espera a que se envíen',
    );
    await notifier.drain();
    await sink.received(3);
    expect((await test()).statusCode).toBe(202);
    await notifier.drain();
    await remove(bob, channel.id);
  });
});

describe('notifications: private addresses are refused unless the operator allows them', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let sink: HttpSink;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    sink = await startHttpSink();
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  it('refuses loopback, private and link-local addresses when saved, and names resolving to them when sent', async () => {
    for (const url of [
      sink.url,
      'http://localhost:9/x',
      'http://10.0.0.8/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://192.168.1.10/x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notification/channel/create',
        headers: ana.headers,
        payload: { kind: 'slack', name: 'interno', url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/red privada o local/);
    }
    // A name (here the machine's own, which the literal check cannot know) is checked on the
    // address it resolves to when a message is sent: refused, never connected to.
    const port = new URL(sink.url).port;
    const name = hostname();
    expect(isPrivateAddress((await lookup(name)).address)).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notification/channel/create',
      headers: ana.headers,
      payload: { kind: 'slack', name: 'rebind', url: `http://${name}:${port}/x` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/notification/channel/test/${res.json().id}`,
      headers: ana.headers,
    });
    expect(test.statusCode).toBe(202);
    await t.container.notifications.worker().drain();
    expect(sink.requests).toHaveLength(0);
    const log = (
      await t.app.inject({ url: '/api/notification/delivery/list', headers: ana.headers })
    ).json();
    expect(log.data[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(log.data[0].lastAnswer).toMatch(/red privada o local/);
  });
});
