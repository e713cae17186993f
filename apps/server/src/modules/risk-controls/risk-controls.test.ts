import { Decimal, ENTRIES_PAUSED } from '@pulso/domain';
import { eq } from 'drizzle-orm';
import { signals } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { SignalWorker } from '../signals';
import {
  createAccount,
  fixMarketPrices,
  sendSignal,
  signalRow,
  tradesOf,
} from '../signals/testing';

/** Issue 37: the pause switch and the daily loss limit — while one holds, orders only reduce. */
describe('risk controls', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  let worker: SignalWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  const put = (url: string, who: SignedIn, paused: boolean) =>
    t.app.inject({ method: 'PUT', url, headers: who.headers, payload: { paused } });
  const get = (url: string, who: SignedIn) => t.app.inject({ url, headers: who.headers });
  const amounts = async (accountId: string) =>
    (await tradesOf(t, accountId)).map((x) => `${x.type} ${new Decimal(x.amount).toString()}`);
  async function trade(accountId: string, action: 'buy' | 'sell', contracts: string) {
    const sent = await sendSignal(t, accountId, { action, contracts, close: '50000' });
    await worker.drain();
    return signalRow(t, sent.signalId);
  }

  it('a paused account refuses an entry, executes a close (cut so it never flips), and resumes', async () => {
    const account = await createAccount(t, ana, 'Pausable', {
      accountType: 'future',
    });
    expect((await trade(account, 'buy', '0.02')).status).toBe('done');

    const paused = await put(`/api/accounts/${account}/entries-pause`, ana, true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ paused: true, ownerPaused: false });

    const entry = await trade(account, 'buy', '0.01');
    expect(entry).toMatchObject({ status: 'failed', error: ENTRIES_PAUSED });
    // A sell of 0.05 against a long of 0.02 would flip to a short: only the close executes.
    expect((await trade(account, 'sell', '0.05')).status).toBe('done');
    expect(await amounts(account)).toEqual(['buy 0.02', 'sell 0.02']);
    // Flat now: a sell would open a short, an entry.
    expect((await trade(account, 'sell', '0.01')).status).toBe('failed');

    expect((await put(`/api/accounts/${account}/entries-pause`, ana, false)).json()).toEqual({
      paused: false,
      ownerPaused: false,
    });
    expect((await trade(account, 'buy', '0.01')).status).toBe('done');
  });

  it('the user’s switch pauses every account of theirs; an admin sets anyone’s', async () => {
    const account = await createAccount(t, ana, 'Otra de Ana');
    expect((await put('/api/profile/entries-pause', ana, true)).json()).toEqual({ paused: true });
    expect((await get('/api/profile/entries-pause', ana)).json()).toEqual({ paused: true });
    expect((await get(`/api/accounts/${account}/entries-pause`, ana)).json()).toEqual({
      paused: false,
      ownerPaused: true,
    });
    expect((await trade(account, 'buy', '0.01')).status).toBe('failed');

    const byAdmin = await put(`/api/user/${ana.user.id}/entries-pause`, admin, false);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await trade(account, 'buy', '0.01')).status).toBe('done');
  });

  it('no one else reads or sets another user’s switches', async () => {
    const account = await createAccount(t, ana, 'Privada');
    expect((await get(`/api/accounts/${account}/entries-pause`, bob)).statusCode).toBe(404);
    expect((await put(`/api/accounts/${account}/entries-pause`, bob, true)).statusCode).toBe(404);
    expect((await put(`/api/user/${ana.user.id}/entries-pause`, bob, true)).statusCode).toBe(403);
    expect((await get(`/api/accounts/${account}/entries-pause`, ana)).json()).toEqual({
      paused: false,
      ownerPaused: false,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${account}/entries-pause`,
      headers: ana.headers,
      payload: { paused: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a daily loss crossed at 14:03 refuses the 14:05 entry and takes its close; the next day trades', async () => {
    const account = await createAccount(t, ana, 'Con límite diario');
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${account}/risk-limits`,
      headers: ana.headers,
      payload: { dailyLossLimit: '400' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      dailyLossLimit: '400',
      timeZone: 'Europe/Madrid',
      reached: false,
    });
    // Madrid is UTC+1 on 2 March 2026: 13:00 local is 12:00Z.
    const at = (local: string) => Date.parse(`2026-03-02T${local}:00+01:00`);
    const at1 = async (local: string, action: 'buy' | 'sell', contracts: string, close: string) => {
      const sent = await sendSignal(t, account, { action, contracts, close, time: at(local) });
      await worker.drain();
      return signalRow(t, sent.signalId);
    };
    expect((await at1('13:00', 'buy', '0.1', '50000')).status).toBe('done');
    // Half sold 10,000 lower: a realized loss of 500, past the 400 limit.
    expect((await at1('14:03', 'sell', '0.05', '40000')).status).toBe('done');
    const entry = await at1('14:05', 'buy', '0.01', '40000');
    expect(entry.status).toBe('failed');
    expect(entry.error).toContain('Límite de pérdida diaria alcanzado (500 de 400 USD hoy)');
    expect((await at1('14:05', 'sell', '0.05', '40000')).status).toBe('done');
    // The next day (in Madrid) the account trades again.
    const next = await sendSignal(t, account, {
      action: 'buy',
      contracts: '0.01',
      close: '40000',
      time: Date.parse('2026-03-03T00:30:00+01:00'),
    });
    await worker.drain();
    expect((await signalRow(t, next.signalId)).status).toBe('done');
    const rows = await t.container.db.select().from(signals).where(eq(signals.accountId, account));
    expect(rows.map((r) => r.status).sort()).toEqual(['done', 'done', 'done', 'done', 'failed']);
    // A PUT replaces the limits whole: one left out is removed.
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${account}/risk-limits`,
      headers: ana.headers,
      payload: {},
    });
    expect(removed.json()).toMatchObject({ dailyLossLimit: null, reached: false });
    expect(
      (
        await t.app.inject({
          url: `/api/accounts/${account}/risk-limits`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
