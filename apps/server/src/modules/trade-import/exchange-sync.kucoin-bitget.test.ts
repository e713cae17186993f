import { describe, expect, it, vi } from 'vitest';
import { createAccount } from '../signals/testing';
import type { FakeFillsApi } from './testing/fake-account-api';
import { BITGET_KEY, BITGET_PASSPHRASE, BITGET_SECRET, FakeBitget } from './testing/fake-bitget';
import { FakeKucoin, KUCOIN_KEY, KUCOIN_PASSPHRASE, KUCOIN_SECRET } from './testing/fake-kucoin';
import { useSyncTestApp } from './testing/sync-harness';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

type SpotFake = FakeFillsApi<{ symbol: string; tradeId: string }>;

/** A spot exchange synced here from its fake: what KuCoin and Bitget do differently. */
interface SpotExchange<Fake extends SpotFake> {
  /** As the tests and the accounts name it. */
  name: string;
  /** Its exchange's code, which its trades' external ids begin with. */
  code: string;
  fake: () => Fake;
  keys: { apiKey: string; secret: string; passphrase: string };
  /** The market the stories trade, in the exchange's spelling. */
  btc: string;
  /**
   * The market the sync's requests name: none where the exchange answers every market's fills
   * at once (KuCoin), else the first it reads and the one the stories trade.
   */
  firstMarket: string | null;
  history: string | null;
  /** The histories a sync walks: one for every market, or one per market. */
  markets: number;
  /** How it refuses a request for its rate. */
  rateLimit: string;
  /** The sync's failure when the exchange refuses the key. */
  refusedKey: string;
  /** The outage story: fills in the sync's first windows, the market down after some of them. */
  outage: {
    /** The sync asked for. */
    payload: Record<string, unknown>;
    /** The widest window one request for fills may ask. */
    windowMs: number;
    /** Where each window's fills begin (days ago): `perWindow` of them, an hour apart. */
    windowsFrom: number[];
    perWindow: number;
    /** The windows answered before the exchange stops answering. */
    answered: number;
    /** The trades read before the outage, and in all. */
    kept: number;
    total: number;
  };
}

const KUCOIN: SpotExchange<FakeKucoin> = {
  name: 'KuCoin',
  code: 'kucoin',
  fake: () => new FakeKucoin(),
  keys: { apiKey: KUCOIN_KEY, secret: KUCOIN_SECRET, passphrase: KUCOIN_PASSPHRASE },
  btc: 'BTC-USDT',
  firstMarket: null,
  history: null,
  markets: 1,
  rateLimit: 'HTTP 429, code 429000',
  refusedKey:
    'El exchange rechazó las credenciales de API (kucoin AuthenticationError, código 400003)',
  outage: {
    payload: {},
    windowMs: 7 * DAY,
    // Ten BTC-USDT fills in each of the sync's twelve first weeks (less than a page a week);
    // four weeks answered.
    windowsFrom: Array.from({ length: 12 }, (_, week) => 88 - week * 7),
    perWindow: 10,
    answered: 4,
    kept: 40,
    total: 120,
  },
};

const BITGET: SpotExchange<FakeBitget> = {
  name: 'Bitget',
  code: 'bitget',
  fake: () => new FakeBitget(),
  keys: { apiKey: BITGET_KEY, secret: BITGET_SECRET, passphrase: BITGET_PASSPHRASE },
  btc: 'BTCUSDT',
  firstMarket: 'BTCUSDC',
  history: 'BTCUSDT',
  markets: 3,
  rateLimit: 'HTTP 429, code 429',
  refusedKey:
    'El exchange rechazó las credenciales de API (bitget AuthenticationError, código 40037)',
  outage: {
    payload: { sinceDays: 120 },
    windowMs: 90 * DAY,
    // 30 BTCUSDT fills in each of two windows (less than a page each); the first answered.
    windowsFrom: [50, 10],
    perWindow: 30,
    answered: 1,
    kept: 30,
    total: 60,
  },
};

describe(`exchange sync (ccxt against a fake KuCoin and Bitget, ${process.env.TEST_DB ?? 'pglite'})`, () => {
  const app = useSyncTestApp();
  const { sync } = app;

  /** A fresh fake of the exchange, and a worker on it: one for each account's story. */
  const fresh = <Fake extends SpotFake>(spot: SpotExchange<Fake>) => app.fresh(spot.fake);
  /** Ana's account on the exchange with its keys, named for its story ("KuCoin real"). */
  const account = <Fake extends SpotFake>(spot: SpotExchange<Fake>, story: string) =>
    createAccount(app.t, app.ana, `${spot.name} ${story}`, {
      exchangeId: app.ids[spot.code],
      credentials: spot.keys,
    });
  /** What a wrong key's failure shows and logs, to prove no credential is in it. */
  const failWatched = async (accountId: string) => {
    const warn = vi.spyOn(app.t.container.log, 'warn');
    try {
      const failed = await sync.syncNow(accountId);
      return { failed, logged: warn.mock.calls };
    } finally {
      warn.mockRestore();
    }
  };

  /** The stories KuCoin and Bitget tell alike: a rate limit, an outage, a refused key. */
  function sharedStories<Fake extends SpotFake>(spot: SpotExchange<Fake>) {
    it(`waits out ${spot.name}’s rate limit (${spot.rateLimit}) and reads on`, async () => {
      const exchange = fresh(spot);
      const id = await account(spot, 'limited');
      exchange.addFills(spot.btc, 5, { from: Date.now() - 3 * DAY, stepMs: HOUR });
      exchange.rateLimited = 2; // two refusals, then answers: within the 3 tries

      await sync.syncDone(id, {
        state: 'done',
        tradesImported: 5,
        marketsDone: spot.markets,
      });
      expect(exchange.rateLimited).toBe(0);
      // The first market's first window was asked three times: twice refused, once answered.
      const first = exchange.fillsAsked(spot.firstMarket).slice(0, 3);
      expect(first.map((a) => a.start)).toEqual([
        first[0]!.start,
        first[0]!.start,
        first[0]!.start,
      ]);
      expect(await sync.trades(id)).toHaveLength(5);
    });

    it('resumes from its cursor after an outage mid-sync, with nothing twice', async () => {
      const story = spot.outage;
      const exchange = fresh(spot);
      const id = await account(spot, 'outage');
      const now = Date.now();
      const fills = story.windowsFrom.flatMap((daysAgo) =>
        exchange.addFills(spot.btc, story.perWindow, { from: now - daysAgo * DAY, stepMs: HOUR }),
      );
      // The first windows of the market answered, then no answer.
      exchange.outage = {
        ...(spot.history ? { symbol: spot.history } : {}),
        afterPages: story.answered,
      };

      const failed = await sync.syncNow(id, story.payload);
      expect(failed.state).toBe('failed');
      expect(failed.lastError).toMatch(
        /^Sin respuesta del exchange; la próxima sincronización sigue donde quedó/,
      );
      // The windows read before the outage are kept, with their cursor.
      expect(failed.tradesImported).toBe(story.kept);
      expect(await sync.trades(id)).toHaveLength(story.kept);

      exchange.outage = undefined;
      exchange.requests.length = 0;
      const resumed = await sync.syncNow(id, story.payload);
      expect(resumed).toMatchObject({
        state: 'done',
        tradesImported: story.total,
        lastError: null,
      });
      // The market starts again at the first window not answered, not at the sync's start.
      expect(exchange.fillsAsked(spot.history)[0]!.start).toBe(
        Date.parse(resumed.since!) + story.answered * story.windowMs,
      );
      const rows = await sync.trades(id);
      expect(rows).toHaveLength(story.total);
      expect(new Set(rows.map((r) => r.external_id))).toEqual(
        new Set(fills.map((f) => `${spot.code}:${spot.btc}:${f.tradeId}`)),
      );
    });

    it(`says in Spanish when ${spot.name} refuses the keys, and never shows or logs them`, async () => {
      const exchange = fresh(spot);
      exchange.acceptedKey = 'another-key';
      const id = await account(spot, 'wrong key');
      const { failed, logged } = await failWatched(id);
      expect(logged.length).toBeGreaterThan(0);
      expect(failed.state).toBe('failed');
      expect(failed.lastError).toBe(spot.refusedKey);
      const seen = JSON.stringify([failed, logged]);
      for (const secret of Object.values(spot.keys)) {
        expect(seen).not.toContain(secret);
      }
      expect(await sync.trades(id)).toHaveLength(0);
    });
  }

  describe('KuCoin spot', () => {
    it('reads a history of many weeks, several pages a week, into the ledger; a second sync adds nothing', async () => {
      const exchange = fresh(KUCOIN);
      const id = await account(KUCOIN, 'real');
      const now = Date.now();
      const since = now - 90 * DAY; // the sync's start, give or take the request's milliseconds
      // 120 BTC-USDT fills inside the sync's sixth week, one every 10 minutes (20 hours): KuCoin
      // answers 50 a page, newest first, so the week is three pages.
      const busy = exchange.addFills('BTC-USDT', 120, {
        from: since + 35 * DAY + HOUR,
        stepMs: 10 * MINUTE,
      });
      // ETH-USDT: a fill in each of three other weeks.
      const eth = [80, 50, 2].flatMap((daysAgo) =>
        exchange.addFills('ETH-USDT', 1, { from: now - daysAgo * DAY, stepMs: 1, price: '3000' }),
      );
      // Before the 90 days asked for: not read.
      exchange.addFills('BTC-USDC', 1, { from: now - 120 * DAY, stepMs: 1 });

      const done = await sync.syncNow(id);
      // KuCoin answers every market's fills at once: one history, no market named.
      expect(done).toMatchObject({
        state: 'done',
        marketsDone: 1,
        marketsTotal: 1,
        tradesImported: 123,
        lastRunTrades: 123,
        lastError: null,
      });
      const rows = await sync.trades(id);
      expect(rows).toHaveLength(123);
      expect(new Set(rows.map((r) => r.external_id))).toEqual(
        new Set([...busy, ...eth].map((f) => `kucoin:${f.symbol}:${f.tradeId}`)),
      );
      expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['import']));
      expect(rows.every((r) => Number(r.amount) === 0.01)).toBe(true);
      const btc = rows.filter((r) => r.asset === 'BTC');
      expect(btc.filter((r) => r.side === 'buy')).toHaveLength(60);
      expect(btc.every((r) => Number(r.price) === 50_000)).toBe(true);
      expect(rows.filter((r) => r.asset === 'ETH').map((r) => Number(r.price))).toEqual([
        3000, 3000, 3000,
      ]);
      // The busy week's oldest and newest fills are both there (a page of the newest alone is not
      // the week).
      expect(btc[0]!.executed_at_ms).toBe(String(busy[0]!.createdAt));
      expect(btc.at(-1)!.executed_at_ms).toBe(String(busy.at(-1)!.createdAt));
      // Every request keeps within KuCoin's week, and the weeks cover the 90 days.
      const asked = exchange.fillsAsked(null);
      expect(asked.every((a) => a.end - a.start < 7 * DAY && a.end >= a.start)).toBe(true);
      expect(new Set(asked.map((a) => a.start)).size).toBeGreaterThanOrEqual(13);
      // The balances come from the trade account: 0.5 BTC that no trade explains.
      expect(done.reconciliation?.assets).toContainEqual(
        expect.objectContaining({ asset: 'BTC', exchange: '0.5', position: '0' }),
      );

      exchange.requests.length = 0;
      await sync.syncAgainAddsNothing(id, 123);
      // From the history's cursor: the last minutes again, not the 90 days.
      expect(new Set(exchange.fillsAsked(null).map((a) => a.start)).size).toBe(1);
    });

    sharedStories(KUCOIN);
  });

  describe('Bitget spot', () => {
    it('reads a history of two 90-day windows, several pages a window, into the ledger; a second sync adds nothing', async () => {
      const exchange = fresh(BITGET);
      const id = await account(BITGET, 'real');
      const now = Date.now();
      // 120 days back: two windows (Bitget answers 90 days a request), the first from 120 to 30
      // days ago, the second from then to now.
      // 250 BTCUSDT fills 60 days ago, one every 5 minutes (21 hours): 100 a page, newest
      // first, so three pages.
      const busy = exchange.addFills('BTCUSDT', 250, { from: now - 60 * DAY, stepMs: 5 * MINUTE });
      // 20 more in the second window.
      const recent = exchange.addFills('BTCUSDT', 20, { from: now - 5 * DAY, stepMs: HOUR });
      const eth = [70, 40, 2].flatMap((daysAgo) =>
        exchange.addFills('ETHUSDT', 1, { from: now - daysAgo * DAY, stepMs: 1, price: '3000' }),
      );

      const done = await sync.syncNow(id, { sinceDays: 120 });
      expect(done).toMatchObject({
        state: 'done',
        marketsDone: 3,
        marketsTotal: 3,
        tradesImported: 273,
        lastRunTrades: 273,
        lastError: null,
      });
      const rows = await sync.trades(id);
      expect(rows).toHaveLength(273);
      expect(new Set(rows.map((r) => r.external_id))).toEqual(
        new Set([...busy, ...recent, ...eth].map((f) => `bitget:${f.symbol}:${f.tradeId}`)),
      );
      expect(rows.every((r) => Number(r.amount) === 0.01)).toBe(true);
      const btc = rows.filter((r) => r.asset === 'BTC');
      expect(btc).toHaveLength(270);
      expect(btc.every((r) => Number(r.price) === 50_000)).toBe(true);
      expect(btc[0]!.executed_at_ms).toBe(busy[0]!.cTime);
      expect(btc.at(-1)!.executed_at_ms).toBe(recent.at(-1)!.cTime);
      // Every request keeps within Bitget's 90 days, 100 fills at most.
      const asked = exchange.fillsAsked('BTCUSDT');
      expect(asked.every((a) => a.end - a.start < 90 * DAY && a.end >= a.start)).toBe(true);
      expect(asked.every((a) => a.query.get('limit') === '100')).toBe(true);
      expect(new Set(asked.map((a) => a.start)).size).toBeGreaterThanOrEqual(2);
      expect(done.reconciliation?.assets).toContainEqual(
        expect.objectContaining({ asset: 'BTC', exchange: '0.5', position: '0' }),
      );

      exchange.requests.length = 0;
      await sync.syncAgainAddsNothing(id, 273, { sinceDays: 120 });
      expect(new Set(exchange.fillsAsked('BTCUSDT').map((a) => a.start)).size).toBe(1);
    });

    sharedStories(BITGET);
  });
});
