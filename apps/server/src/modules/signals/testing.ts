/** Test helpers of the signal pipeline: accounts, a market at fixed prices, signals, reads. */
import type { SignalSource, StoredSignalPayload } from '@pulso/domain';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, receiverLogs, signals, trades } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { exchangeIds, type TestApp } from '../../test/harness';
import { PriceService, SeriesInUse, type MarketSource } from '../market-data';
import { API_KEY, API_SECRET, FakeBinance, useMarketData } from '../market-data/testing';
import { PaperBalancesRepository } from './gateways/paper-balances.repository';

/** The paper exchange's market: every symbol at the price set here (default 50,000). */
export function fixMarketPrices(
  t: Pick<TestApp, 'container'>,
  prices: Map<string, number> = new Map(),
) {
  const source: MarketSource = {
    simulated: true,
    candles: async ({ symbol, now }) => {
      const p = prices.get(symbol) ?? 50_000;
      const openTime = Math.floor(now / 60_000) * 60_000;
      return { data: [{ openTime, open: p, high: p, low: p, close: p, volume: 1 }] };
    },
  };
  useMarketData(t.container, {
    ...t.container.marketData,
    prices: new PriceService(source, new SeriesInUse()),
  });
  return prices;
}

export async function createAccount(
  t: IdentityTestApp,
  who: SignedIn,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const exchanges = await exchangeIds(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/create',
    headers: who.headers,
    payload: {
      name,
      accountType: 'spot',
      exchangeId: exchanges.binance,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().account.id as string;
}

/**
 * An app on the live gateway: ana signed in, the market at fixed prices, and a fake Binance at
 * the network's edge that the signal worker orders on.
 */
export async function liveTestApp() {
  const t = await createIdentityTestApp({ EXCHANGE_GATEWAY: 'live' });
  const ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  fixMarketPrices(t);
  const exchange = new FakeBinance();
  const worker = t.container.signals.worker({ live: { fetchImplementation: exchange.fetch } });
  return { t, ana, exchange, worker };
}

/** A live account (the fake exchange's API key and secret), with `fields` as created. */
export async function liveAccount(
  t: IdentityTestApp,
  who: SignedIn,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = await createAccount(t, who, name, {
    credentials: { apiKey: API_KEY, secret: API_SECRET },
    ...fields,
  });
  await t.container.db.update(accounts).set({ mode: 'live' }).where(eq(accounts.id, id));
  return id;
}

let orders = 0;
export const T0 = Date.parse('2026-03-02T10:00:00.000Z');

/** Stores a signal as the emit form would (source manual, unless told); answers its ids. */
export async function sendSignal(
  t: IdentityTestApp,
  accountId: string,
  p: Partial<StoredSignalPayload> & Pick<StoredSignalPayload, 'action' | 'contracts'>,
  source: SignalSource = 'manual',
) {
  return t.container.signals.service.enqueue({
    accountId,
    source,
    payload: {
      symbol: 'BTCUSDT',
      time: T0 + ++orders * 1000,
      order_id: `test-${orders}`,
      close: '50000',
      ...p,
    },
  });
}

export const tradesOf = (t: IdentityTestApp, accountId: string) =>
  t.container.db
    .select()
    .from(trades)
    .where(eq(trades.accountId, accountId))
    .orderBy(asc(trades.executedAtMs), asc(trades.createdAt));

export const signalRow = async (t: IdentityTestApp, id: string) =>
  (await t.container.db.select().from(signals).where(eq(signals.id, id)))[0]!;

export const logRow = async (t: IdentityTestApp, id: string) =>
  (await t.container.db.select().from(receiverLogs).where(eq(receiverLogs.id, id)))[0]!;

/** The step logs under a parent log, oldest first. */
export const stepsUnder = (t: IdentityTestApp, parentId: string) =>
  t.container.db
    .select()
    .from(receiverLogs)
    .where(eq(receiverLogs.parentId, parentId))
    .orderBy(asc(receiverLogs.createdAt));

export const balancesOf = (t: IdentityTestApp, accountId: string) =>
  new PaperBalancesRepository(t.container.db).all(accountId);
