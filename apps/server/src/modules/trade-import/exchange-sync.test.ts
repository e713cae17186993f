import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { testTrade } from '../ledger/testing';
import { API_KEY, API_SECRET, FakeBinance } from '../market-data/testing';
import { createAccount } from '../signals/testing';
import { ExchangeSyncRepository } from './exchange-sync.repository';
import type { ExchangeSyncOptions, ExchangeSyncWorker } from './exchange-sync.worker';
import { syncHarness, type SyncHarness } from './testing/sync-harness';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe(`exchange sync (ccxt against a fake Binance, ${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let exchange: FakeBinance;
  let worker: ExchangeSyncWorker;
  let sync: SyncHarness;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    sync = syncHarness(t, ana);
  });
  afterAll(() => t.close());

  /** A fresh exchange (and a worker on it) for each account's story. */
  function freshExchange(options: Partial<ExchangeSyncOptions> = {}) {
    exchange = new FakeBinance();
    worker = sync.worker(exchange.fetch, options);
    return exchange;
  }

  const keyed = (name: string) =>
    createAccount(t, ana, name, { credentials: { apiKey: API_KEY, secret: API_SECRET } });
  const historyRequests = (symbol: string) =>
    exchange.requests.filter(
      (r) => r.url.pathname === '/api/v3/myTrades' && r.url.searchParams.get('symbol') === symbol,
    );

  it('reads every market’s history page by page into the ledger, and a second sync adds nothing', async () => {
    freshExchange();
    const id = await keyed('Binance real');
    const now = Date.now();
    // 2,500 BTCUSDT fills in the last day (one every 30 s): three pages.
    exchange.addTrades('BTCUSDT', 2500, { from: now - 22 * HOUR, stepMs: 30_000 });
    exchange.addTrades('ETHUSDT', 3, { from: now - 2 * DAY, stepMs: HOUR, price: '3000.00' });
    // Older than the 90 days asked for: not read.
    exchange.addTrades('BTCUSDC', 1, { from: now - 120 * DAY, stepMs: HOUR, firstId: 900 });

    const done = await sync.syncNow(id);
    expect(done).toMatchObject({
      state: 'done',
      marketsDone: 3,
      marketsTotal: 3,
      tradesImported: 2503,
      lastRunTrades: 2503,
      lastError: null,
    });
    expect(Date.parse(done.since!)).toBeGreaterThan(now - 90 * DAY - 60_000);
    // Who asked for it, in the activity log (ana is the first user: an admin).
    const requested = await t.app.inject({
      url: `/api/activity-log/list?action=account.sync_request&entityId=${id}`,
      headers: ana.headers,
    });
    expect(requested.json().data).toMatchObject([
      { actorEmail: 'ana@example.com', details: { sinceDays: 90 } },
    ]);
    const rows = await sync.trades(id);
    expect(rows).toHaveLength(2503);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['import']));
    expect(rows.at(-1)!.external_id).toBe('binance:BTCUSDT:2500');
    expect(rows.filter((r) => r.external_id === 'binance:BTCUSDT:1')).toHaveLength(1);
    // Binance pages by trade id: 1,000 + 1,000 + 500, with no window of time.
    const asked = historyRequests('BTCUSDT').map((r) => Object.fromEntries(r.url.searchParams));
    expect(asked.map((a) => [a['fromId'], a['limit'], a['startTime']])).toEqual([
      ['0', '1000', undefined],
      ['1001', '1000', undefined],
      ['2001', '1000', undefined],
    ]);
    // The account's figures count them: 1,250 buys and 1,250 sells of 0.01 BTC.
    const positions = await queryRows<{ amount: string }>(
      t.container.db,
      sql`select position_after::text as amount from trades where account_id = ${id}
          and asset = 'BTC' order by executed_at_ms desc, id desc limit 1`,
    );
    expect(Number(positions[0]!.amount)).toBe(0);
    // Beside the exchange's balances: Binance holds 0.5 BTC that no trade explains (a deposit),
    // and the history holds 0.01 ETH (buy, sell, buy) that Binance does not (a withdrawal).
    expect(done.reconciliation).toEqual({
      of: 'balances',
      at: expect.any(String),
      assets: [
        { asset: 'BTC', exchange: '0.5', position: '0', fees: '0', difference: '0.5' },
        { asset: 'ETH', exchange: '0', position: '0.01', fees: '0', difference: '-0.01' },
      ],
    });

    exchange.requests.length = 0;
    exchange.balances = [
      { asset: 'USDT', free: '1000.00000000', locked: '0.00000000' },
      { asset: 'ETH', free: '0.00500000', locked: '0.00500000' },
    ];
    const again = await sync.syncNow(id);
    expect(again).toMatchObject({ state: 'done', tradesImported: 2503, lastRunTrades: 0 });
    // The balances now match the history: 0.005 free + 0.005 locked ETH.
    expect(again.reconciliation!.assets).toEqual([
      { asset: 'ETH', exchange: '0.01', position: '0.01', fees: '0', difference: '0' },
    ]);
    // Each market starts from its cursor: one request, from the next trade id.
    const btc = historyRequests('BTCUSDT');
    expect(btc.map((r) => r.url.searchParams.get('fromId'))).toEqual(['2501']);
    expect(await sync.trades(id)).toHaveLength(2503);

    exchange.addTrades('ETHUSDT', 2, { from: Date.now() - 60_000, stepMs: 1000, firstId: 50 });
    expect(await sync.syncNow(id)).toMatchObject({ tradesImported: 2505, lastRunTrades: 2 });
  });

  it('reads a margin account’s trades from the margin history, isolated ones pair by pair', async () => {
    freshExchange();
    const credentials = { apiKey: API_KEY, secret: API_SECRET };
    const cross = await createAccount(t, ana, 'Binance cruzado', {
      accountType: 'crossMargin',
      credentials,
    });
    const isolated = await createAccount(t, ana, 'Binance aislado', {
      accountType: 'isolatedMargin',
      credentials,
    });
    const now = Date.now();
    exchange.addTrades('BTCUSDT', 3, { from: now - DAY, stepMs: HOUR }, 'margin');
    exchange.addTrades('ETHUSDT', 2, { from: now - DAY, stepMs: HOUR, price: '3000.00' }, 'margin');
    // A spot fill is another wallet's: not the margin account's.
    exchange.addTrades('BTCUSDT', 1, { from: now - DAY, stepMs: HOUR, firstId: 77 });
    const margin = () =>
      exchange.requests.filter((r) => r.url.pathname === '/sapi/v1/margin/myTrades');

    expect(await sync.syncNow(cross)).toMatchObject({
      state: 'done',
      lastRunTrades: 5,
      lastError: null,
    });
    expect(exchange.requests.some((r) => r.url.pathname === '/api/v3/myTrades')).toBe(false);
    expect(margin().length).toBeGreaterThan(0);
    expect(margin().every((r) => r.url.searchParams.get('isIsolated') === null)).toBe(true);
    expect((await sync.trades(cross)).map((r) => r.external_id)).toEqual([
      'binance:BTCUSDT:1',
      'binance:ETHUSDT:1',
      'binance:BTCUSDT:2',
      'binance:ETHUSDT:2',
      'binance:BTCUSDT:3',
    ]);

    exchange.requests.length = 0;
    expect(await sync.syncNow(isolated)).toMatchObject({ state: 'done', lastRunTrades: 5 });
    // Each isolated pair is its own wallet: Binance is asked for it as isolated.
    expect(margin().length).toBeGreaterThan(0);
    expect(margin().every((r) => r.url.searchParams.get('isIsolated') === 'true')).toBe(true);
    expect(await sync.trades(isolated)).toHaveLength(5);
  });

  it('records a trade whose quote has no USD price, in its quote, rather than pass it by', async () => {
    freshExchange();
    const id = await keyed('Binance lira');
    // A pair quoted in Turkish lira, a coin Pulso has no price for, held on the exchange.
    exchange.morePairs.push(['BTC', 'TRY']);
    exchange.balances.push({ asset: 'TRY', free: '150000.00000000', locked: '0.00000000' });
    const at = Date.now() - 2 * HOUR;
    exchange.addTrades('BTCTRY', 2, { from: at, stepMs: 60_000, price: '3000000.00' });

    const done = await sync.syncNow(id);
    expect(done).toMatchObject({ state: 'done', lastRunTrades: 2, lastError: null });
    const rows = await queryRows<{
      external_id: string;
      price: string;
      ledger_price: string | null;
    }>(
      t.container.db,
      sql`select external_id, trim_scale(price)::text as price, ledger_price::text from trades
          where account_id = ${id} order by executed_at_ms`,
    );
    // Kept at the lira price the exchange filled at; the cursor has moved past them.
    expect(rows).toEqual([
      { external_id: 'binance:BTCTRY:1', price: '3000000', ledger_price: null },
      { external_id: 'binance:BTCTRY:2', price: '3000000', ledger_price: null },
    ]);
    expect((await sync.syncNow(id)).lastRunTrades).toBe(0);
    // The analytics say which price is missing instead of counting lira as dollars (issue 33:
    // with the rest of the figures, not as a 400 for the whole range).
    const figures = await t.app.inject({
      url: `/api/trade-analysis/pnl?timeframe=last_7_days&grouping=1d&accountId=${id}`,
      headers: ana.headers,
    });
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json().unpriced).toEqual([{ asset: 'TRY', trades: 2, fee: '0' }]);
    expect(figures.json().pnlData).toMatchObject({ unrealized: '0' });
  });

  it('reads a futures account’s perpetual trades and funding, counted in totalPnL as Funding', async () => {
    freshExchange();
    const id = await createAccount(t, ana, 'Binance futuros', {
      accountType: 'future',
      credentials: { apiKey: API_KEY, secret: API_SECRET },
    });
    const now = Date.now();
    // 120 fills of 0.01 BTC at 50,000 (buy, sell, …: flat at the end), fee 0.5 USDT each.
    exchange.addTrades('BTCUSDT', 120, { from: now - 3 * DAY, stepMs: 30 * 60_000 }, 'futures');
    // Six funding payments of −0.5 USDT on the BTC perpetual, one every 8 hours, and six of
    // +0.25 on an ETH short opened 40 days ago: no trade of it in the period, still paid.
    exchange.addFunding('BTCUSDT', 6, { from: now - 2 * DAY, income: '-0.50000000' });
    exchange.addFunding('ETHUSDT', 6, { from: now - 2 * DAY, income: '0.25000000' });
    exchange.futuresPositions = [
      { symbol: 'ETHUSDT', positionAmt: '-0.500', entryPrice: '2900.00', markPrice: '3000.00' },
    ];
    // A payment before the sync's start is not the account's to count.
    exchange.addFunding('BTCUSDT', 1, { from: now - 40 * DAY, income: '-7' });

    const done = await sync.syncNow(id, { sinceDays: 30 });
    expect(done.lastError).toBeNull();
    expect(done).toMatchObject({ state: 'done', tradesImported: 120, fundingImported: 12 });
    const paths = new Set(exchange.requests.map((r) => r.url.pathname));
    expect(paths).toContain('/fapi/v1/userTrades');
    expect(paths).not.toContain('/api/v3/myTrades');
    const income = exchange.requests.filter((r) => r.url.pathname === '/fapi/v1/income');
    // Binance answers every perpetual's funding at once: no market named.
    expect(income.length).toBeGreaterThan(0);
    expect(income.every((r) => r.url.searchParams.get('symbol') === null)).toBe(true);
    expect(income.every((r) => r.url.searchParams.get('incomeType') === 'FUNDING_FEE')).toBe(true);
    // Beside Binance's positions: the BTC trades end flat, and the ETH short the history does
    // not hold (opened before the period synced) is told apart.
    expect(done.reconciliation).toEqual({
      of: 'positions',
      at: expect.any(String),
      assets: [{ asset: 'ETH', exchange: '-0.5', position: '0', fees: '0', difference: '-0.5' }],
    });

    const pnl = await t.app.inject({
      url: `/api/trade-analysis/pnl?timeframe=last_7_days&grouping=1d&accountId=${id}`,
      headers: ana.headers,
    });
    expect(pnl.statusCode, pnl.body).toBe(200);
    const { pnlData, timeSeriesData } = pnl.json() as {
      pnlData: Record<string, string | number>;
      timeSeriesData: { funding: string }[];
    };
    // realized 0 (same price); fees = 120 · 0.01 · 50,000 · 0.001 = 60;
    // funding = 6 · −0.5 + 6 · 0.25 = −3 + 1.5 = −1.5; totalPnL = 0 + 0 − 60 + (−1.5) = −61.5
    expect(pnlData).toMatchObject({
      realized: '0',
      fees: '60',
      funding: '-1.5',
      totalPnL: '-61.5',
    });
    expect(timeSeriesData.reduce((sum, p) => sum + Number(p.funding), 0)).toBe(-1.5);

    // Again: each history from its cursor, nothing twice; a new payment arrives.
    exchange.addFunding('BTCUSDT', 1, { from: now - 60_000, income: '0.25' });
    const again = await sync.syncNow(id, { sinceDays: 30 });
    expect(again).toMatchObject({ tradesImported: 120, lastRunTrades: 0, fundingImported: 13 });
    const [count] = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from funding_payments where account_id = ${id}`,
    );
    expect(count!.n).toBe(13);
  });

  it('a futures sync whose positions cannot be read still ends with every trade in', async () => {
    freshExchange();
    const id = await createAccount(t, ana, 'Binance futuros sin posiciones', {
      accountType: 'future',
      credentials: { apiKey: API_KEY, secret: API_SECRET },
    });
    exchange.addTrades('BTCUSDT', 4, { from: Date.now() - DAY, stepMs: HOUR }, 'futures');
    exchange.positionsDown = true;
    const done = await sync.syncNow(id);
    expect(done).toMatchObject({ state: 'done', lastRunTrades: 4, lastError: null });
    expect(done.reconciliation).toBeNull();
    expect(exchange.requests.some((r) => r.url.pathname === '/fapi/v3/positionRisk')).toBe(true);
  });

  it('waits out the exchange’s rate limit, and resumes from its cursor after an outage mid-sync', async () => {
    freshExchange();
    const id = await keyed('Binance flaky');
    exchange.addTrades('BTCUSDT', 2200, { from: Date.now() - 20 * HOUR, stepMs: 30_000 });
    exchange.rateLimited = 2; // two 429s, then answers: within the 3 tries
    // Two pages of BTC/USDT, then no answer.
    exchange.outage = { symbol: 'BTCUSDT', afterPages: 2 };

    const failed = await sync.syncNow(id);
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toMatch(
      /^Sin respuesta del exchange; la próxima sincronización sigue donde quedó/,
    );
    // The two pages read before the outage are kept, with their cursor.
    expect(failed.tradesImported).toBe(2000);
    expect(await sync.trades(id)).toHaveLength(2000);

    expect(exchange.rateLimited).toBe(0); // both 429s were met, and waited out
    exchange.outage = undefined;
    exchange.requests.length = 0;
    const resumed = await sync.syncNow(id);
    expect(resumed).toMatchObject({ state: 'done', tradesImported: 2200, lastError: null });
    expect(historyRequests('BTCUSDT').map((r) => r.url.searchParams.get('fromId'))).toEqual([
      '2001',
    ]);
    const rows = await sync.trades(id);
    expect(rows).toHaveLength(2200);
    expect(new Set(rows.map((r) => r.external_id)).size).toBe(2200);
  });

  it('pages by windows of time where the exchange answers so (a day a request on Binance spot)', async () => {
    freshExchange({ pageBy: 'time' });
    const id = await keyed('Binance by time');
    const now = Date.now();
    exchange.addTrades('BTCUSDT', 2500, { from: now - 22 * HOUR, stepMs: 30_000 });
    const done = await sync.syncNow(id);
    expect(done).toMatchObject({ state: 'done', tradesImported: 2500, marketsDone: 3 });
    // 90 windows of a day, the last read in three pages from the last trade's time (1,000 +
    // 1,000 + 502: each page repeats its first), and maybe a last window of a few milliseconds.
    const asked = historyRequests('BTCUSDT').map((r) => ({
      start: Number(r.url.searchParams.get('startTime')),
      end: Number(r.url.searchParams.get('endTime')),
    }));
    expect(asked.every((a) => a.end - a.start < DAY && a.end >= a.start)).toBe(true);
    expect(
      asked.filter((a) => a.start >= now - 22 * HOUR && a.start < now - HOUR).map((a) => a.start),
    ).toEqual([now - 22 * HOUR + 999 * 30_000, now - 22 * HOUR + 1998 * 30_000]);
    expect(asked.length).toBeGreaterThanOrEqual(92);
    expect(asked.length).toBeLessThanOrEqual(93);

    exchange.requests.length = 0;
    exchange.addTrades('BTCUSDT', 1, { from: Date.now() - 1000, stepMs: 1, firstId: 9000 });
    expect(await sync.syncNow(id)).toMatchObject({ lastRunTrades: 1, tradesImported: 2501 });
    // From the last sync's end, less five minutes (a trade may reach the API late): one window.
    const again = historyRequests('BTCUSDT');
    expect(again).toHaveLength(1);
    expect(Number(again[0]!.url.searchParams.get('startTime'))).toBeGreaterThan(
      Date.now() - 10 * 60_000,
    );
  });

  it('a fill a Binance CSV brought (no trade id) is not brought again by the sync, nor the reverse', async () => {
    freshExchange();
    const id = await keyed('Binance CSV then sync');
    // Three fills at .123 s past the second: the CSV gives the second, the API the millisecond.
    const from = Math.floor((Date.now() - 2 * DAY) / 1000) * 1000 + 123;
    const fills = exchange.addTrades('BTCUSDT', 3, { from, stepMs: HOUR, qty: '0.01000000' });
    const line = (f: (typeof fills)[number]) =>
      `${new Date(f.time).toISOString().slice(0, 19).replace('T', ' ')},BTCUSDT,${f.isBuyer ? 'BUY' : 'SELL'},50000,0.01BTC,500USDT,0.5USDT`;
    const csv = (n: number) =>
      ['Date(UTC),Pair,Side,Price,Executed,Amount,Fee', ...fills.slice(0, n).map(line)].join('\n');
    const upload = async (n: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/trade/account/${id}/import`,
        headers: { ...ana.headers, 'content-type': 'text/csv' },
        payload: csv(n),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { imported: number; duplicates: number };
    };
    expect(await upload(2)).toMatchObject({ imported: 2, duplicates: 0 });
    // The sync knows the two by what they are, and adds only the third.
    expect(await sync.syncNow(id)).toMatchObject({ state: 'done', lastRunTrades: 1 });
    expect(await sync.trades(id)).toHaveLength(3);
    // The file again, now with the third fill too: all three are already held.
    expect(await upload(3)).toMatchObject({ imported: 0, duplicates: 3 });
    expect(await sync.trades(id)).toHaveLength(3);
  });

  it('does not count twice the trades of orders Pulso placed itself', async () => {
    freshExchange();
    const id = await keyed('Binance with webhooks');
    const [fill] = exchange.addTrades('BTCUSDT', 2, { from: Date.now() - DAY, stepMs: HOUR });
    await inTransaction(t.container.db, async (tx) => {
      await t.container.ledger.append(tx, [
        testTrade(id, {
          asset: 'BTC',
          side: 'buy',
          amount: '0.01',
          price: '50000',
          executedAtMs: fill!.time,
          source: 'webhook',
        }),
      ]);
      await tx.execute(
        sql`update trades set exchange_order_id = ${String(fill!.orderId)} where account_id = ${id}`,
      );
    });
    const done = await sync.syncNow(id);
    expect(done.lastRunTrades).toBe(1);
    expect((await sync.trades(id)).map((r) => r.source).sort()).toEqual(['import', 'webhook']);
  });

  it('says in Spanish when the exchange refuses the keys, and never shows or logs them', async () => {
    freshExchange();
    exchange.acceptedKey = 'another-key';
    const id = await keyed('Binance wrong key');
    // What the worker logs, to prove the keys never reach a log line.
    const warn = vi.spyOn(t.container.log, 'warn');
    const failed = await sync.syncNow(id);
    const logged = warn.mock.calls;
    warn.mockRestore();
    expect(logged.length).toBeGreaterThan(0);
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toBe(
      'El exchange rechazó las credenciales de API (binance AuthenticationError, código -2015)',
    );
    const seen = JSON.stringify([failed, logged]);
    expect(seen).not.toContain(API_SECRET);
    expect(seen).not.toContain(API_KEY);
  });

  it('keeps no encoding of the keys an exchange quotes back: only its code and a fixed message (R15)', async () => {
    // Keys with characters URL encoding changes, so every form differs from the key itself.
    const key = 'k3y+Ana/2024=ñ&live';
    const secret = 'S3cr3t?x=1&y=2/zz';
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const reversed = (text: string) => [...text].reverse().join('');
    const forms = [key, secret].flatMap((value) => [
      value,
      encodeURIComponent(value),
      b64(value),
      b64(`x${value}`).slice(2, -2), // inside a longer base64 text, at another alignment
      reversed(value),
    ]);
    freshExchange();
    exchange.acceptedKey = 'another-key';
    exchange.refusalMessage = (sent) =>
      `Invalid API-key ${sent}; url=/api/v3/account?apiKey=${encodeURIComponent(key)}&s=${encodeURIComponent(secret)} ` +
      `auth=${b64(`${key}:${secret}`)} b64=${b64(key)} ${b64(secret)} rev=${reversed(key)} ${reversed(secret)}`;
    const id = await createAccount(t, ana, 'Binance quoting', {
      credentials: { apiKey: key, secret },
    });
    const warn = vi.spyOn(t.container.log, 'warn');
    const failed = await sync.syncNow(id);
    const logged = JSON.stringify(warn.mock.calls);
    warn.mockRestore();
    expect(failed.lastError).toBe(
      'El exchange rechazó las credenciales de API (binance AuthenticationError, código -2015)',
    );
    const seen = `${JSON.stringify(await sync.status(id))}${logged}${t.logs.join('')}`;
    for (const form of forms) expect(seen, form).not.toContain(form);
    expect(seen).not.toContain('Invalid API-key');
  });

  it('refuses an account without keys, a bad period, and another user’s account', async () => {
    freshExchange();
    const keyless = await createAccount(t, ana, 'Paper only');
    const res = await sync.synced(keyless);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^La cuenta no tiene credenciales de API/);
    expect((await sync.status(keyless)).state).toBe('never');

    const id = await keyed('Binance period');
    for (const sinceDays of [0, 1826, 2.5, '90']) {
      const bad = await sync.synced(id, { sinceDays });
      expect(bad.statusCode, JSON.stringify(sinceDays)).toBe(400);
    }
    expect((await sync.status(id)).state).toBe('never');
    expect((await sync.synced(id, {}, bob)).statusCode).toBe(404);
    const peek = await t.app.inject({ url: `/api/trade/account/${id}/sync`, headers: bob.headers });
    expect(peek.statusCode).toBe(404);
  });

  it('goes further back when asked for more days, and a later shorter request keeps the start', async () => {
    freshExchange();
    const id = await keyed('Binance two years');
    const now = Date.now();
    exchange.addTrades('BTCUSDT', 1, { from: now - 400 * DAY, stepMs: HOUR, firstId: 1 });
    exchange.addTrades('BTCUSDT', 1, { from: now - 10 * DAY, stepMs: HOUR, firstId: 2 });
    expect((await sync.syncNow(id, { sinceDays: 30 })).lastRunTrades).toBe(1);
    const longer = await sync.syncNow(id, { sinceDays: 730 });
    expect(longer).toMatchObject({ lastRunTrades: 1, tradesImported: 2 });
    const shorter = await sync.syncNow(id, { sinceDays: 7 });
    expect(shorter.since).toBe(longer.since);
    expect(shorter.tradesImported).toBe(2);
  });

  it('runs one sync per owner at a time, so one user’s many accounts never hold every worker', async () => {
    const syncs = new ExchangeSyncRepository(t.container.db);
    await worker.idle();
    const [first, second] = [await keyed('Ana uno'), await keyed('Ana dos')];
    const bobs = await createAccount(t, bob, 'Bob uno', {
      credentials: { apiKey: API_KEY, secret: API_SECRET },
    });
    const since = new Date(Date.now() - DAY);
    for (const id of [first, second, bobs]) await syncs.request(id, since);
    const claimed = [await syncs.claim(120_000, 3_600_000), await syncs.claim(120_000, 3_600_000)];
    // Ana's first request, then Bob's: Ana's second waits for her first to end.
    expect(claimed.map((c) => c?.accountId)).toEqual([first, bobs]);
    expect(await syncs.claim(120_000, 3_600_000)).toBeUndefined();
    await syncs.finished(first, { balances: null });
    expect((await syncs.claim(120_000, 3_600_000))?.accountId).toBe(second);
    for (const id of [second, bobs]) await syncs.finished(id, { balances: null });
  });
});
