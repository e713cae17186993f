import { executionSummary, type ExecutionResponse } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { SignalWorker } from '../signals';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';

/** Issue 38: each executed signal's slippage and latencies, and their spread, through HTTP. */
describe('execution quality (GET /api/trade-analysis/review/execution)', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let worker: SignalWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t); // BTCUSDT at 50,000
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  const read = async (query: string, who = ana) => {
    const res = await t.app.inject({
      url: `/api/trade-analysis/review/execution?${query}`,
      headers: who.headers,
    });
    return { status: res.statusCode, body: res.json() as ExecutionResponse };
  };

  it('measures each fill against the alert’s price, worse as positive, and matches the domain’s reference', async () => {
    const id = await createAccount(t, ana, 'Ejecución');
    const now = Date.now();
    // At the alert's price: 0 bp.
    await sendSignal(t, id, { action: 'buy', contracts: '0.01', close: '50000', time: now - 3000 });
    // An alert price the market is nowhere near: the paper exchange fills at the market's 50,000.
    // A buy named at 4,000 paid 50,000: 115,000 bp worse.
    await sendSignal(t, id, { action: 'buy', contracts: '0.01', close: '4000', time: now - 2000 });
    // A sell named at 600,000 got 50,000: −(50,000 − 600,000) / 600,000 = 9,166.67 bp worse.
    await sendSignal(t, id, {
      action: 'sell',
      contracts: '0.02',
      close: '600000',
      time: now - 1000,
    });
    await worker.drain();

    const { status, body } = await read(`accountId=${id}&timeframe=all_time`);
    expect(status).toBe(200);
    expect(body.data.map((r) => [r.side, r.alertPrice, r.fillPrice, r.slippageBps])).toEqual([
      ['sell', '600000', '50000', 9166.67],
      ['buy', '4000', '50000', 115000],
      ['buy', '50000', '50000', 0],
    ]);
    for (const r of body.data) {
      expect(r).toMatchObject({ accountId: id, symbol: 'BTCUSDT', source: 'manual' });
      expect(r.workingOrder).toBe(false);
      expect(r.receivedAtMs).toBeGreaterThanOrEqual(r.alertAtMs);
      expect(r.finishedAtMs).toBeGreaterThanOrEqual(r.receivedAtMs);
    }
    // The SQL's distributions equal the domain's reference over the same rows.
    expect(body.summary).toEqual(executionSummary(body.data));
    expect(body.summary.slippageBps).toMatchObject({
      n: 3,
      few: true,
      median: 9166.67,
      max: 115000,
    });
    expect(body.summary.atOrBetter).toBe(0.3333);
  });

  it('the range is the review’s: an empty period answers empty figures, not an error', async () => {
    const id = await createAccount(t, ana, 'Ejecución vacía');
    const { status, body } = await read(
      `accountId=${id}&timeframe=custom&startDate=2020-01-01&endDate=2020-01-31`,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.summary.slippageBps).toEqual({
      n: 0,
      few: true,
      mean: null,
      median: null,
      p95: null,
      max: null,
    });
    expect(body.summary.atOrBetter).toBeNull();
  });

  it('another user’s account answers 404; a bad query answers 400', async () => {
    const id = await createAccount(t, ana, 'Ejecución privada');
    expect((await read(`accountId=${id}`, bob)).status).toBe(404);
    expect((await read('accountId=nope')).status).toBe(400);
    expect((await read(`accountId=${id}&accountIds=${id}`)).status).toBe(400);
  });
});
