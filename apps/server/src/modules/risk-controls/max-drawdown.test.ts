import { Decimal, ENTRIES_PAUSED } from '@pulso/domain';
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
 * Issue 37: an account's maximum drawdown. Its PnL (unrealized included) is read each minute
 * against its best since the limit was set or the account resumed; once the limit below it, the
 * account's entries are paused — and, set to, its positions closed — once, and its owner told.
 */
describe('the maximum drawdown', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let worker: SignalWorker;
  let prices: Map<string, number>;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    prices = fixMarketPrices(t);
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  // Each reading a minute apart: the analytics mark a coin once per minute.
  let minutes = 0;
  const watch = () => t.container.riskControls.maxDrawdowns.run(Date.now() + ++minutes * 60_000);
  const limits = async (accountId: string) => (await riskLimitsApi(t).get(accountId, ana)).json();
  const amounts = async (accountId: string) =>
    (await tradesOf(t, accountId)).map((x) => `${x.type} ${new Decimal(x.amount).toString()}`);
  const told = (accountId: string) =>
    queryRows<{ data: Record<string, unknown> }>(
      t.container.db,
      sql`select data from notification_events
          where event = 'risk.max_drawdown' and data->>'accountId' = ${accountId}`,
    );
  const pause = (accountId: string, paused: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${accountId}/entries-pause`,
      headers: ana.headers,
      payload: { paused },
    });

  it('an account 1,000 USD below its best PnL is paused and closed, once, and its owner told', async () => {
    const account = await createAccount(t, ana, 'Caída máxima', { accountType: 'future' });
    const set = await riskLimitsApi(t).put(
      account,
      { maxDrawdown: '1000', closeAtMaxDrawdown: true },
      ana,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      maxDrawdown: '1000',
      closeAtMaxDrawdown: true,
      drawdown: null,
    });
    prices.set('BTCUSDT', 50_000);
    await sendSignal(t, account, { action: 'buy', contracts: '0.1', close: '50000' });
    await worker.drain();

    // Up ~1,000 USD: the mark rises with it; then 800 below it: still trading.
    prices.set('BTCUSDT', 60_000);
    expect(await watch()).toBe(0);
    const high = (await limits(account)).drawdown;
    expect(Number(high.highWater)).toBeCloseTo(995, -1);
    expect(high).toMatchObject({ below: '0', stoppedAt: null });
    prices.set('BTCUSDT', 52_000);
    expect(await watch()).toBe(0);
    expect(Number((await limits(account)).drawdown.below)).toBeCloseTo(800, 0);

    // 0.1 × (49,000 − 50,000) − fees: ~1,100 below the mark.
    prices.set('BTCUSDT', 49_000);
    expect(await watch()).toBe(1);
    expect(await watch()).toBe(0); // exactly once
    const stopped = await limits(account);
    expect(Number(stopped.drawdown.below)).toBeCloseTo(1100, 0);
    expect(stopped.drawdown.stoppedAt).not.toBeNull();
    const paused = await t.app.inject({
      url: `/api/accounts/${account}/entries-pause`,
      headers: ana.headers,
    });
    expect(paused.json()).toMatchObject({ paused: true });

    // The close went through the pipeline at the market's price; entries are refused now.
    await worker.drain();
    expect(await amounts(account)).toEqual(['buy 0.1', 'sell 0.1']);
    const entry = await sendSignal(t, account, { action: 'buy', contracts: '0.1', close: '49000' });
    await worker.drain();
    expect((await signalRow(t, entry.signalId)).error).toBe(ENTRIES_PAUSED);

    const events = await told(account);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ limit: '1000', closed: true });
    const [logged] = await queryRows<{ actor_id: string | null }>(
      t.container.db,
      sql`select actor_id from activity_logs
          where action = 'account.max_drawdown' and entity_id = ${account}`,
    );
    expect(logged).toEqual({ actor_id: null });

    // Resumed by its owner, the mark starts again from the PnL now: no second pause.
    expect((await pause(account, false)).statusCode).toBe(200);
    expect((await limits(account)).drawdown).toBeNull();
    expect(await watch()).toBe(0);
    expect((await limits(account)).drawdown).toMatchObject({ below: '0', stoppedAt: null });
  });

  it('without the close it only pauses: the positions stay open for their owner', async () => {
    const account = await createAccount(t, ana, 'Solo pausa', { accountType: 'future' });
    await riskLimitsApi(t).put(account, { maxDrawdown: '200' }, ana);
    prices.set('ETHUSDT', 3_000);
    await sendSignal(t, account, {
      action: 'buy',
      contracts: '1',
      symbol: 'ETHUSDT',
      close: '3000',
    });
    await worker.drain();
    expect(await watch()).toBe(0);
    prices.set('ETHUSDT', 2_700);
    expect(await watch()).toBe(1);
    await worker.drain();
    expect(await amounts(account)).toEqual(['buy 1']);
    expect((await told(account))[0]!.data).toMatchObject({ closed: false, limit: '200' });
  });

  it('refuses a close without a limit, changing nothing', async () => {
    const account = await createAccount(t, ana, 'Sin caída', { accountType: 'future' });
    const refused = await riskLimitsApi(t).put(account, { closeAtMaxDrawdown: true }, ana);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Define una caída máxima para cerrar al alcanzarla');
    const zero = await riskLimitsApi(t).put(account, { maxDrawdown: '0' }, ana);
    expect(zero.statusCode).toBe(400);
    expect(await limits(account)).toMatchObject({ maxDrawdown: null, closeAtMaxDrawdown: false });
  });
});
