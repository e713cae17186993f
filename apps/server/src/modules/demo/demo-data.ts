import { randomBytes } from 'node:crypto';
import {
  Decimal,
  isSupportedSymbol,
  type AccountType,
  type ExchangeCode,
  type SupportedCoin,
} from '@pulso/domain';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Sealer } from '../../lib/sealer';
import { inTransaction } from '../../db/repository';
import { accounts, exchanges, fundingPayments, roles, users } from '../../db/schema';
import { hashWebhookSecret } from '../accounts';
import type { Ledger, LedgerTrade } from '../ledger';
import type { MarketData } from '../market-data';
import { USER_ROLE } from '../roles';
import { seeded } from '../../lib/seeded';

/**
 * Demo data for the embedded start-up (DEMO_DATA, on by default with PGlite and the simulated
 * market): a system user owning a few public accounts (publicStats, publicTrades) with months of
 * simulated trades at the simulated market's prices, so a first visitor sees real dashboards.
 * Idempotent: an account that already has trades is left alone.
 */
export const DEMO_USER_UID = 'system:demo';

/** What seeding needs: the database, the sealer (webhook secrets), the ledger and the market. */
export interface DemoDeps {
  db: Db;
  sealer: Sealer;
  ledger: Ledger;
  marketData: MarketData;
}
const DAY = 86_400_000;
const HOUR = 3_600_000;
const HISTORY_DAYS = 120;
/** Perpetuals settle funding every 8 hours. */
const FUNDING_EVERY = 8 * HOUR;

interface DemoAccount {
  name: string;
  exchange: ExchangeCode;
  accountType: AccountType;
  coins: SupportedCoin[];
  /** Mean hours between trades. */
  everyHours: number;
  /** USD notional per trade. */
  ticket: number;
  seed: number;
}

// Margin and futures accounts (they may go short); none is spot, so a fresh instance's spot
// filter on Cuentas Públicas shows only the users' own accounts.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'Demo · Tendencia BTC/ETH',
    exchange: 'binance',
    accountType: 'crossMargin',
    coins: ['BTC', 'ETH'],
    everyHours: 6,
    ticket: 2_000,
    seed: 11,
  },
  {
    name: 'Demo · Swing altcoins',
    exchange: 'bybit',
    accountType: 'future',
    coins: ['SOL', 'AVAX', 'LINK', 'XRP', 'ADA'],
    everyHours: 3,
    ticket: 800,
    seed: 23,
  },
  {
    name: 'Demo · Scalper',
    exchange: 'kucoin',
    accountType: 'isolatedMargin',
    coins: ['DOGE', 'LTC', 'TRX', 'NEAR'],
    everyHours: 1.5,
    ticket: 300,
    seed: 37,
  },
];

type Log = { info: (obj: object, msg: string) => void };

export async function seedDemoData(ctx: DemoDeps, log?: Log): Promise<void> {
  const started = Date.now();
  const ownerId = await demoUser(ctx);
  let created = 0;
  for (const demo of DEMO_ACCOUNTS) {
    const id = await demoAccount(ctx, ownerId, demo, started);
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from trades where account_id = ${id}`,
    );
    if ((row?.n ?? 0) > 0) continue;
    const { trades, funding } = await simulate(ctx, id, demo, started);
    await inTransaction(ctx.db, async (tx) => {
      await ctx.ledger.append(tx, trades, { bulk: true });
      for (let i = 0; i < funding.length; i += 1000) {
        await tx
          .insert(fundingPayments)
          .values(funding.slice(i, i + 1000).map((f) => ({ accountId: id, ...f })));
      }
    });
    created += trades.length;
  }
  if (created > 0) {
    log?.info({ trades: created, ms: Date.now() - started }, 'demo data created');
  }
}

async function demoUser(ctx: DemoDeps): Promise<string> {
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.uid, DEMO_USER_UID));
  if (existing) return existing.id;
  const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, USER_ROLE));
  const [row] = await ctx.db
    .insert(users)
    .values({
      uid: DEMO_USER_UID,
      email: 'demo@pulso.local',
      displayName: 'Pulso Demo',
      roleId: role!.id,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (row) return row.id;
  return (await ctx.db.select({ id: users.id }).from(users).where(eq(users.uid, DEMO_USER_UID)))[0]!
    .id;
}

/** The first moment of the simulated history: the demo accounts exist from then. */
const historyStart = (now: number) => Math.floor((now - HISTORY_DAYS * DAY) / HOUR) * HOUR;

async function demoAccount(
  ctx: DemoDeps,
  ownerId: string,
  demo: DemoAccount,
  now: number,
): Promise<string> {
  const [existing] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.ownerId, ownerId), eq(accounts.name, demo.name)));
  if (existing) return existing.id;
  const [exchange] = await ctx.db
    .select({ id: exchanges.id })
    .from(exchanges)
    .where(eq(exchanges.code, demo.exchange));
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const [row] = await ctx.db
    .insert(accounts)
    .values({
      ownerId,
      name: demo.name,
      accountType: demo.accountType,
      exchangeId: exchange!.id,
      isPublic: true,
      publicStats: true,
      publicTrades: true,
      webhookSecretHash: hashWebhookSecret(secret),
      webhookSecretSealed: ctx.sealer.seal(secret),
      // Its trades go back four months: 'desde <today>' would contradict them.
      createdAt: new Date(historyStart(now)),
    })
    .returning({ id: accounts.id });
  return row!.id;
}

type DemoFunding = Omit<typeof fundingPayments.$inferInsert, 'accountId'>;

/**
 * A trend-following walk: each coin's position leans with the last day's move, sized by a fixed
 * ticket, at the market's price of that minute; 0.1 % fee in USDT. A futures account's open
 * positions pay or collect funding every 8 hours at a rate between −0.01 % and +0.03 % (longs
 * pay a positive rate, shorts collect it), as perpetuals do.
 */
async function simulate(
  ctx: DemoDeps,
  accountId: string,
  demo: DemoAccount,
  now: number,
): Promise<{ trades: LedgerTrade[]; funding: DemoFunding[] }> {
  const rand = seeded(demo.seed);
  const { prices } = ctx.marketData;
  const start = historyStart(now);
  const held = new Map<string, number>();
  const trades: LedgerTrade[] = [];
  const funding: DemoFunding[] = [];
  let settled = Math.ceil(start / FUNDING_EVERY) * FUNDING_EVERY;
  /** The funding the open positions pay or collect at each settlement up to `until`. */
  const settle = async (until: number) => {
    for (; demo.accountType === 'future' && settled < until; settled += FUNDING_EVERY) {
      const rate = -0.0001 + rand() * 0.0004;
      for (const [coin, position] of held) {
        if (position === 0) continue;
        const symbol = `${coin}USDT`;
        if (!isSupportedSymbol(symbol)) continue;
        const price = await prices.priceAt(demo.exchange, symbol, settled);
        if (!price) continue;
        const amount = new Decimal(-position).times(price).times(rate).toDecimalPlaces(8);
        if (amount.isZero()) continue;
        funding.push({
          asset: coin,
          symbol: `${coin}/USDT:USDT`,
          currency: 'USDT',
          amount: amount.toFixed(),
          amountUsd: amount.toFixed(),
          paidAtMs: settled,
          externalId: `demo:funding:${coin}:${settled}`,
        });
      }
    }
  };
  let at = start;
  while (true) {
    at += Math.max(60_000, Math.floor(-Math.log(1 - rand()) * demo.everyHours * HOUR));
    if (at >= now - 60_000) break;
    await settle(at);
    const coin = demo.coins[Math.floor(rand() * demo.coins.length)]!;
    const symbol = `${coin}USDT`;
    if (!isSupportedSymbol(symbol)) continue;
    const [price, before] = await Promise.all([
      prices.priceAt(demo.exchange, symbol, at),
      prices.priceAt(demo.exchange, symbol, at - DAY),
    ]);
    if (!price || !before) continue;
    const position = held.get(coin) ?? 0;
    const trend = price / before - 1;
    const units = demo.ticket / price;
    // lean with the trend, take profits when the position is large, sometimes at random
    const wantBuy =
      position * price > demo.ticket * 3
        ? rand() < 0.2
        : position < 0 && demo.accountType === 'spot'
          ? true
          : rand() < 0.5 + Math.max(-0.3, Math.min(0.3, trend * 8));
    const amount =
      !wantBuy && demo.accountType === 'spot'
        ? Math.min(position, units * (0.5 + rand()))
        : units * (0.5 + rand());
    if (amount <= 0) continue;
    const amountText = amount.toFixed(coin === 'BTC' || coin === 'ETH' ? 5 : 3);
    if (Number(amountText) <= 0) continue;
    held.set(coin, position + (wantBuy ? 1 : -1) * Number(amountText));
    trades.push({
      accountId,
      symbol,
      asset: coin,
      quoteAsset: 'USDT',
      side: wantBuy ? 'buy' : 'sell',
      amount: amountText,
      price: String(price),
      fee: new Decimal(amountText).times(price).times(0.001).toDecimalPlaces(8).toFixed(),
      feeAsset: 'USDT',
      exchange: demo.exchange,
      executedAtMs: at,
      source: 'strategy',
    });
  }
  await settle(now);
  return { trades, funding };
}
