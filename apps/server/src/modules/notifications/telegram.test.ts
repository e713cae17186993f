import { formatUsd } from '@pulso/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { telegramLinkCodes } from '../../db/schema';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';
import type { NotificationsWorker } from './notifications.worker';

const ANA_CHAT = 7_000_001;
const BOB_CHAT = 7_000_002;
const STRANGER_CHAT = 7_000_003;

describe('notifications: Telegram', () => {
  let fake: FakeTelegram;
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  let notifier: NotificationsWorker;
  let prices: Map<string, number>;
  beforeAll(async () => {
    fake = await startFakeTelegram();
    t = await createIdentityTestApp({
      NOTIFICATIONS_ALLOW_PRIVATE_URLS: 'true',
      TELEGRAM_API_URL: fake.url,
      // Logged, so the test can say the token is in no log line.
      LOG_LEVEL: 'info',
    });
    // The first user is the admin.
    admin = await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    prices = fixMarketPrices(t);
    notifier = t.container.notifications.worker();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (
    who: SignedIn | null,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const link = async (who: SignedIn) => {
    const res = await call(who, 'POST', '/api/notification/telegram/link');
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { code: string; botUsername: string; link: string; expiresAt: string };
  };
  /** The chat's next answer after the poller's round. */
  const answerTo = async (
    chat: number,
    text: string,
    from: { username?: string; type?: string } = {},
  ) => {
    const before = fake.sent.filter((m) => m.chat_id === String(chat)).length;
    fake.say(chat, text, from);
    expect(await notifier.pollTelegram()).toBe(true);
    return (await fake.sentTo(chat, before + 1)).at(-1)!.text;
  };
  const telegramChannel = async (who: SignedIn) =>
    (
      (await call(who, 'GET', '/api/notification/channel/list')).json() as {
        id: string;
        kind: string;
        target: string;
      }[]
    ).find((c) => c.kind === 'telegram');

  it('the admin sets the bot: checked with getMe, kept sealed, never shown', async () => {
    expect((await call(ana, 'GET', '/api/notification/telegram-bot')).json()).toEqual({
      configured: false,
      username: null,
    });
    // Without a bot, nobody can link.
    expect((await call(ana, 'POST', '/api/notification/telegram/link')).statusCode).toBe(409);
    expect(
      (await call(ana, 'PUT', '/api/notification/telegram-bot', { botToken: fake.token }))
        .statusCode,
    ).toBe(403);
    const wrong = await call(admin, 'PUT', '/api/notification/telegram-bot', {
      botToken: '123456789:AAWrongTokenWrongTokenWrongToken',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toContain('Telegram no aceptó el token');
    const saved = await call(admin, 'PUT', '/api/notification/telegram-bot', {
      botToken: fake.token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ configured: true, username: 'PulsoTestBot' });
    expect(saved.body).not.toContain(fake.token);
    const [stored] = await queryRows<{ value: string }>(
      t.container.db,
      sql`select value::text as value from settings where key = 'notifications.telegramBot'`,
    );
    expect(stored!.value).toContain('sealed');
    expect(stored!.value).not.toContain(fake.token.split(':')[1]);
    expect((await call(bob, 'GET', '/api/notification/telegram-bot')).json()).toEqual({
      configured: true,
      username: 'PulsoTestBot',
    });
  });

  it('a user links their chat with a one-time code; a reused or expired code is refused', async () => {
    const { code, botUsername, link: deepLink } = await link(ana);
    expect(botUsername).toBe('PulsoTestBot');
    expect(deepLink).toBe(`https://t.me/PulsoTestBot?start=${code}`);
    // Only its hash is kept.
    const codes = await t.container.db.select().from(telegramLinkCodes);
    expect(JSON.stringify(codes)).not.toContain(code);

    expect(await answerTo(ANA_CHAT, `/start ${code}`, { username: 'ana_tg' })).toMatch(
      /^Listo: este chat recibirá/,
    );
    expect(await telegramChannel(ana)).toMatchObject({
      kind: 'telegram',
      target: 'Telegram @ana_tg',
    });
    // The same code again, from another chat: spent.
    expect(await answerTo(STRANGER_CHAT, `/start ${code}`)).toMatch(
      /^Ese código no es válido o ha caducado/,
    );
    expect(await telegramChannel(bob)).toBeUndefined();

    // Bob's code, past its ten minutes.
    const late = await link(bob);
    await t.container.db
      .update(telegramLinkCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramLinkCodes.userId, bob.user.id));
    expect(await answerTo(BOB_CHAT, `/start ${late.code}`)).toMatch(
      /^Ese código no es válido o ha caducado/,
    );
    expect(await telegramChannel(bob)).toBeUndefined();
    // A fresh one works; his chat shows by its last digits when it has no username.
    const fresh = await link(bob);
    expect(await answerTo(BOB_CHAT, `/start ${fresh.code}`)).toMatch(/^Listo/);
    expect(await telegramChannel(bob)).toMatchObject({
      target: `Telegram chat …${String(BOB_CHAT).slice(-4)}`,
    });
    // Ana's chat cannot be taken over by Bob's code.
    const bobs = await link(bob);
    expect(await answerTo(ANA_CHAT, `/start ${bobs.code}`)).toMatch(
      /^Este chat ya está vinculado a otra cuenta/,
    );
  });

  it('a chat that is not linked is refused and told how to link; a group is refused', async () => {
    for (const text of ['/estado', '/pnl 7d', 'hola', '/start']) {
      expect(await answerTo(STRANGER_CHAT, text)).toBe(
        'Este chat no está vinculado a Pulso. Abre Perfil › Notificaciones › Vincular Telegram, pulsa el enlace o envía aquí /start seguido del código que te muestra.',
      );
    }
    expect(await answerTo(-100123, '/estado', { type: 'group' })).toMatch(
      /solo se vincula desde un chat privado/,
    );
  });

  it('a failed alert reaches the linked chat; a silent level goes without sound', async () => {
    const channel = (await telegramChannel(ana))!;
    const account = await createAccount(t, ana, 'Cuenta de Ana');
    const signals = t.container.signals.worker();
    await sendSignal(t, account, { action: 'sell', contracts: '0.1' });
    await signals.drain();
    await notifier.drain();
    const [first] = (await fake.sentTo(ANA_CHAT, 1)).filter((m) =>
      m.text.startsWith('Señal fallida'),
    );
    expect(first).toMatchObject({ disable_notification: false });
    expect(first!.text).toMatch(/^Señal fallida\nCuenta de Ana: Saldo insuficiente/);
    expect(first).not.toHaveProperty('parse_mode');

    const res = await call(ana, 'PUT', `/api/notification/channel/update/${channel.id}`, {
      levels: { 'signal.failed': 'silent' },
    });
    expect(res.statusCode).toBe(200);
    await sendSignal(t, account, { action: 'sell', contracts: '0.2' });
    await signals.drain();
    await notifier.drain();
    const failures = fake.sent.filter(
      (m) => m.chat_id === String(ANA_CHAT) && m.text.startsWith('Señal fallida'),
    );
    expect(failures).toHaveLength(2);
    expect(failures[1]).toMatchObject({ disable_notification: true });
    // Bob's chat heard nothing of Ana's failures.
    expect(
      fake.sent
        .filter((m) => m.chat_id === String(BOB_CHAT))
        .map((m) => m.text)
        .join('\n'),
    ).not.toContain('Cuenta de Ana');
    // A Telegram channel has no address to change.
    const moved = await call(ana, 'PUT', `/api/notification/channel/update/${channel.id}`, {
      url: 'https://example.com/x',
    });
    expect(moved.statusCode).toBe(400);
  });

  it('honours Telegram’s retry_after; a bot the user blocked is a permanent failure', async () => {
    const channel = (await telegramChannel(ana))!;
    fake.rateLimit(1, 1);
    await call(ana, 'POST', `/api/notification/channel/test/${channel.id}`);
    await notifier.drain();
    let [delivery] = (
      await call(ana, 'GET', `/api/notification/delivery/list?channelId=${channel.id}`)
    ).json().data;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery.lastAnswer).toMatch(/^HTTP 429: .*retry_after/);
    const waitMs = Date.parse(delivery.nextAttemptAt) - Date.parse(delivery.createdAt);
    expect(waitMs).toBeGreaterThanOrEqual(900);
    expect(waitMs).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, Date.parse(delivery.nextAttemptAt) - Date.now() + 50));
    await notifier.drain();
    [delivery] = (
      await call(ana, 'GET', `/api/notification/delivery/list?channelId=${channel.id}`)
    ).json().data;
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2, lastAnswer: 'HTTP 200' });

    fake.blocked.add(String(ANA_CHAT));
    await call(ana, 'POST', `/api/notification/channel/test/${channel.id}`);
    await notifier.drain();
    const log = await call(ana, 'GET', `/api/notification/delivery/list?channelId=${channel.id}`);
    [delivery] = log.json().data;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery.lastAnswer).toContain('bot was blocked by the user');
    expect(log.body).not.toContain(fake.token);
    fake.blocked.clear();
  });

  it('/pnl and /estado answer with the linked user’s own figures only, in es-ES', async () => {
    const [account] = (await call(ana, 'GET', '/api/account/list')).json().data ?? [];
    const accountId = account?.id ?? (await createAccount(t, ana, 'Cuenta de Ana'));
    const signals = t.container.signals.worker();
    await sendSignal(t, accountId, { action: 'buy', contracts: '0.1', close: '50000' });
    await signals.drain();
    prices.set('BTCUSDT', 51_000);
    const pnl = await answerTo(ANA_CHAT, '/pnl 7d');
    const ids = await t.container.analysis.service.ownAccountIds(ana.user.id);
    const end = Date.now();
    const figures = await t.container.analysis.service.analyze(ids, {
      timeframe: 'custom',
      customDateRange: {
        startDate: new Date(end - 7 * 86_400_000).toISOString(),
        endDate: new Date(end).toISOString(),
      },
      grouping: '1d',
    });
    const expected = formatUsd(Number(figures.pnlData.totalPnL), { signed: true });
    expect(Number(figures.pnlData.totalPnL)).not.toBe(0);
    expect(pnl).toBe(`PnL total de 1 cuenta en los últimos 7 días: ${expected}`);
    expect(await answerTo(ANA_CHAT, '/pnl')).toMatch(
      /^PnL total de 1 cuenta en las últimas 24 h: /,
    );
    expect(await answerTo(ANA_CHAT, '/pnl 1año')).toBe(
      'Indica un rango: /pnl 24h, /pnl 7d o /pnl 30d.',
    );
    expect(await answerTo(ANA_CHAT, '/estado@PulsoTestBot')).toBe(
      [
        'Estado de tu cuenta en Pulso:',
        'Canales: 1 canal (1 activo)',
        'Cuentas: 1 cuenta',
        'Señales fallidas en las últimas 24 h: 2',
      ].join('\n'),
    );
    // Bob sees his own (nothing), never Ana's.
    expect(await answerTo(BOB_CHAT, '/pnl 7d')).toBe('No tienes cuentas en Pulso todavía.');
    expect(await answerTo(BOB_CHAT, '/estado')).toContain(
      'Señales fallidas en las últimas 24 h: 0',
    );
    expect(await answerTo(BOB_CHAT, '/ayuda')).toMatch(/^Comandos de Pulso:/);
  });

  it('/posiciones and /resumen answer with the linked user’s own positions and day', async () => {
    // Ana holds the 0.1 BTC bought above at 50,000, marked at 51,000.
    expect(await answerTo(ANA_CHAT, '/posiciones')).toBe(
      'Posiciones abiertas (1 cuenta):\n• BTC: 0,1 (valor 5100,00\u00a0US$, PnL no realizado +100,00\u00a0US$)',
    );
    const summary = await answerTo(ANA_CHAT, '/resumen');
    expect(summary).toMatch(/^Resumen de las últimas 24 h:\nPnL 24 h: .+ · \d+ operaci/);
    expect(summary).toContain('• Cuenta de Ana:');
    expect(await answerTo(BOB_CHAT, '/posiciones')).toBe('No tienes cuentas en Pulso todavía.');
    const bobs = await answerTo(BOB_CHAT, '/resumen');
    expect(bobs).not.toContain('Ana');
    expect(bobs).toContain('Sin operaciones ni fallos en las últimas 24 h.');
  });

  it('/pausar and /reanudar act on the user’s own deployments, after a confirmation', async () => {
    const deploy = async (who: SignedIn, name: string) => {
      const accountId = await createAccount(t, who, `Emisora ${name}`, { isEmitter: true });
      const strategy = await call(who, 'POST', '/api/strategy', {
        name,
        code: 'function strategy(candles, context) { return []; }',
      });
      expect(strategy.statusCode, strategy.body).toBe(201);
      const res = await call(who, 'POST', '/api/strategy-deployment/deploy', {
        strategyId: strategy.json().id,
        accountId,
        isPaused: false,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().deployment.id as string;
    };
    const paused = async (who: SignedIn, id: string) =>
      (await call(who, 'GET', `/api/strategy-deployment/${id}`)).json().isPaused as boolean;
    const anas = await deploy(ana, 'Cruce');
    await deploy(bob, 'De Bob');

    expect(await answerTo(ANA_CHAT, '/pausar')).toBe(
      '1. Cruce en Emisora Cruce\nEnvía /pausar <número> para pausar uno.',
    );
    expect(await answerTo(ANA_CHAT, '/si')).toMatch(/^No hay nada que confirmar/);
    expect(await answerTo(ANA_CHAT, '/pausar 2')).toMatch(
      /^No hay ningún despliegue con el número 2/,
    );
    expect(await answerTo(ANA_CHAT, '/pausar 1')).toBe(
      '¿Pausar «Cruce en Emisora Cruce»? Envía /si para confirmar o /no para cancelar (tienes un minuto).',
    );
    expect(await answerTo(ANA_CHAT, '/no')).toBe('Cancelado: no se ha cambiado nada.');
    expect(await paused(ana, anas)).toBe(false);
    await answerTo(ANA_CHAT, '/pausar 1');
    // Bob's chat cannot confirm what Ana's asked, and lists only his own.
    expect(await answerTo(BOB_CHAT, '/si')).toMatch(/^No hay nada que confirmar/);
    expect(await answerTo(BOB_CHAT, '/pausar')).toMatch(/^1\. De Bob en Emisora De Bob\n/);
    expect(await answerTo(ANA_CHAT, '/si')).toBe('Pausado: Cruce en Emisora Cruce');
    expect(await paused(ana, anas)).toBe(true);
    expect(await answerTo(ANA_CHAT, '/pausar')).toBe('No tienes despliegues activos.');

    expect(await answerTo(ANA_CHAT, '/reanudar 1')).toMatch(
      /^¿Reanudar «Cruce en Emisora Cruce»\?/,
    );
    expect(await answerTo(ANA_CHAT, '/sí')).toBe('Reanudado: Cruce en Emisora Cruce');
    expect(await paused(ana, anas)).toBe(false);
  });

  it('/aprobar and /rechazar decide the user’s own orders waiting for approval, after a confirmation', async () => {
    const signals = t.container.signals.worker();
    const holding = async (who: SignedIn, name: string) => {
      const accountId = await createAccount(t, who, name);
      const set = await call(who, 'PUT', `/api/accounts/${accountId}/risk-limits`, {
        approvalMinutes: 30,
      });
      expect(set.statusCode, set.body).toBe(200);
      return accountId;
    };
    const hold = async (accountId: string, contracts: string) => {
      await sendSignal(t, accountId, { action: 'buy', contracts }, 'webhook');
      await signals.drain();
    };
    const traded = async (accountId: string) =>
      (await call(ana, 'GET', `/api/trade/account/${accountId}?limit=10`)).json().data.length;
    const held = await holding(ana, 'Retenida');
    const bobs = await holding(bob, 'Retenida de Bob');
    await hold(held, '0.01');
    await hold(bobs, '0.02');

    const order = 'Compra de 0,01 BTCUSDT en Retenida (caduca en 30 min)';
    expect(await answerTo(ANA_CHAT, '/aprobar')).toBe(
      `1. ${order}\nEnvía /aprobar <número> para aprobar una.`,
    );
    expect(await answerTo(ANA_CHAT, '/aprobar 3')).toMatch(
      /^No hay ninguna orden pendiente con el número 3/,
    );
    expect(await answerTo(BOB_CHAT, '/rechazar')).toMatch(
      /^1\. Compra de 0,02 BTCUSDT en Retenida de Bob/,
    );
    expect(await answerTo(ANA_CHAT, '/aprobar 1')).toBe(
      `¿Aprobar «${order}»? Envía /si para confirmar o /no para cancelar (tienes un minuto).`,
    );
    expect(await answerTo(ANA_CHAT, '/si')).toBe(
      `Aprobada, se envía al precio de mercado: ${order}`,
    );
    await signals.drain();
    expect(await traded(held)).toBe(1);
    expect(await answerTo(ANA_CHAT, '/aprobar')).toBe(
      'No tienes órdenes pendientes de aprobación.',
    );

    // Decided on the web between the question and the /si: the chat says so, nothing more runs.
    await hold(held, '0.03');
    expect(await answerTo(ANA_CHAT, '/rechazar 1')).toMatch(/^¿Rechazar «Compra de 0,03 BTCUSDT/);
    const [waiting] = (await call(ana, 'GET', `/api/accounts/${held}/pending-orders`))
      .json()
      .data.filter((o: { state: string }) => o.state === 'pending');
    expect(
      (await call(ana, 'POST', `/api/pending-orders/${waiting.id}/approve`, {})).statusCode,
    ).toBe(200);
    expect(await answerTo(ANA_CHAT, '/si')).toBe('Esta orden pendiente ya se aprobó o se rechazó');
    await signals.drain();
    expect(await traded(held)).toBe(2);

    await hold(held, '0.04');
    await answerTo(ANA_CHAT, '/rechazar 1');
    expect(await answerTo(ANA_CHAT, '/si')).toMatch(
      /^Rechazada: Compra de 0,04 BTCUSDT en Retenida/,
    );
    await signals.drain();
    expect(await traded(held)).toBe(2);
  });

  it('/pausar_entradas and /reanudar_entradas set the user’s own switch over all their accounts', async () => {
    const switched = async (who: SignedIn) =>
      (await call(who, 'GET', '/api/profile/entries-pause')).json().paused as boolean;
    expect(await answerTo(ANA_CHAT, '/reanudar_entradas')).toBe('Tus entradas no están en pausa.');
    expect(await answerTo(ANA_CHAT, '/pausar_entradas')).toBe(
      '¿Pausar «las entradas de todas tus cuentas»? Envía /si para confirmar o /no para cancelar (tienes un minuto).',
    );
    expect(await switched(ana)).toBe(false);
    expect(await answerTo(ANA_CHAT, '/si')).toBe('En pausa: las entradas de todas tus cuentas');
    expect(await switched(ana)).toBe(true);
    expect(await switched(bob)).toBe(false);
    expect(await answerTo(ANA_CHAT, '/pausar_entradas')).toBe('Tus entradas ya están en pausa.');
    await answerTo(ANA_CHAT, '/reanudar_entradas');
    expect(await answerTo(ANA_CHAT, '/si')).toBe('Reanudadas: las entradas de todas tus cuentas');
    expect(await switched(ana)).toBe(false);
  });

  it('a deactivated user’s chat is told so and answered nothing of theirs', async () => {
    const off = await call(admin, 'PATCH', `/api/user/${ana.user.id}`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await answerTo(ANA_CHAT, '/pnl 7d')).toMatch(/^Tu cuenta de Pulso está desactivada/);
    const on = await call(admin, 'PATCH', `/api/user/${ana.user.id}`, { isActive: true });
    expect(on.statusCode).toBe(200);
    expect(await answerTo(ANA_CHAT, '/pnl 7d')).toMatch(/^PnL total de \d+ cuentas/);
  });

  it('only one instance polls at a time; the offset is kept', async () => {
    const other = t.container.notifications.worker();
    // This worker's poller holds the lease: another one does not poll.
    expect(await notifier.pollTelegram()).toBe(true);
    expect(await other.pollTelegram()).toBe(false);
    const [row] = await queryRows<{ update_offset: string }>(
      t.container.db,
      sql`select update_offset::text from telegram_poller where id = 1`,
    );
    expect(Number(row!.update_offset)).toBeGreaterThan(1000);
  });

  it('the token is in no answer and no log line; the admin can remove the bot', async () => {
    expect(t.logs.length).toBeGreaterThan(0);
    expect(t.logs.join('')).not.toContain(fake.token);
    expect(t.logs.join('')).not.toContain(fake.token.split(':')[1]);
    expect((await call(admin, 'DELETE', '/api/notification/telegram-bot')).statusCode).toBe(204);
    expect((await call(ana, 'GET', '/api/notification/telegram-bot')).json()).toEqual({
      configured: false,
      username: null,
    });
    // Without a bot, a Telegram message cannot be sent: it fails at once, saying why.
    const channel = (await telegramChannel(ana))!;
    await call(ana, 'POST', `/api/notification/channel/test/${channel.id}`);
    await notifier.drain();
    const [delivery] = (
      await call(ana, 'GET', `/api/notification/delivery/list?channelId=${channel.id}`)
    ).json().data;
    expect(delivery).toMatchObject({
      status: 'failed',
      lastAnswer: 'No hay bot de Telegram configurado en esta instancia',
    });
  });
});
