import { inspect } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../signals/testing';
import type { ExchangeSyncOptions } from './exchange-sync.worker';
import {
  BYBIT_API_KEY,
  BYBIT_API_SECRET,
  BYBIT_WINDOW_MS,
  FakeBybit,
  type BybitExecution,
} from './testing/fake-bybit';
import { expectBtcBought, expectSpotExecutionRequests } from './testing/bybit-expectations';
import { useSyncTestApp } from './testing/sync-harness';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe(`exchange sync (ccxt against a fake Bybit v5, ${process.env.TEST_DB ?? 'pglite'})`, () => {
  const app = useSyncTestApp();
  const { sync } = app;
  let bybitId: string;
  let exchange: FakeBybit;
  beforeAll(() => {
    bybitId = app.exchangeId('bybit');
  });

  /** A fresh exchange (and a worker on it) for each account's story. */
  function freshExchange(options: Partial<ExchangeSyncOptions> = {}) {
    exchange = app.fresh(() => new FakeBybit(), options);
    return exchange;
  }
  const bybitAccount = (name: string, accountType: 'spot' | 'future' = 'spot') =>
    createAccount(app.t, app.ana, name, {
      exchangeId: bybitId,
      accountType,
      credentials: { apiKey: BYBIT_API_KEY, secret: BYBIT_API_SECRET },
    });
  const { funding } = sync;
  const ids = (list: BybitExecution[]) => list.map((e) => `bybit:${e.symbol}:${e.execId}`);

  it('spot: reads every 7-day window and every page of a busy window, and a second sync adds nothing', async () => {
    freshExchange();
    const id = await bybitAccount('Bybit spot');
    const now = Date.now();
    // 250 BTCUSDT fills within one week (one every 10 min, ~42 h): three pages of at most 100.
    const busy = exchange.addTrades('spot', 'BTCUSDT', 250, {
      from: now - 19.5 * DAY,
      stepMs: 10 * 60_000,
    });
    // 12 more, one every 5 days from 71 days ago: spread over many 7-day windows.
    const spread = exchange.addTrades('spot', 'BTCUSDT', 12, {
      from: now - 71 * DAY,
      stepMs: 5 * DAY,
      qty: '0.02',
    });
    const eth = exchange.addTrades('spot', 'ETHUSDT', 3, {
      from: now - 2 * DAY,
      stepMs: HOUR,
      price: '3000',
      qty: '0.1',
    });
    // Older than the 90 days asked for: not read.
    exchange.addTrades('spot', 'BTCUSDC', 1, { from: now - 120 * DAY, stepMs: HOUR });
    // A coin Pulso does not support, bought and sold off: read all the same.
    exchange.morePairs.push(['PEPE', 'USDT']);
    const pepe = exchange.addTrades('spot', 'PEPEUSDT', 2, {
      from: now - 3 * DAY,
      stepMs: HOUR,
      price: '0.00001',
      qty: '1000000',
    });

    // Bybit answers every market's executions at once: one history, no market named.
    await sync.syncDone(id, {
      state: 'done',
      marketsDone: 1,
      marketsTotal: 1,
      tradesImported: 267,
      lastRunTrades: 267,
    });
    const rows = await sync.trades(id);
    expect(rows).toHaveLength(267);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['import']));
    // Every execution, once, by Bybit's execId.
    expect(rows.map((r) => r.external_id).sort()).toEqual(
      [...ids(busy), ...ids(spread), ...ids(eth), ...ids(pepe)].sort(),
    );
    // Amounts, prices and fees as Bybit gave them: a buy's fee in the coin bought, a sell's in
    // the quote.
    const first = rows.find((r) => r.external_id === ids(spread)[0]);
    expectBtcBought(first, 0.02, 0.00002);
    const ethSell = rows.find((r) => r.external_id === ids(eth)[1]);
    expect(ethSell).toMatchObject({ asset: 'ETH', side: 'sell', fee_asset: 'USDT' });
    expect(Number(ethSell!.amount)).toBe(0.1);
    expect(Number(ethSell!.fee)).toBe(0.3);
    expect(Number(first!.executed_at_ms)).toBe(now - 71 * DAY);

    // Every request within Bybit's 7-day window, for the spot category, 100 at most.
    expectSpotExecutionRequests(exchange);
    // 90 days are read window by window: at least 13 distinct weeks.
    const windows = new Set(exchange.executionRequests('Trade').map((a) => a['startTime']));
    expect(windows.size).toBeGreaterThanOrEqual(13);

    // Again: nothing new, nothing twice.
    exchange.requests.length = 0;
    await sync.syncAgainAddsNothing(id, 267);
    // From the history's cursor: the last minutes, not the 90 days again.
    const resumed = exchange.executionRequests('Trade');
    expect(resumed.length).toBeGreaterThan(0);
    expect(Math.min(...resumed.map((a) => Number(a['startTime'])))).toBeGreaterThan(
      Date.now() - DAY,
    );

    // A new fill is read by the next sync.
    const later = exchange.addTrades('spot', 'ETHUSDT', 1, {
      from: Date.now() - 60_000,
      stepMs: 1,
    });
    expect(await sync.syncNow(id)).toMatchObject({ tradesImported: 268, lastRunTrades: 1 });
    expect((await sync.trades(id)).map((r) => r.external_id)).toContain(ids(later)[0]);
  });

  it('futures: reads a USDT perpetual account’s trades (linear category) into the ledger', async () => {
    freshExchange();
    const id = await bybitAccount('Bybit futuros', 'future');
    const now = Date.now();
    // 60 fills of 0.01 BTC at 50,000, one an hour (buy, sell, …: flat at the end).
    const fills = exchange.addTrades('linear', 'BTCUSDT', 60, {
      from: now - 3 * DAY,
      stepMs: HOUR,
    });
    // The spot market's fills are not the futures account's.
    exchange.addTrades('spot', 'BTCUSDT', 5, { from: now - 2 * DAY, stepMs: HOUR });
    // Bybit holds a 0.2 ETH long the history (flat in BTC) does not explain.
    exchange.positions = [{ symbol: 'ETHUSDT', side: 'Buy', size: '0.2', avgPrice: '3000' }];

    const done = await sync.syncDone(
      id,
      { state: 'done', tradesImported: 60, marketsTotal: 1 },
      { sinceDays: 30 },
    );
    const rows = await sync.trades(id);
    expect(rows.map((r) => r.external_id).sort()).toEqual(ids(fills).sort());
    expect(rows.every((r) => r.asset === 'BTC' && r.quote_asset === 'USDT')).toBe(true);
    // The taker fee on perpetuals, in the settle coin: 0.01 · 50,000 · 0.00055 = 0.275 USDT.
    expect(rows.every((r) => r.fee_asset === 'USDT' && Number(r.fee) === 0.275)).toBe(true);
    expect(rows.filter((r) => r.side === 'buy')).toHaveLength(30);
    const asked = exchange.executionRequests('Trade');
    expect(new Set(asked.map((a) => a['category']))).toEqual(new Set(['linear']));
    // Every perpetual's executions at once: no market named.
    expect(asked.every((a) => a['symbol'] === undefined)).toBe(true);
    // Both signed endpoints ccxt's bybit asks to know the account is unified were answered, and
    // the unified wallet was read.
    const paths = exchange.requests.map((r) => r.url.pathname);
    expect(paths).toContain('/v5/user/query-api');
    expect(paths).toContain('/v5/account/wallet-balance');
    expect(done.reconciliation).toEqual({
      of: 'positions',
      at: expect.any(String),
      assets: [{ asset: 'ETH', exchange: '0.2', position: '0', fees: '0', difference: '0.2' }],
    });

    exchange.requests.length = 0;
    await sync.syncAgainAddsNothing(id, 60, { sinceDays: 30 });
  });

  it('futures: records the funding every perpetual paid (negative) in funding_payments and the PnL', async () => {
    freshExchange();
    const id = await bybitAccount('Bybit futuros funding', 'future');
    const now = Date.now();
    exchange.addTrades('linear', 'BTCUSDT', 60, { from: now - 3 * DAY, stepMs: HOUR });
    // Six settlements at +0.01 % on a 0.01 BTC long at 50,000: the long pays 0.05 USDT each
    // (Bybit's execFee 0.05, a fee paid). And six on an ETHUSDT long opened before the sync's
    // start (no trade in Pulso): 0.01 · 3,000 · 0.0001 = 0.003 paid each.
    const btc = exchange.addFunding('BTCUSDT', 6, { from: now - 2 * DAY, rate: '0.0001' });
    const eth = exchange.addFunding('ETHUSDT', 6, {
      from: now - 2 * DAY + 1000,
      rate: '0.0001',
      price: '3000',
    });
    // Before the sync's start: not the account's to count.
    exchange.addFunding('BTCUSDT', 1, { from: now - 40 * DAY, rate: '0.01' });

    await sync.syncDone(
      id,
      { state: 'done', tradesImported: 60, fundingImported: 12 },
      { sinceDays: 30 },
    );
    // Bybit answers every linear perpetual's funding at once (no symbol).
    const asked = exchange.executionRequests('Funding');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((a) => a['category'] === 'linear')).toBe(true);
    expect(
      asked.every((a) => Number(a['endTime']) - Number(a['startTime']) <= BYBIT_WINDOW_MS),
    ).toBe(true);

    const recorded = await funding(id);
    expect(recorded.map((f) => f.external_id).sort()).toEqual(
      [...btc, ...eth].map((f) => `bybit:funding:${f.execId}`).sort(),
    );
    expect(recorded.every((f) => f.currency === 'USDT')).toBe(true);
    // Paid, so negative (the ledger counts funding received as positive).
    const amounts = (symbol: string) =>
      recorded.filter((f) => f.symbol === symbol).map((f) => Number(f.amount));
    expect(amounts('BTC/USDT:USDT')).toEqual([-0.05, -0.05, -0.05, -0.05, -0.05, -0.05]);
    expect(amounts('ETH/USDT:USDT')).toEqual([-0.003, -0.003, -0.003, -0.003, -0.003, -0.003]);

    const pnl = await app.t.app.inject({
      url: `/api/trade-analysis/pnl?timeframe=last_7_days&grouping=1d&accountId=${id}`,
      headers: app.ana.headers,
    });
    expect(pnl.statusCode, pnl.body).toBe(200);
    const { pnlData } = pnl.json() as { pnlData: Record<string, string | number> };
    // realized 0 (same price); fees 60 · 0.275 = 16.5; funding 6 · −0.05 + 6 · −0.003 = −0.318;
    // totalPnL = 0 − 16.5 − 0.318 = −16.818
    expect(pnlData).toMatchObject({
      realized: '0',
      fees: '16.5',
      funding: '-0.318',
      totalPnL: '-16.818',
    });

    // Again: nothing twice; a new settlement (received this time: a negative rate) arrives.
    exchange.addFunding('BTCUSDT', 1, { from: Date.now() - 60_000, rate: '-0.0002' });
    const again = await sync.syncNow(id, { sinceDays: 30 });
    expect(again).toMatchObject({ tradesImported: 60, lastRunTrades: 0, fundingImported: 13 });
    const all = await funding(id);
    expect(all).toHaveLength(13);
    expect(Number(all.at(-1)!.amount)).toBe(0.1);
  });

  it('futures: reads every funding settlement of a week with more than one page of them', async () => {
    freshExchange();
    const id = await bybitAccount('Bybit futuros muchas posiciones', 'future');
    const now = Date.now();
    exchange.addTrades('linear', 'BTCUSDT', 2, { from: now - 20 * DAY, stepMs: HOUR });
    // Three longs held for a week, each settled every 8 h: 3 · 21 = 63 settlements within one
    // of the sync's 7-day windows (30 days back: 9 to 2 days ago), more than a page (Bybit
    // answers 50 by default, 100 at most).
    const from = now - 9 * DAY + HOUR;
    const paid = [
      ...exchange.addFunding('BTCUSDT', 21, { from, rate: '0.0001' }),
      ...exchange.addFunding('ETHUSDT', 21, { from: from + 1000, rate: '0.0001', price: '3000' }),
      ...exchange.addFunding('BTCPERP', 21, { from: from + 2000, rate: '0.0001' }),
    ];
    await sync.syncDone(
      id,
      { state: 'done', tradesImported: 2, fundingImported: 63 },
      { sinceDays: 30 },
    );
    const recorded = await funding(id);
    expect(recorded.map((f) => f.external_id).sort()).toEqual(
      paid.map((f) => `bybit:funding:${f.execId}`).sort(),
    );
    // Each in the coin its perpetual settles in: BTCPERP's in USDC (ccxt calls them all USDT).
    expect(new Set(recorded.map((f) => `${f.symbol} ${f.currency}`))).toEqual(
      new Set(['BTC/USDT:USDT USDT', 'ETH/USDT:USDT USDT', 'BTC/USDC:USDC USDC']),
    );
  });

  it('waits out Bybit’s rate limit (retCode 10006), and resumes from its cursor after an outage mid-sync', async () => {
    freshExchange();
    const id = await bybitAccount('Bybit flaky');
    const now = Date.now();
    // 40 BTCUSDT fills, one every 2 days from 80 days ago: a few in each 7-day window.
    const fills = exchange.addTrades('spot', 'BTCUSDT', 40, {
      from: now - 80 * DAY,
      stepMs: 2 * DAY,
    });
    exchange.rateLimited = 2; // two refusals, then answers: within the 3 tries
    // Four windows are answered, then no answer.
    exchange.outage = { afterPages: 4 };

    const failed = await sync.syncNow(id);
    expect(exchange.rateLimited).toBe(0); // both refusals were met, and waited out
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toMatch(
      /^Sin respuesta del exchange; la próxima sincronización sigue donde quedó/,
    );
    // The windows read before the outage are kept, with their cursor (the window refused for
    // its rate was asked again; the last one asked got no answer).
    const before = exchange.executionRequests('Trade');
    const lost = before.at(-1)!['startTime'];
    const answered = before.filter((a) => a['startTime'] !== lost);
    expect(new Set(answered.map((a) => a['startTime'])).size).toBe(4);
    const lastEnd = Math.max(...answered.map((a) => Number(a['endTime'])));
    const kept = fills.filter((f) => Number(f.execTime) <= lastEnd);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(40);
    expect(failed.tradesImported).toBe(kept.length);
    expect((await sync.trades(id)).map((r) => r.external_id).sort()).toEqual(ids(kept).sort());
    // The window that got no answer (tried 3 times).
    const unanswered = before.filter((a) => a['startTime'] === lost);
    expect(unanswered).toHaveLength(3);

    exchange.outage = undefined;
    exchange.requests.length = 0;
    const resumed = await sync.syncNow(id);
    expect(resumed).toMatchObject({ state: 'done', tradesImported: 40, lastError: null });
    // It resumes at the window that got no answer, not from the start.
    const after = exchange.executionRequests('Trade');
    expect(after[0]!['startTime']).toBe(unanswered[0]!['startTime']);
    const rows = await sync.trades(id);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.external_id))).toEqual(new Set(ids(fills)));
  });

  it('a rate limit that outlasts the retries stops the sync with the Spanish rate-limit message', async () => {
    freshExchange();
    const id = await bybitAccount('Bybit throttled');
    exchange.addTrades('spot', 'BTCUSDT', 3, { from: Date.now() - DAY, stepMs: HOUR });
    exchange.rateLimited = 3; // as many refusals as tries
    const failed = await sync.syncNow(id);
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toBe(
      'El exchange limitó las peticiones; la próxima sincronización sigue donde quedó (bybit RateLimitExceeded, código 10006)',
    );
    expect(exchange.rateLimited).toBe(0);
    // The next sync (no refusals) reads it all.
    expect(await sync.syncNow(id)).toMatchObject({ state: 'done', tradesImported: 3 });
  });

  it('says in Spanish when Bybit refuses the key (retCode 10003), and never shows or logs the keys', async () => {
    freshExchange();
    exchange.acceptedKey = 'another-key';
    const id = await bybitAccount('Bybit wrong key');
    const warn = vi.spyOn(app.t.container.log, 'warn');
    const info = vi.spyOn(app.t.container.log, 'info');
    const error = vi.spyOn(app.t.container.log, 'error');
    const failed = await sync.syncNow(id);
    const logged = [...warn.mock.calls, ...info.mock.calls, ...error.mock.calls];
    warn.mockRestore();
    info.mockRestore();
    error.mockRestore();
    expect(logged.length).toBeGreaterThan(0);
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toBe(
      'El exchange rechazó las credenciales de API (bybit AuthenticationError, código 10003)',
    );
    // The key was sent (and refused), but is nowhere in what the user or the logs see.
    expect(exchange.requests.some((r) => r.url.pathname === '/v5/user/query-api')).toBe(true);
    const seen = inspect([failed, logged, await sync.status(id)], { depth: 8 });
    expect(seen).not.toContain(BYBIT_API_SECRET);
    expect(seen).not.toContain(BYBIT_API_KEY);
    expect(await sync.trades(id)).toHaveLength(0);
  });
});
