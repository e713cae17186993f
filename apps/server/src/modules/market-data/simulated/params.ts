/**
 * What makes the simulated market look like the real one: price levels, volatility, correlation
 * with the market and volume per coin; the market's history; each exchange's spread and share.
 * Levels are mid-2025 figures; the curve gives older dates the market's ups and downs.
 */
import type { ExchangeCode, SupportedCoin, SupportedQuote } from '@pulso/domain';

export interface CoinParams {
  /** Price in USD at REFERENCE_DATE. */
  price: number;
  /** Annualised volatility of log returns. */
  vol: number;
  /** How strongly the coin follows the market curve (log-price elasticity). */
  beta: number;
  /** Correlation of its shocks with the market's. */
  rho: number;
  /** Daily USD volume of the USDT pair on binance at REFERENCE_DATE. */
  dailyUsd: number;
}

export const COINS: Record<SupportedCoin, CoinParams> = {
  BTC: { price: 105_000, vol: 0.5, beta: 1, rho: 0.95, dailyUsd: 1.8e9 },
  ETH: { price: 2_600, vol: 0.7, beta: 1.1, rho: 0.85, dailyUsd: 1.2e9 },
  DOGE: { price: 0.19, vol: 0.95, beta: 1.3, rho: 0.7, dailyUsd: 4e8 },
  HBAR: { price: 0.17, vol: 0.95, beta: 1.2, rho: 0.65, dailyUsd: 6e7 },
  BCH: { price: 420, vol: 0.75, beta: 0.9, rho: 0.7, dailyUsd: 5e7 },
  SHIB: { price: 0.000012, vol: 1, beta: 1.3, rho: 0.65, dailyUsd: 8e7 },
  PEPE: { price: 0.000011, vol: 1.2, beta: 1.4, rho: 0.6, dailyUsd: 2.5e8 },
  AAVE: { price: 260, vol: 0.9, beta: 1.2, rho: 0.7, dailyUsd: 1e8 },
  AVAX: { price: 19, vol: 0.9, beta: 1.2, rho: 0.75, dailyUsd: 9e7 },
  LINK: { price: 14, vol: 0.85, beta: 1.2, rho: 0.75, dailyUsd: 1e8 },
  XRP: { price: 2.2, vol: 0.85, beta: 1.1, rho: 0.7, dailyUsd: 4e8 },
  SUI: { price: 3.1, vol: 1, beta: 1.3, rho: 0.65, dailyUsd: 2e8 },
  XLM: { price: 0.27, vol: 0.85, beta: 1, rho: 0.65, dailyUsd: 4e7 },
  SOL: { price: 155, vol: 0.85, beta: 1.25, rho: 0.8, dailyUsd: 6e8 },
  ADA: { price: 0.65, vol: 0.85, beta: 1.1, rho: 0.75, dailyUsd: 1.2e8 },
  TRX: { price: 0.27, vol: 0.5, beta: 0.6, rho: 0.5, dailyUsd: 6e7 },
  TON: { price: 3, vol: 0.8, beta: 0.9, rho: 0.55, dailyUsd: 4e7 },
  LTC: { price: 88, vol: 0.75, beta: 0.9, rho: 0.7, dailyUsd: 6e7 },
  APT: { price: 4.8, vol: 0.95, beta: 1.25, rho: 0.7, dailyUsd: 5e7 },
  NEAR: { price: 2.4, vol: 0.95, beta: 1.25, rho: 0.7, dailyUsd: 6e7 },
};

/**
 * Coins the simulated market prices for conversion only (they cannot be traded in Pulso): the
 * exchanges' fee coins, and every other coin of the demo and test files. What a trade's quote or
 * fee in one of them is worth in USD at its time; never a tradable symbol.
 */
export const CONVERSION_COINS: Readonly<Record<string, CoinParams>> = {
  BNB: { price: 650, vol: 0.55, beta: 0.8, rho: 0.8, dailyUsd: 1.5e8 },
  KCS: { price: 10, vol: 0.6, beta: 0.7, rho: 0.6, dailyUsd: 3e6 },
  BGB: { price: 4.5, vol: 0.7, beta: 0.8, rho: 0.55, dailyUsd: 1e7 },
  MNT: { price: 0.65, vol: 0.9, beta: 1.1, rho: 0.6, dailyUsd: 2e7 },
  OKB: { price: 50, vol: 0.6, beta: 0.8, rho: 0.6, dailyUsd: 1e7 },
  ALGO: { price: 0.2, vol: 0.9, beta: 1.1, rho: 0.7, dailyUsd: 2e7 },
  '1INCH': { price: 0.2, vol: 0.95, beta: 1.2, rho: 0.65, dailyUsd: 1e7 },
  KAS: { price: 0.08, vol: 1, beta: 1.2, rho: 0.55, dailyUsd: 2e7 },
  COMP: { price: 45, vol: 0.95, beta: 1.2, rho: 0.65, dailyUsd: 1.5e7 },
  ICP: { price: 5, vol: 0.95, beta: 1.2, rho: 0.65, dailyUsd: 2.5e7 },
  WIF: { price: 0.9, vol: 1.3, beta: 1.5, rho: 0.55, dailyUsd: 1.5e8 },
  '1000PEPE': { price: 0.011, vol: 1.2, beta: 1.4, rho: 0.6, dailyUsd: 1e8 },
};

/** A coin's parameters, tradable or priced for conversion only; undefined when unknown. */
export const coinParams = (coin: string): CoinParams | undefined =>
  (COINS as Record<string, CoinParams>)[coin] ?? CONVERSION_COINS[coin];

export const REFERENCE_DATE = Date.UTC(2025, 5, 1);

/** The market (a bitcoin-like USD level) at dates in its history; log-linear in between. */
const CURVE: ReadonlyArray<readonly [number, number]> = [
  [Date.UTC(2017, 0, 2), 1_000],
  [Date.UTC(2017, 5, 1), 2_400],
  [Date.UTC(2017, 11, 17), 19_000],
  [Date.UTC(2018, 1, 6), 7_000],
  [Date.UTC(2018, 11, 15), 3_200],
  [Date.UTC(2019, 5, 26), 12_000],
  [Date.UTC(2020, 2, 13), 5_000],
  [Date.UTC(2020, 11, 31), 29_000],
  [Date.UTC(2021, 3, 14), 63_000],
  [Date.UTC(2021, 6, 20), 30_000],
  [Date.UTC(2021, 10, 10), 67_000],
  [Date.UTC(2022, 5, 18), 19_000],
  [Date.UTC(2022, 10, 21), 16_000],
  [Date.UTC(2023, 6, 1), 30_000],
  [Date.UTC(2024, 2, 14), 72_000],
  [Date.UTC(2024, 7, 5), 54_000],
  [Date.UTC(2024, 11, 17), 106_000],
  [Date.UTC(2025, 3, 8), 77_000],
  [REFERENCE_DATE, 105_000],
];

/** ln(market level at `ms` / level at REFERENCE_DATE); flat before and after the curve. */
export function marketLogLevel(ms: number): number {
  const last = CURVE[CURVE.length - 1]!;
  const ref = Math.log(last[1]);
  if (ms >= last[0]) return 0;
  const first = CURVE[0]!;
  if (ms <= first[0]) return Math.log(first[1]) - ref;
  let i = 1;
  while (CURVE[i]![0] < ms) i++;
  const [t0, p0] = CURVE[i - 1]!;
  const [t1, p1] = CURVE[i]!;
  const f = (ms - t0) / (t1 - t0);
  return Math.log(p0) + f * (Math.log(p1) - Math.log(p0)) - ref;
}

/** Exchanges quote slightly apart (a few basis points) and trade different volumes. */
export const EXCHANGE_PARAMS: Record<ExchangeCode, { premium: number; share: number }> = {
  binance: { premium: 0, share: 1 },
  kucoin: { premium: 0.00035, share: 0.16 },
  bybit: { premium: -0.00025, share: 0.42 },
  bitget: { premium: 0.00015, share: 0.3 },
};

/** USDC pairs track USDT pairs a hair apart, with a fraction of their volume. */
export const QUOTE_PARAMS: Record<SupportedQuote, { premium: number; share: number }> = {
  USDT: { premium: 0, share: 1 },
  USDC: { premium: -0.00012, share: 0.18 },
};

/** Decimals for about eight significant digits at the reference price (BTC: 2, PEPE: 12). */
export function priceDecimals(price: number): number {
  return Math.max(2, 7 - Math.floor(Math.log10(price)));
}
