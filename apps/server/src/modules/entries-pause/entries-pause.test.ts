import { Decimal, ENTRIES_PAUSED } from '@pulso/domain';
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

/** Issue 37: the pause switch — while set, orders only reduce positions; closes always pass. */
describe('the pause switch', () => {
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
});
