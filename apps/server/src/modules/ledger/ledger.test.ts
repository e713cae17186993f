import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount, T0, tradesOf } from '../signals/testing';
import { AlreadyRecorded, type LedgerTrade } from './index';
import { rebuildRollups } from './testing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const trade = (accountId: string, asset: string, executedAtMs: number): LedgerTrade => ({
  accountId,
  signalId: randomUUID(),
  source: 'manual',
  side: 'buy',
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

describe('the ledger', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(() => t.close());

  /** One trade appended alone, as a lone signal's is. */
  const record = (tx: Db, x: LedgerTrade) => t.container.ledger.append(tx, [x]);

  const aggregates = (accountId: string) =>
    queryRows<Record<string, unknown>>(
      t.container.db,
      sql`select * from trade_aggregates where account_id = ${accountId} order by period_ms, asset, bucket_ms`,
    );

  it('weekly rollups run Monday to Monday; 0046 re-cuts the old epoch weeks into the same rows', async () => {
    const id = await createAccount(t, ana, 'Monday weeks');
    // Every 29 hours for 40 days, both sides, two assets: trades in every weekday.
    for (let i = 0; i < 33; i++) {
      const x = trade(id, i % 3 ? 'BTC' : 'ETH', T0 + i * 29 * 3_600_000);
      await inTransaction(t.container.db, (tx) =>
        record(tx, { ...x, side: i % 2 ? 'sell' : 'buy', price: String(100 + (i % 7)) }),
      );
    }
    const written = await aggregates(id);
    const weeks = written.filter((r) => Number(r.period_ms) === 604_800_000);
    expect(weeks.length).toBeGreaterThan(10);
    for (const row of weeks) {
      const start = new Date(Number(row.bucket_ms));
      expect([start.getUTCDay(), start.getUTCHours(), start.getUTCMinutes()]).toEqual([1, 0, 0]);
    }
    // As an earlier version left them: weeks from the epoch (a Thursday).
    await t.container.db.execute(sql`
      update trade_aggregates set bucket_ms = (bucket_ms / 604800000) * 604800000
      where account_id = ${id} and period_ms = 604800000`);
    expect(await aggregates(id)).not.toEqual(written);
    const migration = await readFile(
      new URL('../../../drizzle/0046_monday_weeks.sql', import.meta.url),
      'utf8',
    );
    await inTransaction(t.container.db, async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint')) {
        await tx.execute(sql.raw(statement));
      }
    });
    expect(await aggregates(id)).toEqual(written);
  });

  it('two transactions recording different assets of one account at once both commit, and the rollups add up', async () => {
    // On PostgreSQL these overlap: the first holds its transaction open after recording BTC while
    // the second records ETH, whose all-assets ('*') rows are the same as BTC's. Both trades are
    // out of order (earlier than one recorded before), so both recompute those rows.
    const id = await createAccount(t, ana, 'Two assets at once');
    await inTransaction(t.container.db, (tx) => record(tx, trade(id, 'ETH', T0 + 2000)));
    await inTransaction(t.container.db, (tx) => record(tx, trade(id, 'BTC', T0 + 3000)));
    const first = inTransaction(t.container.db, async (tx) => {
      await record(tx, trade(id, 'BTC', T0));
      await sleep(150);
    });
    await sleep(30);
    const second = inTransaction(t.container.db, (tx) => record(tx, trade(id, 'ETH', T0 + 1000)));
    const results = await Promise.allSettled([first, second]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
    ]);

    expect((await tradesOf(t, id)).map((r) => r.asset)).toEqual(['BTC', 'ETH', 'ETH', 'BTC']);
    const all = (await aggregates(id)).filter((r) => r.asset === '*');
    expect(all.map((r) => [Number(r.period_ms), r.trade_count])).toEqual([
      [0, 4], // all time
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
        record(tx, {
          ...t1,
          side: i % 2 ? 'sell' : 'buy',
          price: String(100 + i * 7),
        }),
      );
    }
    // One out of order: BTC trades after it replay, and its buckets are recomputed.
    await inTransaction(t.container.db, (tx) => record(tx, trade(id, 'BTC', T0 + 30 * 60_000)));

    const incremental = await aggregates(id);
    await inTransaction(t.container.db, (tx) => rebuildRollups(tx, id));
    expect(incremental).toEqual(await aggregates(id));
    expect(incremental.length).toBeGreaterThan(12);
  });

  it('a pair quoted in BTC counts in USD: its ledger price, kept through an out-of-order replay', async () => {
    const id = await createAccount(t, ana, 'Quoted in BTC');
    const ethBtc = (at: number, side: 'buy' | 'sell', btcUsd: number): LedgerTrade => ({
      ...trade(id, 'ETH', at),
      side,
      symbol: 'ETHBTC',
      quoteAsset: 'BTC',
      price: '0.05',
      fee: '0',
      feeAsset: 'BTC',
      ledgerPrice: String(0.05 * btcUsd),
    });
    const recordAlone = (x: LedgerTrade) => inTransaction(t.container.db, (tx) => record(tx, x));
    // Bought at 0.05 BTC with BTC at 50,000 USD (2,500 USD); sold at 0.05 with BTC at 60,000.
    await recordAlone(ethBtc(T0 + 10_000, 'buy', 50_000));
    await recordAlone(ethBtc(T0 + 20_000, 'sell', 60_000));
    let [buy, sell] = await tradesOf(t, id);
    expect(Number(buy!.price)).toBe(0.05); // the price stays in its quote
    expect(Number(buy!.ledgerPrice)).toBe(2500);
    expect(Number(sell!.realizedPnl)).toBe(500); // 1 × (3,000 − 2,500) USD
    // An earlier buy with BTC at 40,000 (2,000 USD) replays the sale against the USD prices:
    // average (2,000 + 2,500) / 2 = 2,250; realized 1 × (3,000 − 2,250) = 750.
    await recordAlone(ethBtc(T0, 'buy', 40_000));
    [, buy, sell] = await tradesOf(t, id);
    expect(Number(buy!.averagePriceAfter)).toBe(2250);
    expect(Number(sell!.realizedPnl)).toBe(750);
  });

  /** An account's books as the ledger keeps them (in ledger order), without ids and times. */
  const book = async (accountId: string) =>
    (await tradesOf(t, accountId))
      .sort((a, b) => a.asset.localeCompare(b.asset))
      .map((r) => ({
        asset: r.asset,
        side: r.type,
        amount: Number(r.amount),
        price: Number(r.price),
        at: r.executedAtMs,
        position: Number(r.positionAfter),
        average: Number(r.averagePriceAfter),
        realized: Number(r.realizedPnl),
        closing: r.isClosing,
      }));
  const rollups = async (accountId: string) =>
    (await aggregates(accountId)).map(({ account_id: _, ...r }) => r);

  it('many trades at once, in any order, land as the same trades appended one at a time', async () => {
    const one = await createAccount(t, ana, 'One at a time');
    const many = await createAccount(t, ana, 'All at once');
    const history = (id: string, from: number) =>
      [0, 4, 9, 9, 15].map((m, i) => ({
        ...trade(id, i % 2 ? 'ETH' : 'BTC', from + m * 60_000),
        signalId: null,
        side: (i === 3 ? 'sell' : 'buy') as 'buy' | 'sell',
        price: String(100 + i),
      }));
    // Recorded first: a history; then trades before it, among it (one at a time equal to a
    // recorded one), after it, and two at one time: the given order keeps theirs.
    const later = (id: string) => [
      { ...trade(id, 'BTC', T0 + 20 * 60_000), signalId: null, price: '130' },
      { ...trade(id, 'BTC', T0 - 60_000), signalId: null, side: 'sell' as const, price: '90' },
      { ...trade(id, 'ETH', T0 + 9 * 60_000), signalId: null, price: '120', amount: '2' },
      { ...trade(id, 'BTC', T0 + 9 * 60_000), signalId: null, side: 'sell' as const },
      { ...trade(id, 'BTC', T0 + 9 * 60_000), signalId: null, amount: '3' },
    ];
    for (const id of [one, many]) {
      await inTransaction(t.container.db, (tx) => t.container.ledger.append(tx, history(id, T0)));
    }
    for (const x of later(one)) await inTransaction(t.container.db, (tx) => record(tx, x));
    const answers = await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(tx, later(many)),
    );
    expect(await book(many)).toEqual(await book(one));
    expect(await rollups(many)).toEqual(await rollups(one));
    // Trades already recorded after each: the sale before the history replays its 3 BTC trades,
    // the two at +9 minutes the one at +15 (the others of the call are new, not replayed).
    expect(answers.map((a) => (a.alreadyRecorded ? 'recorded' : a.replayed))).toEqual([
      0, 3, 0, 1, 1,
    ]);
    await inTransaction(t.container.db, (tx) => rebuildRollups(tx, many));
    expect(await rollups(many)).toEqual(await rollups(one));
  });

  it('a signal’s trade recorded before: alone it is answered as such, among others the append throws', async () => {
    const id = await createAccount(t, ana, 'Recorded before');
    const first = trade(id, 'BTC', T0);
    await inTransaction(t.container.db, (tx) => record(tx, first));
    const again = await inTransaction(t.container.db, (tx) =>
      record(tx, { ...first, amount: '5', executedAtMs: T0 - 1000 }),
    );
    expect(again).toEqual([{ alreadyRecorded: true }]);
    await expect(
      inTransaction(t.container.db, (tx) =>
        t.container.ledger.append(tx, [trade(id, 'BTC', T0 + 1000), first]),
      ),
    ).rejects.toBeInstanceOf(AlreadyRecorded);
    expect((await tradesOf(t, id)).map((r) => Number(r.amount))).toEqual([1]);
    expect((await rollups(id)).map((r) => r.trade_count)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('a large append rebuilds its rollups once, and a bulk one marks its transaction', async () => {
    const id = await createAccount(t, ana, 'Large');
    const trades = Array.from({ length: 5_001 }, (_, i) => ({
      ...trade(id, i % 2 ? 'ETH' : 'BTC', T0 + i * 60_000),
      signalId: null,
      side: (i % 3 === 2 ? 'sell' : 'buy') as 'buy' | 'sell',
    }));
    const marked = await inTransaction(t.container.db, async (tx) => {
      await t.container.ledger.append(tx, trades, { bulk: true });
      const [row] = await queryRows<{ bulk: string | null }>(
        tx,
        sql`select current_setting('pulso.bulk_write', true) as bulk`,
      );
      return row!.bulk;
    });
    expect(marked).toBe('on');
    const built = await rollups(id);
    await inTransaction(t.container.db, (tx) => rebuildRollups(tx, id));
    expect(built).toEqual(await rollups(id));
    expect((await tradesOf(t, id)).length).toBe(5_001);
  });
});
