import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { emailConfirmations } from '../../db/schema';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';
import { emailContent } from './email-sender';
import type { NotificationsWorker } from './notifications.worker';

describe('notifications: e-mail over SMTP', () => {
  let sink: FakeSmtp;
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  let notifier: NotificationsWorker;
  beforeAll(async () => {
    sink = await startFakeSmtp();
    // Logged, so the secret scan can say the password is in no log line.
    t = await createIdentityTestApp({ LOG_LEVEL: 'info' });
    admin = await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    notifier = t.container.notifications.worker();
  });
  afterEach(() => sink.reset());
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const call = (
    who: SignedIn | null,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const smtpBody = (overrides: Record<string, unknown> = {}) => ({
    host: sink.host,
    port: sink.port,
    secure: false,
    user: sink.user,
    password: sink.password,
    from: 'Pulso <avisos@pulso.test>',
    ...overrides,
  });
  const addAddress = async (who: SignedIn, address: string, name = 'Mi correo') => {
    const res = await call(who, 'POST', '/api/notification/email/create', { name, address });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; enabled: boolean; awaitingConfirmation: boolean };
  };
  const confirm = (who: SignedIn, id: string, code: string) =>
    call(who, 'POST', `/api/notification/email/confirm/${id}`, { code });
  /** Lets a new code be asked for now (the once-a-minute rule is tested on its own). */
  const ageCode = (id: string) =>
    t.container.db.execute(
      sql`update email_confirmations set sent_at = now() - interval '2 minutes' where channel_id = ${id}`,
    );
  const log = async (who: SignedIn) =>
    (await call(who, 'GET', '/api/notification/delivery/list')).json().data as {
      id: string;
      channelId: string;
      status: string;
      attempts: number;
      lastAnswer: string | null;
    }[];

  it('the admin sets the SMTP server: checked with the server first, kept sealed, its password never shown', async () => {
    expect((await call(ana, 'GET', '/api/notification/email/status')).json()).toEqual({
      configured: false,
    });
    // Without a server nobody can add an address.
    const early = await call(ana, 'POST', '/api/notification/email/create', {
      name: 'Correo',
      address: 'ana@correo.test',
    });
    expect(early.statusCode).toBe(409);
    // Only the admin reads or sets it.
    expect((await call(ana, 'GET', '/api/notification/smtp')).statusCode).toBe(403);
    expect((await call(ana, 'PUT', '/api/notification/smtp', smtpBody())).statusCode).toBe(403);
    expect((await call(ana, 'DELETE', '/api/notification/smtp')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/notification/smtp')).statusCode).toBe(401);

    // A port nobody listens on: refused, nothing saved.
    const dead = await call(admin, 'PUT', '/api/notification/smtp', smtpBody({ port: 1 }));
    expect(dead.statusCode).toBe(400);
    expect(dead.json().error).toBe(
      'El servidor de correo no aceptó la conexión: conexión rechazada',
    );
    // A wrong password: the server refuses the login.
    const wrong = await call(
      admin,
      'PUT',
      '/api/notification/smtp',
      smtpBody({ password: 'otra-clave' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/^El servidor de correo no aceptó la conexión/);
    expect((await call(admin, 'GET', '/api/notification/smtp')).json()).toMatchObject({
      configured: false,
      source: null,
    });

    const saved = await call(admin, 'PUT', '/api/notification/smtp', smtpBody());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      configured: true,
      source: 'settings',
      host: sink.host,
      port: sink.port,
      secure: false,
      startTls: false,
      user: sink.user,
      hasPassword: true,
      from: 'Pulso <avisos@pulso.test>',
    });
    expect(saved.body).not.toContain(sink.password);
    expect(sink.logins.at(-1)).toEqual({ user: sink.user, ok: true });
    const [stored] = await queryRows<{ value: string }>(
      t.container.db,
      sql`select value::text as value from settings where key = 'notifications.smtp'`,
    );
    expect(stored!.value).toContain('sealed');
    expect(stored!.value).not.toContain(sink.password);
    expect(stored!.value).not.toContain(sink.host);

    // Saved again without the password: the stored one is kept (and checked with the server).
    const again = await call(
      admin,
      'PUT',
      '/api/notification/smtp',
      smtpBody({ password: undefined, from: 'avisos@pulso.test' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ hasPassword: true, from: 'avisos@pulso.test' });
    expect(sink.logins.at(-1)).toEqual({ user: sink.user, ok: true });

    // The activity log says who set it, never the password.
    const activity = await queryRows<{ details: string }>(
      t.container.db,
      sql`select details::text as details from activity_logs where action like 'smtp.%'`,
    );
    expect(activity.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(activity)).not.toContain(sink.password);
    expect((await call(bob, 'GET', '/api/notification/email/status')).json()).toEqual({
      configured: true,
    });
  });

  it('an address is added off, confirmed with the code mailed to it; wrong codes are counted and then refused', async () => {
    const channel = await addAddress(ana, 'ana@correo.test');
    expect(channel).toMatchObject({
      kind: 'email',
      target: 'ana@correo.test',
      enabled: false,
      awaitingConfirmation: true,
    });
    const code = await sink.codeFor('ana@correo.test');
    const [mail] = await sink.mailTo('ana@correo.test', 1);
    expect(mail!.from).toBe('avisos@pulso.test');
    expect(mail!.text).toContain('Caduca en 10 minutos');
    // Only a keyed hash of it is kept.
    const rows = await t.container.db.select().from(emailConfirmations);
    expect(JSON.stringify(rows)).not.toContain(code);

    // Until confirmed, nothing but the code is sent, and it cannot be switched on.
    expect(
      (await call(ana, 'POST', `/api/notification/channel/test/${channel.id}`)).statusCode,
    ).toBe(409);
    const on = await call(ana, 'PUT', `/api/notification/channel/update/${channel.id}`, {
      enabled: true,
    });
    expect(on.statusCode).toBe(409);
    // Bob cannot confirm, or ask a code for, Ana's address.
    expect((await confirm(bob, channel.id, code)).statusCode).toBe(404);
    expect(
      (await call(bob, 'POST', `/api/notification/email/resend/${channel.id}`)).statusCode,
    ).toBe(404);
    // A new code at most once a minute.
    const soon = await call(ana, 'POST', `/api/notification/email/resend/${channel.id}`);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toBe('Espera un minuto antes de pedir otro código');

    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await confirm(ana, channel.id, wrongCode);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        `Código incorrecto: te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}`,
      );
    }
    const fifth = await confirm(ana, channel.id, wrongCode);
    expect(fifth.json().error).toBe(
      'Código incorrecto: has agotado los intentos, pide un código nuevo',
    );
    // Locked: even the right code is refused now.
    const locked = await confirm(ana, channel.id, code);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error).toBe('Has agotado los intentos: pide un código nuevo');

    await ageCode(channel.id);
    expect(
      (await call(ana, 'POST', `/api/notification/email/resend/${channel.id}`)).statusCode,
    ).toBe(204);
    await sink.mailTo('ana@correo.test', 2);
    const fresh = await sink.codeFor('ana@correo.test');
    // The first code is spent.
    if (fresh !== code) expect((await confirm(ana, channel.id, code)).statusCode).toBe(400);
    // Past its ten minutes, a code is refused.
    await t.container.db.execute(
      sql`update email_confirmations set expires_at = now() - interval '1 second' where channel_id = ${channel.id}`,
    );
    const late = await confirm(ana, channel.id, fresh);
    expect(late.json().error).toBe('El código ha caducado: pide uno nuevo');
    await ageCode(channel.id);
    await call(ana, 'POST', `/api/notification/email/resend/${channel.id}`);
    await sink.mailTo('ana@correo.test', 3);
    const good = await confirm(ana, channel.id, await sink.codeFor('ana@correo.test'));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ enabled: true, awaitingConfirmation: false });
    // The address is the channel: another address is another channel.
    const moved = await call(ana, 'PUT', `/api/notification/channel/update/${channel.id}`, {
      url: 'https://example.com/',
    });
    expect(moved.statusCode).toBe(400);
  });

  it('a test message and a failed alert arrive by mail, with the delivery id to dedupe on', async () => {
    const channels = (await call(ana, 'GET', '/api/notification/channel/list')).json() as {
      id: string;
      kind: string;
      enabled: boolean;
    }[];
    const channel = channels.find((c) => c.kind === 'email' && c.enabled)!;
    const test = await call(ana, 'POST', `/api/notification/channel/test/${channel.id}`);
    expect(test.statusCode).toBe(202);
    const { deliveryId } = test.json() as { deliveryId: string };
    await notifier.drain();
    const [mail] = await sink.mailTo('ana@correo.test', 1);
    expect(mail!.subject).toBe('Pulso: Mensaje de prueba');
    expect(mail!.headers['x-pulso-delivery']).toBe(deliveryId);
    expect(mail!.headers['message-id']).toBe(`<${deliveryId}@pulso.test>`);
    expect(mail!.html).toContain('Mensaje de prueba');

    const account = await createAccount(t, ana, 'Cuenta <b>de</b> Ana');
    const signals = t.container.signals.worker();
    // A sale of what the account does not hold fails at BALANCE_CHECK.
    await sendSignal(t, account, { action: 'sell', contracts: '0.1' });
    await signals.drain();
    await notifier.drain();
    const [, alert] = await sink.mailTo('ana@correo.test', 2);
    expect(alert!.subject).toBe('Pulso: Señal fallida');
    expect(alert!.text).toMatch(/Cuenta <b>de<\/b> Ana: Saldo insuficiente/);
    // The HTML quotes the account's name as text, never as markup.
    expect(alert!.html).toContain('Cuenta &lt;b&gt;de&lt;/b&gt; Ana');
    expect(alert!.html).not.toContain('<b>de</b>');
    const entry = (await log(ana)).find((d) => d.id === alert!.headers['x-pulso-delivery']);
    expect(entry).toMatchObject({ status: 'sent', attempts: 1 });
    expect(entry!.lastAnswer).toMatch(/^SMTP 250/);
  });

  it('a 4xx is tried again, a 5xx is given up', async () => {
    const channel = (
      (await call(ana, 'GET', '/api/notification/channel/list')).json() as {
        id: string;
        kind: string;
        enabled: boolean;
      }[]
    ).find((c) => c.kind === 'email' && c.enabled)!;
    sink.rcpt = () => ({ code: 451, message: 'Try again later' });
    const soft = (await call(ana, 'POST', `/api/notification/channel/test/${channel.id}`)).json();
    await notifier.drain();
    const retried = (await log(ana)).find((d) => d.id === soft.deliveryId)!;
    expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retried.lastAnswer).toMatch(/^SMTP 451/);

    sink.rcpt = () => null;
    sink.data = () => ({ code: 550, message: 'Mailbox unavailable' });
    const hard = (await call(ana, 'POST', `/api/notification/channel/test/${channel.id}`)).json();
    await notifier.drain();
    const failed = (await log(ana)).find((d) => d.id === hard.deliveryId)!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastAnswer).toMatch(/^SMTP 550/);
  });

  it('codes to one address are limited to five an hour; a refused address leaves no channel', async () => {
    sink.rcpt = (address) =>
      address === 'nadie@correo.test' ? { code: 550, message: 'No such user' } : null;
    const refused = await call(bob, 'POST', '/api/notification/email/create', {
      name: 'Nadie',
      address: 'nadie@correo.test',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^No se pudo enviar el código a esa dirección \(SMTP 550/);
    expect((await call(bob, 'GET', '/api/notification/channel/list')).json()).toEqual([]);

    for (const hostile of [
      'a@b.test\r\nBcc: x@y.test',
      'no-es-correo',
      `${'a'.repeat(250)}@b.test`,
    ]) {
      const res = await call(bob, 'POST', '/api/notification/email/create', {
        name: 'Mal',
        address: hostile,
      });
      expect(res.statusCode).toBe(400);
    }

    // Bob (or anyone) asking codes for the same address: five in the hour, then refused.
    for (let i = 0; i < 5; i++) {
      const made = await addAddress(bob, 'Victima@Correo.test', `Intento ${i}`);
      expect(
        (await call(bob, 'DELETE', `/api/notification/channel/delete/${made.id}`)).statusCode,
      ).toBe(204);
    }
    const sixth = await call(bob, 'POST', '/api/notification/email/create', {
      name: 'Otra vez',
      address: 'victima@correo.test',
    });
    expect(sixth.statusCode).toBe(429);
    expect(await sink.mailTo('victima@correo.test', 5)).toHaveLength(5);
  });

  it('an admin who stops offering e-mail stops new addresses', async () => {
    const others = ['webhook', 'discord', 'slack', 'ntfy', 'gotify', 'telegram', 'webpush'];
    const off = await call(admin, 'PUT', '/api/notification/offered', { kinds: others });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(ana, 'GET', '/api/notification/email/status')).json()).toEqual({
      configured: false,
    });
    const res = await call(ana, 'POST', '/api/notification/email/create', {
      name: 'Otro',
      address: 'otro@correo.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Correo electrónico no está disponible en esta instancia');
    await call(admin, 'PUT', '/api/notification/offered', { kinds: [...others, 'email'] });
  });

  it('the admin removes the server: addresses can no longer be added, mail fails with a reason', async () => {
    expect((await call(admin, 'DELETE', '/api/notification/smtp')).statusCode).toBe(204);
    expect((await call(ana, 'GET', '/api/notification/email/status')).json()).toEqual({
      configured: false,
    });
    const channel = (
      (await call(ana, 'GET', '/api/notification/channel/list')).json() as {
        id: string;
        kind: string;
        enabled: boolean;
      }[]
    ).find((c) => c.kind === 'email' && c.enabled)!;
    const sent = (await call(ana, 'POST', `/api/notification/channel/test/${channel.id}`)).json();
    await notifier.drain();
    expect((await log(ana)).find((d) => d.id === sent.deliveryId)).toMatchObject({
      status: 'failed',
      lastAnswer: 'No hay servidor de correo (SMTP) configurado en esta instancia',
    });
  });

  it('escapes what a message quotes in its HTML and keeps the subject on one line', () => {
    const content = emailContent('Título\r\nBcc: x@y', '<script>alert(1)</script>\n"&\'', 'pie');
    expect(content.subject).toBe('Pulso: Título Bcc: x@y');
    expect(content.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>&quot;&amp;&#39;');
    expect(content.html).not.toContain('<script>');
  });
});

describe('notifications: e-mail pinned by SMTP_URL', () => {
  let sink: FakeSmtp;
  let t: IdentityTestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    sink = await startFakeSmtp();
    t = await createIdentityTestApp({
      SMTP_URL: `smtp://${sink.user}:${encodeURIComponent(sink.password)}@127.0.0.1:${sink.port}`,
      SMTP_FROM: 'Pulso <entorno@pulso.test>',
    });
    admin = await t.signIn({ sub: 'root', email: 'root@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('the environment wins: the admin sees it is set there and cannot change it', async () => {
    const res = await t.app.inject({ url: '/api/notification/smtp', headers: admin.headers });
    expect(res.json()).toEqual({
      configured: true,
      source: 'environment',
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      startTls: false,
      user: sink.user,
      hasPassword: true,
      from: 'Pulso <entorno@pulso.test>',
    });
    expect(res.body).not.toContain(sink.password);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notification/smtp',
      headers: admin.headers,
      payload: { host: 'smtp.example.com', port: 587, secure: false, from: 'a@b.test' },
    });
    expect(put.statusCode).toBe(409);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/notification/email/create',
      headers: admin.headers,
      payload: { name: 'Yo', address: 'root@correo.test' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [mail] = await sink.mailTo('root@correo.test', 1);
    expect(mail!.from).toBe('entorno@pulso.test');
  });
});
