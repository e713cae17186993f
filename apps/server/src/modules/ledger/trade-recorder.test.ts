import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount, T0, tradesOf } from '../signals/testing';
import type { TradeToRecord } from './trade-recorder';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const trade = (accountId: string, asset: string, executedAtMs: number): TradeToRecord => ({
  accountId,
  signalId: randomUUID(),
  source: 'manual',
  type: 'buy',
  symbol: `${asset}USDT`,
  asset,
  quoteAsset: 'USDT',
  exchange: 'binance',
  amount: '1',
  price: '100',
  fee: '0.1',
  feeAsset: 'USDT',
  orderId: null,
  exchangeOrderId: null,
  executedAtMs,
});

describe('trade recorder', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(() => t.close());

  const aggregates = (accountId: string) =>
    queryRows<Record<string, unknown>>(
      t.container.db,
      sql`select * from trade_aggregates where account_id = ${accountId} order by period_ms, asset, bucket_ms`,
    );

  it('two transactions recording different assets of one account at once both commit, and the rollups add up', async () => {
    // On PostgreSQL these overlap: the first holds its transaction open after recording BTC while
    // the second records ETH, whose all-assets ('*') rows are the same as BTC's. Both trades are
    // out of order (earlier than one recorded before), so both recompute those rows.
    const id = await createAccount(t, ana, 'Two assets at once');
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.record(tx, trade(id, 'ETH', T0 + 2000)),
    );
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.record(tx, trade(id, 'BTC', T0 + 3000)),
    );
    const first = inTransaction(t.container.db, async (tx) => {
      await t.container.ledger.record(tx, trade(id, 'BTC', T0));
      await sleep(150);
    });
    await sleep(30);
    const second = inTransaction(t.container.db, (tx) =>
      t.container.ledger.record(tx, trade(id, 'ETH', T0 + 1000)),
    );
    const results = await Promise.allSettled([first, second]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
    ]);

    expect((await tradesOf(t, id)).map((r) => r.asset)).toEqual(['BTC', 'ETH', 'ETH', 'BTC']);
    const all = (await aggregates(id)).filter((r) => r.asset === '*');
    expect(all.map((r) => [Number(r.period_ms), r.trade_count])).toEqual([
      [3_600_000, 4],
      [86_400_000, 4],
      [604_800_000, 4],
    ]);
  });

  it('appended trades add to the rollups exactly as a rebuild computes them; an earlier one replays', async () => {
    const id = await createAccount(t, ana, 'Incremental');
    const times = [0, 5, 61, 61, 1500, 1500 + 24 * 60, 3 * 24 * 60 + 7].map(
      (minutes) => T0 + minutes * 60_000,
    );
    for (const [i, at] of times.entries()) {
      const t1 = trade(id, i % 3 === 0 ? 'ETH' : 'BTC', at);
      await inTransaction(t.container.db, (tx) =>
        t.container.ledger.record(tx, {
          ...t1,
          type: i % 2 ? 'sell' : 'buy',
          price: String(100 + i * 7),
        }),
      );
    }
    // One out of order: BTC trades after it replay, and its buckets are recomputed.
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.record(tx, trade(id, 'BTC', T0 + 30 * 60_000)),
    );

    const incremental = await aggregates(id);
    await inTransaction(t.container.db, (tx) => t.container.ledger.rebuild(tx, id));
    expect(incremental).toEqual(await aggregates(id));
    expect(incremental.length).toBeGreaterThan(12);
  });

  it('a pair quoted in BTC counts in USD: its ledger price, kept through an out-of-order replay', async () => {
    const id = await createAccount(t, ana, 'Quoted in BTC');
    const ethBtc = (at: number, type: 'buy' | 'sell', btcUsd: number): TradeToRecord => ({
      ...trade(id, 'ETH', at),
      type,
      symbol: 'ETHBTC',
      quoteAsset: 'BTC',
      price: '0.05',
      fee: '0',
      feeAsset: 'BTC',
      ledgerPrice: String(0.05 * btcUsd),
    });
    const record = (x: TradeToRecord) =>
      inTransaction(t.container.db, (tx) => t.container.ledger.record(tx, x));
    // Bought at 0.05 BTC with BTC at 50,000 USD (2,500 USD); sold at 0.05 with BTC at 60,000.
    await record(ethBtc(T0 + 10_000, 'buy', 50_000));
    await record(ethBtc(T0 + 20_000, 'sell', 60_000));
    let [buy, sell] = await tradesOf(t, id);
    expect(Number(buy!.price)).toBe(0.05); // the price stays in its quote
    expect(Number(buy!.ledgerPrice)).toBe(2500);
    expect(Number(sell!.realizedPnl)).toBe(500); // 1 × (3,000 − 2,500) USD
    // An earlier buy with BTC at 40,000 (2,000 USD) replays the sale against the USD prices:
    // average (2,000 + 2,500) / 2 = 2,250; realized 1 × (3,000 − 2,250) = 750.
    await record(ethBtc(T0, 'buy', 40_000));
    [, buy, sell] = await tradesOf(t, id);
    expect(Number(buy!.averagePriceAfter)).toBe(2250);
    expect(Number(sell!.realizedPnl)).toBe(750);
  });
});
