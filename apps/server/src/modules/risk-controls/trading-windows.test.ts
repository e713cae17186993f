import { Decimal, type StoredSignalPayload } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { SignalWorker } from '../signals';
import {
  createAccount,
  fixMarketPrices,
  sendSignal,
  signalRow,
  tradesOf,
} from '../signals/testing';
import { riskLimitsApi } from './testing';

/**
 * Issue 37: trading windows, in the owner's time zone (Europe/Madrid by default). Outside them an
 * account only reduces; set to close at the end, its positions are closed once at each end. The
 * clocks go back an hour in Madrid at 03:00 on Sunday 25 October 2026: 22:00 is 20:00Z on the
 * Saturday and 21:00Z on the Sunday.
 */
describe('trading windows', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let worker: SignalWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  const everyDay = [{ days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '22:00' }];
  const setLimits = (accountId: string, payload: unknown, who = ana) =>
    riskLimitsApi(t).put(accountId, payload, who);
  async function trade(accountId: string, action: 'buy' | 'sell', contracts: string, at: string) {
    const sent = await sendSignal(t, accountId, { action, contracts, time: Date.parse(at) });
    await worker.drain();
    return signalRow(t, sent.signalId);
  }
  const amounts = async (accountId: string) =>
    (await tradesOf(t, accountId)).map((x) => `${x.type} ${new Decimal(x.amount).toString()}`);

  it('outside its window an account refuses entries and takes closes, daylight saving included', async () => {
    const account = await createAccount(t, ana, 'Con horario', { accountType: 'future' });
    const set = await setLimits(account, { tradingWindows: everyDay });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      tradingWindows: everyDay,
      closeAtWindowEnd: false,
      timeZone: 'Europe/Madrid',
    });

    // Saturday 21:30 CEST (19:30Z): open.
    expect((await trade(account, 'buy', '0.02', '2026-10-24T19:30:00Z')).status).toBe('done');
    // 20:30Z is 22:30 on the Saturday: closed to entries, open to closes (cut to the close).
    const late = await trade(account, 'buy', '0.01', '2026-10-24T20:30:00Z');
    expect(late.status).toBe('failed');
    expect(late.error).toBe(
      'Fuera del horario de operación (LMXJVSD 09:00–22:00, Europe/Madrid): esta cuenta solo cierra posiciones hasta que se abra su ventana',
    );
    const close = await trade(account, 'sell', '0.05', '2026-10-24T20:31:00Z');
    expect(close.status).toBe('done');
    expect(await amounts(account)).toEqual(['buy 0.02', 'sell 0.02']);
    // The same 20:30Z on the Sunday is 21:30 CET: open again.
    expect((await trade(account, 'buy', '0.01', '2026-10-25T20:30:00Z')).status).toBe('done');
    // Sunday 07:30Z is 08:30 CET, before the window (on the Saturday it was 09:30 CEST, open).
    expect((await trade(account, 'buy', '0.01', '2026-10-25T07:30:00Z')).status).toBe('failed');
  });

  it('a window that ends at 22:00 Europe/Madrid closes across a daylight-saving change exactly once', async () => {
    const account = await createAccount(t, ana, 'Cierra al terminar');
    const set = await setLimits(account, { tradingWindows: everyDay, closeAtWindowEnd: true });
    expect(set.json()).toMatchObject({ closeAtWindowEnd: true });
    // The windows were set before the Saturday (the watch starts from when they are set).
    await t.container.db.execute(
      sql`update account_window_closes set closed_at_ms = ${Date.parse('2026-10-24T00:00:00Z')}
          where account_id = ${account}`,
    );
    expect((await trade(account, 'buy', '0.1', '2026-10-24T08:00:00Z')).status).toBe('done');

    const watch = t.container.riskControls.windowCloses;
    const closedAt: string[] = [];
    // Every 10 minutes from Saturday 19:00Z to Monday 00:00Z, each run's orders executed.
    for (let at = Date.parse('2026-10-24T19:00:00Z'); at <= Date.parse('2026-10-26T00:00:00Z');) {
      if ((await watch.run(at)) > 0) closedAt.push(new Date(at).toISOString());
      await worker.drain();
      if (at === Date.parse('2026-10-25T09:00:00Z')) {
        // Sunday 10:00 CET: a new position for the Sunday's end to close.
        expect((await trade(account, 'buy', '0.05', '2026-10-25T09:00:00Z')).status).toBe('done');
      }
      at += 10 * 60_000;
    }
    // 22:00 CEST and 22:00 CET — not 20:00Z on the Sunday (21:00 CET), nor twice anywhere.
    expect(closedAt).toEqual(['2026-10-24T20:00:00.000Z', '2026-10-25T21:00:00.000Z']);
    expect(await amounts(account)).toEqual(['buy 0.1', 'sell 0.1', 'buy 0.05', 'sell 0.05']);

    // Each close is an order through the pipeline with its receiver log, and in the activity log
    // as the system's.
    const flats = await queryRows<{ payload: StoredSignalPayload; status: string }>(
      t.container.db,
      sql`select payload, status from signals where account_id = ${account}
          and payload->>'order_id' like 'window-close:%' order by (payload->>'time')::bigint`,
    );
    expect(flats.map((f) => [f.payload.intent?.target, f.status])).toEqual([
      ['flat', 'done'],
      ['flat', 'done'],
    ]);
    const logged = await queryRows<{ actor_id: string | null; details: { windowEnd: string } }>(
      t.container.db,
      sql`select actor_id, details from activity_logs
          where action = 'account.window_closed' and entity_id = ${account} order by created_at`,
    );
    expect(logged.map((l) => [l.actor_id, l.details.windowEnd])).toEqual([
      [null, '2026-10-24T20:00:00.000Z'],
      [null, '2026-10-25T21:00:00.000Z'],
    ]);
    // And told to the owner, the end on their clock (22:00 in Madrid both days).
    const told = await queryRows<{ owner_id: string; data: Record<string, unknown> }>(
      t.container.db,
      sql`select owner_id, data from notification_events
          where event = 'risk.window_closed' and data->>'accountId' = ${account}
          order by created_at, id`,
    );
    expect(told.map((n) => [n.owner_id, n.data.windowEnd, n.data.closed])).toEqual([
      [ana.user.id, '24/10/26, 22:00', ['BTCUSDT']],
      [ana.user.id, '25/10/26, 22:00', ['BTCUSDT']],
    ]);
    // Two instances (or a run again at the same minute) close nothing more.
    expect(await watch.run(Date.parse('2026-10-25T21:00:00Z'))).toBe(0);
    await setLimits(account, {}); // out of the next test's way
  });

  it('an end missed while nothing ran closes later, unless a window opened since', async () => {
    const account = await createAccount(t, ana, 'Sin vigilancia');
    await setLimits(account, { tradingWindows: everyDay, closeAtWindowEnd: true });
    await t.container.db.execute(
      sql`update account_window_closes set closed_at_ms = ${Date.parse('2026-11-02T00:00:00Z')}
          where account_id = ${account}`,
    );
    expect((await trade(account, 'buy', '0.1', '2026-11-02T10:00:00Z')).status).toBe('done');
    const watch = t.container.riskControls.windowCloses;
    // The Monday's 22:00 CET (21:00Z) passed unwatched; the next morning's window is open.
    expect(await watch.run(Date.parse('2026-11-03T09:00:00Z'))).toBe(0);
    await worker.drain();
    expect(await amounts(account)).toEqual(['buy 0.1']);
    // That evening's end, looked at two hours late, still closes.
    expect(await watch.run(Date.parse('2026-11-03T23:00:00Z'))).toBe(1);
    await worker.drain();
    expect(await amounts(account)).toEqual(['buy 0.1', 'sell 0.1']);
  });

  it('bad windows are refused with a reason and change nothing; another user cannot set them', async () => {
    const account = await createAccount(t, ana, 'Ventanas malas');
    await setLimits(account, { dailyLossLimit: '100', tradingWindows: everyDay });
    const refused: [unknown, string][] = [
      [
        { tradingWindows: [{ days: [1], start: '22:00', end: '09:00' }] },
        'posterior a la de inicio',
      ],
      [{ tradingWindows: [{ days: [], start: '09:00', end: '10:00' }] }, 'al menos un día'],
      [{ tradingWindows: [{ days: [8], start: '09:00', end: '10:00' }] }, 'Día de la semana'],
      [{ tradingWindows: [{ days: [1, 1], start: '09:00', end: '10:00' }] }, 'dos veces'],
      [{ tradingWindows: [{ days: [1], start: '9:00', end: '10:00' }] }, 'Hora no válida'],
      [{ tradingWindows: [{ days: [1], start: '09:00\u0000', end: '10:00' }] }, 'NUL'],
      [{ tradingWindows: [{ days: [1], start: '24:00', end: '24:00' }] }, 'Hora no válida'],
      [{ closeAtWindowEnd: true }, 'Define una ventana'],
      [{ tradingWindows: Array(15).fill(everyDay[0]) }, 'Demasiadas ventanas'],
    ];
    for (const [payload, reason] of refused) {
      const res = await setLimits(account, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(reason);
    }
    expect((await setLimits(account, { tradingWindows: everyDay }, bob)).statusCode).toBe(404);
    const kept = await riskLimitsApi(t).get(account, ana);
    expect(kept.json()).toMatchObject({ dailyLossLimit: '100', tradingWindows: everyDay });
    // A night across midnight is two windows; days come back in order.
    const night = [
      { days: [5, 1], start: '22:00', end: '24:00' },
      { days: [2, 6], start: '00:00', end: '06:00' },
    ];
    const res = await setLimits(account, { tradingWindows: night });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tradingWindows).toEqual([
      { days: [1, 5], start: '22:00', end: '24:00' },
      { days: [2, 6], start: '00:00', end: '06:00' },
    ]);
  });
});
