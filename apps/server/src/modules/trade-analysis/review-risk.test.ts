import { MESSAGES, type ReviewResponse } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import golden from '../../../../../packages/domain/src/fixtures/period-risk/golden.json';
import { fundingPayments } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { appendTrades, testTrade } from '../ledger/testing';
import { createAccount } from '../signals/testing';
import type { LedgerTrade } from '../ledger';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface GoldenCase {
  name: string;
  input: {
    capital: number;
    firstDay: string;
    lastDay: string;
    days: { day: string; net: number }[];
  };
  expected: NonNullable<ReviewResponse['risk']>;
}

/** Within the fixture's tolerance: 1e-9 relative or absolute, whichever is looser. */
const near = (a: number | null, b: number | null) =>
  a === b || (a !== null && b !== null && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)));

describe(`the review's period figures through the API (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp({ PAPER_STARTING_BALANCE: '25000' });
    await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
  });
  afterAll(() => t.close());

  const get = (url: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  const write = (trades: LedgerTrade[]) => appendTrades(t, trades);
  const account = (who: SignedIn, name: string, flags: object = {}) =>
    createAccount(t, who, name, flags as Record<string, unknown>);

  /** A round trip on BTC that makes `net` USD before `fee`: bought at 20,000, sold at 20,000 + net. */
  const dayTrip = (accountId: string, atMs: number, net: number, fee = '0') => [
    testTrade(accountId, {
      asset: 'BTC',
      side: 'buy',
      amount: '1',
      price: '20000',
      executedAtMs: atMs,
    }),
    testTrade(accountId, {
      asset: 'BTC',
      side: 'sell',
      amount: '1',
      price: (20_000 + net).toFixed(2),
      fee,
      executedAtMs: atMs + HOUR,
    }),
  ];

  it('matches the golden figures (computed once in Python from the same 250 days) within 1e-9', async () => {
    const c = (golden.cases as GoldenCase[]).find((g) => g.name === 'synthetic-250')!;
    const span =
      (Date.parse(`${c.input.lastDay}T00:00:00Z`) - Date.parse(`${c.input.firstDay}T00:00:00Z`)) /
      DAY;
    // The fixture's days, moved to end five days ago (a custom range may not end in the future).
    const first = Math.floor(Date.now() / DAY) * DAY - (span + 5) * DAY;
    const shift = (day: string) =>
      isoDay(
        first + (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${c.input.firstDay}T00:00:00Z`)),
      );
    const nets = new Map(c.input.days.map((d) => [d.day, d.net]));
    const id = await account(ana, 'Curva dorada');
    const trades: LedgerTrade[] = [];
    for (let i = 0; i <= span; i++) {
      const golden = isoDay(Date.parse(`${c.input.firstDay}T00:00:00Z`) + i * DAY);
      // Every day trades (a flat day nets zero): the curve starts on the fixture's first day.
      trades.push(...dayTrip(id, first + i * DAY + 10 * HOUR, nets.get(golden) ?? 0));
    }
    await write(trades);
    const res = await get(
      `/api/trade-analysis/review?accountId=${id}&timeframe=custom&startDate=${isoDay(first)}&endDate=${shift(c.input.lastDay)}&timeZone=UTC&capital=${c.input.capital}`,
      ana,
    );
    expect(res.statusCode, res.body).toBe(200);
    const risk = (res.json() as ReviewResponse).risk!;
    const want = c.expected;
    expect(risk.days).toBe(want.days);
    expect(risk.few).toBe(want.few);
    expect(risk.capitalExhausted).toBe(want.capitalExhausted);
    for (const key of [
      'capital',
      'endEquity',
      'totalReturnPct',
      'volatilityPct',
      'sharpe',
      'sortino',
      'cagrPct',
      'calmar',
      'maxDrawdownPct',
      'underwaterPct',
    ] as const) {
      expect(near(risk[key], want[key]), `${key}: ${risk[key]} vs ${want[key]}`).toBe(true);
    }
    expect(risk.underwater).toHaveLength(want.days);
    expect(risk.episodes.map((e) => ({ ...e, depthPct: 0, depth: 0 }))).toEqual(
      want.episodes.map((e) => ({
        ...e,
        start: shift(e.start),
        trough: shift(e.trough),
        recovery: e.recovery === null ? null : shift(e.recovery),
        depthPct: 0,
        depth: 0,
      })),
    );
    risk.episodes.forEach((e, i) => {
      expect(near(e.depthPct, want.episodes[i]!.depthPct)).toBe(true);
      expect(near(e.depth, want.episodes[i]!.depth)).toBe(true);
    });
  });

  it('starts from the paper starting balance per account by default, and refuses a capital that is not a positive amount', async () => {
    const id = await account(ana, 'Capital por defecto');
    await write(dayTrip(id, Date.now() - 3 * DAY, 125.5, '2.5'));
    const base = `/api/trade-analysis/review?accountId=${id}&timeframe=last_7_days`;
    const risk = (await get(base, ana)).json().risk as ReviewResponse['risk'];
    expect(risk!.capital).toBe(25_000);
    // The day's net is its realized PnL less its fees.
    expect(risk!.endEquity).toBeCloseTo(25_123, 8);
    for (const bad of ['0', '-5', 'abc', '1e13', 'Infinity']) {
      const res = await get(`${base}&capital=${bad}`, ana);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe(MESSAGES.review.capital);
    }
    // All of the caller's accounts: the default capital is the balance of each.
    const all = (await get('/api/trade-analysis/review?timeframe=last_7_days', ana)).json();
    const own = (await get('/api/account/list?limit=100', ana)).json();
    expect(all.risk.capital).toBe(25_000 * own.pagination.total);
  });

  it('has no curve for an account that never traded, and counts days in the viewer’s zone', async () => {
    const idle = await account(bob, 'Sin operaciones');
    const none = await get(`/api/trade-analysis/review?accountId=${idle}&timeframe=all_time`, bob);
    expect(none.json().risk).toBeNull();

    // 23:30 UTC is already the next day in Madrid (UTC+1 in winter, +2 in summer).
    const id = await account(bob, 'Zona horaria');
    const eve = Math.floor(Date.now() / DAY) * DAY - 4 * DAY + 22 * HOUR + 30 * 60_000;
    await write(dayTrip(id, eve, -300));
    const day = (zone: string) =>
      get(
        `/api/trade-analysis/review?accountId=${id}&timeframe=last_7_days&timeZone=${zone}&capital=1000`,
        bob,
      ).then((r) => (r.json() as ReviewResponse).risk!);
    const utc = await day('UTC');
    const madrid = await day('Europe/Madrid');
    expect(utc.episodes[0]!.start).toBe(isoDay(eve));
    expect(madrid.episodes[0]!.start).toBe(isoDay(eve + DAY));
    expect(madrid.maxDrawdownPct).toBeCloseTo(-30, 8);
  });

  it('is the same figure on the public review, and answers 404 there for a private account', async () => {
    const id = await account(bob, 'Pública', { isPublic: true, publicStats: true });
    await write(dayTrip(id, Date.now() - 2 * DAY, 40));
    const url = `/api/trade-analysis/public/review?accountId=${id}&timeframe=last_7_days&capital=2000`;
    const visitor = await get(url);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().risk.totalReturnPct).toBeCloseTo(2, 8);
    const hidden = await account(bob, 'Privada');
    expect(
      (await get(`/api/trade-analysis/public/review?accountId=${hidden}&timeframe=last_7_days`))
        .statusCode,
    ).toBe(404);
  });

  it('serves a repeated review from memory until a trade, a funding payment or the minute changes it', async () => {
    const id = await account(ana, 'En memoria', { accountType: 'future' });
    await write(dayTrip(id, Date.now() - 2 * DAY, 10));
    const url = `/api/trade-analysis/review?accountId=${id}&timeframe=last_7_days&capital=1000`;
    const first = (await get(url, ana)).json() as ReviewResponse;
    const kept = t.container.caches.reviews.size;
    const again = (await get(url, ana)).json() as ReviewResponse;
    expect(again).toEqual(first);
    expect(t.container.caches.reviews.size).toBe(kept);

    // A trade written after the answer was kept is in the next one.
    await write(dayTrip(id, Date.now() - DAY, 20));
    const traded = (await get(url, ana)).json() as ReviewResponse;
    expect(traded.statistics.trips).toBe(first.statistics.trips + 1);
    expect(traded.risk!.endEquity).toBeCloseTo(1_030, 8);

    // A funding payment is not a trade, and counts in the curve from the next request on.
    await t.container.db.insert(fundingPayments).values({
      accountId: id,
      asset: 'BTC',
      symbol: 'BTC/USDT:USDT',
      currency: 'USDT',
      amount: '-5',
      amountUsd: '-5',
      paidAtMs: Date.now() - DAY + 5 * HOUR,
      externalId: 'funding-1',
    });
    const funded = (await get(url, ana)).json() as ReviewResponse;
    expect(funded.risk!.endEquity).toBeCloseTo(1_025, 8);
  });
});
