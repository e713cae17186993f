import { readFileSync } from 'node:fs';
import { Decimal } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount, T0 } from '../signals/testing';
import { rebuildRollups, testTrade } from './testing';
import type { LedgerTrade } from './trade-rows';
import { UsdValues, type UsdRates } from './usd-values';

/** A migration's statements after its DDL. */
const dataStatements = (file: string) =>
  readFileSync(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => !/^(--[^\n]*\n)*\s*(ALTER|CREATE)/.test(s));

/**
 * Migration 0020's fee backfill and rollups' rebuild, then what a database upgraded from it runs
 * on those rollups: 0026's all-time rows, 0046's Monday weeks.
 */
const BACKFILL = [
  ...dataStatements('0020_trade_usd_values.sql'),
  ...dataStatements('0026_all_time_rollups.sql'),
  ...dataStatements('0046_monday_weeks.sql'),
];

describe('USD values written with each trade (issue 33)', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(() => t.close());

  const rows = (accountId: string) =>
    queryRows<{ fee_usd: string | null; ledger_price: string | null }>(
      t.container.db,
      sql`select fee_usd::text, ledger_price::text from trades where account_id = ${accountId}
          order by executed_at_ms`,
    );
  const aggregates = (accountId: string) =>
    queryRows<Record<string, unknown>>(
      t.container.db,
      sql`select * from trade_aggregates where account_id = ${accountId}
          order by period_ms, asset, bucket_ms`,
    );

  it('converts quotes and fees once, at the exchange price of the trade time; migration 0020 backfills what the row itself says', async () => {
    const id = await createAccount(t, ana, 'USD values');
    const { prices } = t.container.marketData;
    const at = (i: number) => T0 + i * 3_600_000;
    const bnb = await prices.usdRate('BNB', 'kucoin', at(3));
    const btc = await prices.usdRate('BTC', 'kucoin', at(2));
    const trades = [
      { asset: 'BTC', side: 'buy', amount: '1', price: '100', fee: '0.5', feeAsset: 'USDT' },
      { asset: 'BTC', side: 'sell', amount: '0.5', price: '120', fee: '0.001', feeAsset: 'BTC' },
      {
        asset: 'ETH',
        quoteAsset: 'BTC',
        symbol: 'ETHBTC',
        side: 'buy',
        amount: '2',
        price: '0.03',
        fee: '0.0001',
        feeAsset: 'BTC',
      },
      { asset: 'BTC', side: 'buy', amount: '1', price: '110', fee: '0.002', feeAsset: 'BNB' },
      { asset: 'BTC', side: 'sell', amount: '1', price: '115', fee: '0', feeAsset: 'NOPE' },
      { asset: 'BTC', side: 'sell', amount: '0.1', price: '115', fee: '1', feeAsset: 'NOPE' },
    ] as const;
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(
        tx,
        trades.map((x, i) => testTrade(id, { ...x, exchange: 'kucoin', executedAtMs: at(i) })),
      ),
    );
    const written = await rows(id);
    const eq = (a: string | null, b: Decimal.Value) => a !== null && new Decimal(a).eq(b);
    expect(eq(written[0]!.fee_usd, '0.5')).toBe(true);
    expect(eq(written[1]!.fee_usd, new Decimal('0.001').times(120))).toBe(true);
    expect(eq(written[2]!.ledger_price, new Decimal('0.03').times(btc!))).toBe(true);
    expect(eq(written[2]!.fee_usd, new Decimal('0.0001').times(btc!))).toBe(true);
    expect(eq(written[3]!.fee_usd, new Decimal('0.002').times(bnb!))).toBe(true);
    expect(eq(written[4]!.fee_usd, 0)).toBe(true);
    expect(written[5]!.fee_usd).toBeNull(); // no price for NOPE: the analytics report it

    // Before 0020 no trade had fee_usd: the backfill fills what the row says, and the rollups
    // it rebuilds equal the ledger's own rebuild.
    await t.container.db.execute(sql`update trades set fee_usd = null where account_id = ${id}`);
    for (const statement of BACKFILL) await t.container.db.execute(sql.raw(statement));
    const backfilled = await rows(id);
    expect(backfilled.map((r) => r.fee_usd)).toEqual(
      written.map((r, i) => ([3, 5].includes(i) ? null : r.fee_usd)),
    );
    const migrated = await aggregates(id);
    await inTransaction(t.container.db, (tx) => rebuildRollups(tx, id));
    expect(await aggregates(id)).toEqual(migrated);
  });

  it('an append of many trades reads one price range per coin and exchange, with the same USD values as trade by trade', async () => {
    const { prices } = t.container.marketData;
    const calls = { rate: 0, rates: [] as string[] };
    const rates: UsdRates = {
      rate: (asset, exchange, at) => {
        calls.rate++;
        return prices.usdRate(asset, exchange, at);
      },
      rates: (asset, exchange, times) => {
        calls.rates.push(`${asset}|${exchange}`);
        return prices.usdRates(asset, exchange, times);
      },
    };
    // Fills every few seconds to days apart (runs split by long gaps), at any second of a minute,
    // on two exchanges; fees in BNB, the base, the quote, a coin with no price (NOPE), USDT.
    const trades: LedgerTrade[] = [];
    const fees = ['BNB', 'BNB', 'NOPE', 'USDT', 'BTC', 'ETH', 'BNB', 'WIF'];
    let at = T0 + 17_000;
    for (let i = 0; i < 240; i++) {
      at += i % 60 === 59 ? 3 * 86_400_000 + 1_234 : [7_000, 61_000, 300_000, 29_000][i % 4]!;
      const cross = i % 3 === 0;
      trades.push(
        testTrade('a', {
          asset: 'ETH',
          quoteAsset: cross ? 'BTC' : 'USDT',
          side: i % 2 ? 'sell' : 'buy',
          amount: '0.5',
          price: cross ? '0.031' : '2100',
          fee: i % 7 === 6 ? '0' : '0.0013',
          feeAsset: fees[i % fees.length]!,
          exchange: i % 5 === 4 ? 'kucoin' : 'binance',
          executedAtMs: at,
        }),
      );
    }
    const values = async (batched: boolean) => {
      const copies = trades.map((x) => ({ ...x }));
      const usd = new UsdValues(rates, batched);
      await Promise.all(copies.map((x) => usd.price(x)));
      await Promise.all(copies.map((x) => usd.fee(x)));
      return copies.map((x) => [x.ledgerPrice, x.feeUsd]);
    };
    const one = await values(false);
    expect(calls.rates).toEqual([]);
    const asked = calls.rate;
    const many = await values(true);
    expect(many).toEqual(one);
    expect(calls.rate).toBe(asked); // no trade read on its own
    // One range per coin and exchange for the quotes, one for the fees (BTC: both).
    expect(calls.rates.sort()).toEqual(
      [
        ...['BTC|binance', 'BTC|kucoin', 'BTC|binance', 'BTC|kucoin'],
        ...[
          'BNB|binance',
          'BNB|kucoin',
          'NOPE|binance',
          'NOPE|kucoin',
          'WIF|binance',
          'WIF|kucoin',
        ],
      ].sort(),
    );
    // Both priced what has a price and left NOPE unset.
    expect(one.filter(([, fee]) => fee === null).length).toBeGreaterThan(0);
    expect(one.every(([price], i) => trades[i]!.quoteAsset === 'USDT' || price !== undefined)).toBe(
      true,
    );
    expect(one.some(([, fee], i) => trades[i]!.feeAsset === 'BNB' && fee !== null)).toBe(true);
  });
});
