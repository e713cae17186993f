import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDayStart } from '@pulso/domain';
import { queryRows } from '../../db/client';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { startHttpSink, type HttpSink } from '../../test/http-sink';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';
import { AccountSettingsRepository } from './account-settings.repository';
import type { NotificationsWorker } from './notifications.worker';
import { PreferencesRepository } from './preferences.repository';
import { RiskWatch } from './risk-watch';

// Issue 35: per account, how loud its events are and the risk thresholds its owner is told of;
// a deactivated owner is told nothing.
describe('notifications per account: levels, risk thresholds', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let sink: HttpSink;
  let notifier: NotificationsWorker;
  beforeAll(async () => {
    t = await createIdentityTestApp({ NOTIFICATIONS_ALLOW_PRIVATE_URLS: 'true' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    sink = await startHttpSink();
    // The thresholds are looked at on every cycle here (once a minute by default).
    notifier = t.container.notifications.worker({ burstWindowMs: 0, riskEveryMs: 0 });
  });
  afterEach(() => {
    sink.requests.length = 0;
    fixMarketPrices(t);
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  const channel = async (who: SignedIn, kind: string, path: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notification/channel/create',
      headers: who.headers,
      payload: { kind, name: path, url: `${sink.url}${path}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const settings = (who: SignedIn, accountId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/notification/account/update/${accountId}`,
      headers: who.headers,
      payload,
    });
  // A new price source each time: the one before keeps the minute's candle it served.
  const market = (btc: number) => fixMarketPrices(t, new Map([['BTCUSDT', btc]]));
  /** What the Slack messages said, each without its title (es-ES puts a no-break space before US$). */
  const texts = () =>
    sink.requests.map((r) =>
      (JSON.parse(r.body).text as string)
        .split('\n')
        .slice(1)
        .join('\n')
        .replace(/\u00a0/g, ' '),
    );

  it('lists the user’s own accounts with their settings; another user’s account is not found; bad figures are refused', async () => {
    const account = await createAccount(t, ana, 'Umbrales');
    const list = await t.app.inject({
      url: '/api/notification/account/list',
      headers: ana.headers,
    });
    expect(list.json()).toContainEqual({
      accountId: account,
      accountName: 'Umbrales',
      level: 'on',
      dailyLoss: null,
      drawdown: null,
    });
    const bobs = await t.app.inject({
      url: '/api/notification/account/list',
      headers: bob.headers,
    });
    expect(bobs.json().map((a: { accountId: string }) => a.accountId)).not.toContain(account);
    // Ana is the admin: not even she sets another user's thresholds.
    const bobAccount = await createAccount(t, bob, 'De Bob');
    expect((await settings(ana, bobAccount, { level: 'off' })).statusCode).toBe(404);
    expect((await settings(bob, account, { level: 'off' })).statusCode).toBe(404);
    for (const bad of ['-5', '0', 'abc', '1e3', '2000000000', '1.123456789', '1'.repeat(30)]) {
      const res = await settings(ana, account, { dailyLoss: bad });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await settings(ana, account, { level: 'loud' })).statusCode).toBe(400);
    expect((await settings(ana, account, { other: 1 })).statusCode).toBe(400);
    const saved = await settings(ana, account, { dailyLoss: '250.5', drawdown: '1000' });
    expect(saved.json()).toMatchObject({ dailyLoss: '250.5', drawdown: '1000', level: 'on' });
    const cleared = await settings(ana, account, { dailyLoss: null });
    expect(cleared.json()).toMatchObject({ dailyLoss: null, drawdown: '1000' });
  });

  it('an account set to off tells nothing of it, silent tells it without sound; an unrecorded order is told anyway', async () => {
    const discord = await channel(ana, 'discord', '/levels');
    const quiet = await createAccount(t, ana, 'Silenciosa');
    const muted = await createAccount(t, ana, 'Muda');
    expect((await settings(ana, quiet, { level: 'silent' })).statusCode).toBe(200);
    expect((await settings(ana, muted, { level: 'off' })).statusCode).toBe(200);
    const signals = t.container.signals.worker();
    await sendSignal(t, quiet, { action: 'sell', contracts: '1' });
    await sendSignal(t, muted, { action: 'sell', contracts: '1' });
    await signals.drain();
    await notifier.drain();
    const [message] = await sink.received(1);
    expect(sink.requests).toHaveLength(1);
    const body = JSON.parse(message!.body);
    expect(body.content).toMatch(/^\*\*Señal fallida\*\*\nSilenciosa: Saldo insuficiente/);
    expect(body.flags).toBe(4096);
    // Nothing of the muted account entered the outbox at all.
    const outbox = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from notification_events`,
    );
    expect(Number(outbox[0]!.n)).toBe(0);
    // An executed order left unrecorded is told even of a muted account.
    sink.requests.length = 0;
    await t.container.db.execute(
      sql`update signals set needs_reconciliation = true, error = 'Orden 42 sin registrar'
          where account_id = ${muted} and not needs_reconciliation`,
    );
    await notifier.drain();
    const [unrecorded] = await sink.received(1);
    expect(JSON.parse(unrecorded!.body).content).toContain('Muda: Orden 42 sin registrar');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/notification/channel/delete/${discord}`,
      headers: ana.headers,
    });
  });

  it('a drawdown and a day’s loss are told once when crossed, with the account’s figures', async () => {
    const slack = await channel(bob, 'slack', '/risk');
    const account = await createAccount(t, bob, 'Arriesgada');
    const signals = t.container.signals.worker();
    await sendSignal(t, account, { action: 'buy', contracts: '0.1', close: '50000' });
    await signals.drain();
    expect((await settings(bob, account, { dailyLoss: '500', drawdown: '800' })).statusCode).toBe(
      200,
    );
    market(40_000);
    await notifier.drain();
    await sink.received(2);
    // Bought 0.1 BTC at 50.000 (5 USDT of fee): 1.000 lost today, 1.005 below the best PnL (0).
    expect(texts().sort()).toEqual([
      'Arriesgada: 1005,00 US$ por debajo de su mejor PnL acumulado (tu aviso: 800,00 US$)',
      'Arriesgada: pierde 1000,00 US$ hoy (tu aviso: 500,00 US$)',
    ]);
    // Still below: nothing more (the day's loss once a day, the drawdown until it recovers).
    await notifier.drain();
    await notifier.drain();
    expect(sink.requests).toHaveLength(2);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/notification/channel/delete/${slack}`,
      headers: bob.headers,
    });
  });

  it('a drawdown is told again only after recovering below half its threshold; a day’s loss once a local day', async () => {
    const account = await createAccount(t, bob, 'Guion');
    await settings(bob, account, { dailyLoss: '100', drawdown: '1000' });
    const figures = { dayPnl: 0, drawdown: 0 };
    const spans: number[] = [];
    const watch = new RiskWatch({
      db: t.container.db,
      settings: new AccountSettingsRepository(t.container.db),
      preferences: new PreferencesRepository(t.container.db),
      // The account's figures, scripted: what the analytics would answer at each look.
      risk: async (id, span) => {
        if (id === account) spans.push(span.dayStartMs);
        return id === account ? figures : { dayPnl: 0, drawdown: 0 };
      },
      log: { warn: () => undefined },
    });
    const told = async () =>
      (
        await queryRows<{ event: string; data: { drawdown?: string; loss?: string } }>(
          t.container.db,
          sql`select event, data from notification_events
              where data->>'accountId' = ${account} order by id`,
        )
      ).map((e) => `${e.event} ${e.data.drawdown ?? e.data.loss}`);
    const day1 = Date.parse('2026-11-27T12:00:00Z');
    Object.assign(figures, { dayPnl: -150, drawdown: 1200 });
    await watch.run(day1);
    await watch.run(day1 + 60_000);
    expect(await told()).toEqual(['risk.daily_loss 150', 'risk.drawdown 1200']);
    // Local midnight in Madrid (the owner's default time zone).
    expect(spans[0]).toBe(Date.parse('2026-11-26T23:00:00Z'));
    // 600 is above half of 1.000: not re-armed; 400 is below: re-armed; 1.100 again: told.
    Object.assign(figures, { dayPnl: -200, drawdown: 600 });
    await watch.run(day1 + 120_000);
    Object.assign(figures, { drawdown: 1100 });
    await watch.run(day1 + 180_000);
    expect(await told()).toHaveLength(2);
    Object.assign(figures, { drawdown: 400 });
    await watch.run(day1 + 240_000);
    Object.assign(figures, { drawdown: 1100 });
    await watch.run(day1 + 300_000);
    // The next local day, the loss is told again.
    await watch.run(Date.parse('2026-11-28T00:30:00Z'));
    expect(await told()).toEqual([
      'risk.daily_loss 150',
      'risk.drawdown 1200',
      'risk.drawdown 1100',
      'risk.daily_loss 200',
    ]);
    // A changed threshold is armed afresh.
    await settings(bob, account, { drawdown: '1050' });
    await watch.run(Date.parse('2026-11-28T00:31:00Z'));
    expect((await told()).at(-1)).toBe('risk.drawdown 1100');
    await t.container.db.execute(sql`delete from notification_events`);
  });

  it('a deactivated owner is told nothing, and writes nothing to the outbox', async () => {
    const carla = await t.signIn({ sub: 'carla', email: 'carla@example.com' });
    await channel(carla, 'slack', '/carla');
    const account = await createAccount(t, carla, 'De Carla');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${carla.user.id}`,
      headers: ana.headers,
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await t.container.db.execute(
      sql`update exchange_syncs set state = 'failed', last_error = 'x' where account_id = ${account}`,
    );
    await sendSignal(t, account, { action: 'sell', contracts: '1' });
    await t.container.signals.worker().drain();
    const outbox = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from notification_events where owner_id = ${carla.user.id}`,
    );
    expect(Number(outbox[0]!.n)).toBe(0);
    await notifier.drain();
    expect(sink.requests.map((r) => r.body)).toEqual([]);
  });
});

describe('localDayStart', () => {
  it('is local midnight, on days that change the clock too', () => {
    const at = (iso: string) => new Date(iso).getTime();
    expect(localDayStart(at('2026-06-15T10:30:00Z'), 'Europe/Madrid')).toBe(
      at('2026-06-14T22:00:00Z'),
    );
    // 29 March 2026: Madrid's clocks go from 02:00 to 03:00.
    expect(localDayStart(at('2026-03-29T20:00:00Z'), 'Europe/Madrid')).toBe(
      at('2026-03-28T23:00:00Z'),
    );
    // 25 October 2026: from 03:00 back to 02:00.
    expect(localDayStart(at('2026-10-25T20:00:00Z'), 'Europe/Madrid')).toBe(
      at('2026-10-24T22:00:00Z'),
    );
    expect(localDayStart(at('2026-11-01T12:00:00Z'), 'America/New_York')).toBe(
      at('2026-11-01T04:00:00Z'),
    );
  });
});
