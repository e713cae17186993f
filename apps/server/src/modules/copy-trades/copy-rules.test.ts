import { Decimal, type CopyLedger, type CopySettingsInput } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
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

/** Issue 37: a copy link's rules, end to end through the pipeline, and the copy ledger. */
describe('copy rules and the copy ledger', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  let worker: SignalWorker;
  let prices: Map<string, number>;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    prices = fixMarketPrices(t);
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  /** An emitter and a receiver of ana's, linked (multiplier 1) with these rules. */
  async function link(name: string, settings?: CopySettingsInput) {
    const emitter = await createAccount(t, ana, `${name} emisora`, { isEmitter: true });
    const receiver = await createAccount(t, ana, `${name} receptora`, { isReceiver: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/copy-trade/create',
      headers: ana.headers,
      payload: { emitterAccountId: emitter, receiverAccountId: receiver, multiplier: 1, settings },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { emitter, receiver, id: res.json().id as string };
  }

  const ledger = async (accountId: string, who = ana, as = 'receiver') => {
    const res = await t.app.inject({
      url: `/api/accounts/${accountId}/copy-ledger?as=${as}`,
      headers: who.headers,
    });
    return { status: res.statusCode, body: res.json() as CopyLedger };
  };
  const amounts = async (accountId: string) =>
    (await tradesOf(t, accountId)).map((x) => `${x.type} ${new Decimal(x.amount).toString()}`);

  it('a 1 % slippage guard skips an opening copy 2 % away and copies the close regardless', async () => {
    const { emitter, receiver } = await link('Guard', { maxSlippagePct: 1 });
    prices.set('BTCUSDT', 50_000);
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.01', close: '50000' });
    await worker.drain();
    // The leader buys again at 49,000: the follower's market is 50,000, 2.04 % away.
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.01', close: '49000' });
    await worker.drain();
    // The leader sells everything at 49,000: the follower's 0.01 is closed; nothing is opened.
    await sendSignal(t, emitter, { action: 'sell', contracts: '0.02', close: '49000' });
    await worker.drain();

    expect(await amounts(emitter)).toEqual(['buy 0.01', 'buy 0.01', 'sell 0.02']);
    expect(await amounts(receiver)).toEqual(['buy 0.01', 'sell 0.01']);

    const { status, body } = await ledger(receiver);
    expect(status).toBe(200);
    expect(body.counts).toEqual({ copied: 1, scaled: 1, skipped: 1, failed: 0 });
    const [close, skipped, copied] = body.items;
    expect(copied).toMatchObject({ outcome: 'copied', rule: null, side: 'buy', symbol: 'BTCUSDT' });
    expect(skipped).toMatchObject({ outcome: 'skipped', rule: 'slippage', side: 'buy' });
    expect(skipped!.message).toContain('2,05 %');
    expect(skipped!.figures).toMatchObject({ leaderPrice: '49000', followerPrice: '50000' });
    expect(close).toMatchObject({ outcome: 'scaled', rule: 'slippage', side: 'sell' });
    expect(close!.figures).toMatchObject({ closing: '0.01', opening: '0', quantity: '0.01' });
    // The skipped copy's signal ended done (a rule held, nothing failed), naming the rule.
    const skippedSignal = await signalRow(t, skipped!.signalId);
    expect(skippedSignal.status).toBe('done');
  });

  it('caps scale a copy, refused symbols skip it, and every leader trade has one row', async () => {
    const { emitter, receiver } = await link('Caps', {
      maxNotionalPerOrder: 1000,
      refusedSymbols: ['ETHUSDT'],
    });
    prices.set('BTCUSDT', 50_000);
    prices.set('ETHUSDT', 2_000);
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.05', close: '50000' });
    await sendSignal(t, emitter, {
      action: 'buy',
      contracts: '1',
      close: '2000',
      symbol: 'ETHUSDT',
    });
    await worker.drain();
    expect(await amounts(receiver)).toEqual(['buy 0.02']);
    const { body } = await ledger(receiver);
    expect(body.items.map((r) => [r.symbol, r.outcome, r.rule])).toEqual(
      expect.arrayContaining([
        ['BTCUSDT', 'scaled', 'max_notional'],
        ['ETHUSDT', 'skipped', 'symbol_refused'],
      ]),
    );
    expect(body.items).toHaveLength(2);
    expect(body.items.find((r) => r.outcome === 'scaled')!.message).toMatch(/0,02 en vez de 0,05/);
  });

  it('a link without rules copies as before and writes a copied row; a failure names its step', async () => {
    const { emitter, receiver } = await link('Plain');
    prices.set('BTCUSDT', 50_000);
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.01', close: '50000' });
    await worker.drain();
    await sendSignal(t, emitter, { action: 'sell', contracts: '0.01', close: '50000' });
    await worker.drain();
    // The follower spends its own balance; the leader's next buy cannot be covered there.
    const all = new Decimal(t.container.config.paperStartingBalance).div(50_000).times(0.95);
    const own = await sendSignal(t, receiver, {
      action: 'buy',
      contracts: all.toFixed(4),
      close: '50000',
    });
    await worker.drain();
    expect((await signalRow(t, own.signalId)).status).toBe('done');
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.05', close: '50000' });
    await worker.drain();
    const { body } = await ledger(receiver);
    expect(body.counts.copied).toBe(2);
    expect(body.counts.failed + body.counts.copied).toBe(3);
    const failed = body.items.find((r) => r.outcome === 'failed');
    expect(failed?.rule).toBe('BALANCE_CHECK');
  });

  it('the ledger is its owner’s: another user gets 404, an emitter’s owner sees only counts of others', async () => {
    const { emitter, receiver, id } = await link('Private', { maxSlippagePct: 5 });
    prices.set('BTCUSDT', 50_000);
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.01', close: '50000' });
    await worker.drain();
    expect((await ledger(receiver, bob)).status).toBe(404);
    expect((await ledger(emitter, bob, 'emitter')).status).toBe(404);
    const asAdmin = await ledger(receiver, admin);
    expect(asAdmin.body.items).toHaveLength(1);
    const asEmitter = await ledger(emitter, ana, 'emitter');
    expect(asEmitter.body.counts.copied).toBe(1);
    expect(asEmitter.body.items).toHaveLength(1);

    // Bob cannot set ana's link's rules; ana's own change is stored and read back.
    const bobs = await t.app.inject({
      method: 'PUT',
      url: '/api/copy-trade/update',
      headers: bob.headers,
      payload: { id, settings: { maxSlippagePct: 50 } },
    });
    expect(bobs.statusCode).toBe(404);
    const anas = await t.app.inject({
      method: 'PUT',
      url: '/api/copy-trade/update',
      headers: ana.headers,
      payload: { id, settings: { sizing: 'fixed_notional', sizingValue: '250' } },
    });
    expect(anas.statusCode, anas.body).toBe(200);
    expect(anas.json().settings).toEqual({
      sizing: 'fixed_notional',
      sizingValue: '250',
      belowMinimum: 'skip',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/copy-trade/update',
      headers: ana.headers,
      payload: { id, settings: { sizing: 'fixed_notional' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Indica el importe fijo por orden');
  });

  it('tells the follower of a copy a rule held back, on their channels, with the rule’s words', async () => {
    const channel = await t.app.inject({
      method: 'POST',
      url: '/api/notification/channel/create',
      headers: ana.headers,
      payload: { kind: 'ntfy', name: 'Móvil', url: 'https://ntfy.sh/pulso-copias' },
    });
    expect(channel.statusCode, channel.body).toBe(201);
    const { emitter, receiver } = await link('Avisada', { refusedSymbols: ['ETHUSDT'] });
    prices.set('ETHUSDT', 2_000);
    await sendSignal(t, emitter, {
      action: 'buy',
      contracts: '1',
      close: '2000',
      symbol: 'ETHUSDT',
    });
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.01', close: '50000' });
    await worker.drain();
    await worker.drain();
    const told = await queryRows<{ owner_id: string; data: Record<string, string> }>(
      t.container.db,
      sql`select owner_id, data from notification_events
          where event = 'copy.skipped' and data->>'accountId' = ${receiver}`,
    );
    // The refused symbol only: the BTC copy went through, and is not a skip.
    expect(told).toHaveLength(1);
    expect(told[0]!.owner_id).toBe(ana.user.id);
    expect(told[0]!.data).toMatchObject({ symbol: 'ETHUSDT', side: 'buy', rule: 'symbol_refused' });
    const [row] = (await ledger(receiver)).body.items.filter((r) => r.outcome === 'skipped');
    expect(told[0]!.data).toMatchObject({ signalId: row!.signalId, message: row!.message });
  });
});
