import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/client';
import { createIdentityTestApp, type IdentityTestApp } from '../../test/identity';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-data';

describe(`demo data (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  const count = async () =>
    (await queryRows<{ n: number }>(t.container.db, sql`select count(*)::int as n from trades`))[0]!
      .n;

  it('creates public demo accounts with months of trades, once; the first real user is still admin', async () => {
    await seedDemoData(t.container);
    const trades = await count();
    expect(trades).toBeGreaterThan(1000);
    await seedDemoData(t.container); // a restart
    expect(await count()).toBe(trades);

    const list = (await t.app.inject('/api/account/public/list?limit=100')).json();
    const names = list.data.map((a: { name: string }) => a.name);
    for (const demo of DEMO_ACCOUNTS) expect(names).toContain(demo.name);
    // 'desde <date>' agrees with the trades: each demo account exists from its first trade's
    // months, not from today (issue 39).
    const firstTrades = await queryRows<{ accountId: string; first: Date }>(
      t.container.db,
      sql`select account_id as "accountId", min(executed_at) as first from trades group by account_id`,
    );
    for (const account of list.data as { id: string; createdAt: string }[]) {
      const first = firstTrades.find((f) => f.accountId === account.id);
      if (first)
        expect(Date.parse(account.createdAt)).toBeLessThanOrEqual(new Date(first.first).getTime());
    }
    expect(
      Math.min(...(list.data as { createdAt: string }[]).map((a) => Date.parse(a.createdAt))),
    ).toBeLessThan(Date.now() - 90 * 86_400_000);
    const id = list.data.find((a: { name: string }) => a.name === DEMO_ACCOUNTS[0]!.name).id;
    const pnl = await t.app.inject(
      `/api/trade-analysis/public/pnl?timeframe=last_90_days&grouping=1d&accountId=${id}`,
    );
    expect(pnl.statusCode).toBe(200);
    expect(pnl.json().timeSeriesData.length).toBeGreaterThan(30);
    const allocation = await t.app.inject(
      `/api/trade-analysis/public/asset-allocation?timeframe=all_time&accountId=${id}`,
    );
    expect(
      allocation
        .json()
        .assetAllocation.map((a: { asset: string }) => a.asset)
        .sort(),
    ).toEqual(['BTC', 'ETH']);

    // The futures account's positions paid and collected funding, counted in its totalPnL.
    const futures = list.data.find((a: { accountType: string }) => a.accountType === 'future').id;
    const futuresPnl = (
      await t.app.inject(
        `/api/trade-analysis/public/pnl?timeframe=all_time&grouping=1w&accountId=${futures}`,
      )
    ).json().pnlData;
    expect(Number(futuresPnl.funding)).not.toBe(0);
    const sum = ['realized', 'unrealized', 'funding'].reduce(
      (total, key) => total + Number(futuresPnl[key]),
      -Number(futuresPnl.fees),
    );
    expect(Number(futuresPnl.totalPnL)).toBeCloseTo(sum, 6);

    const first = await t.signIn({ sub: 'first', email: 'first@example.com' });
    const me = await t.app.inject({ url: '/api/user/list', headers: first.headers });
    expect(me.statusCode).toBe(200);
  });

  it('is on by default only for the embedded database with the simulated market', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
    expect(loadConfig({ MARKET_DATA: 'exchange' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'true' }).demoData).toBe(
      true,
    );
  });
});
