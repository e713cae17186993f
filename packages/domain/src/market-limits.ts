/**
 * How much of each coin an order may be, per exchange: the amount step (lot size) and the minimum,
 * as the exchanges' spot markets publish them (Binance LOT_SIZE, KuCoin baseIncrement and
 * baseMinSize, Bybit basePrecision and minOrderQty, Bitget quantityPrecision and minTradeAmount),
 * rounded to the values in force in late 2025. The paper exchange enforces these; live accounts
 * also get the exchange's own figures through ccxt at the order.
 */
import type { ExchangeCode, SupportedCoin } from './constants';

export interface AmountLimits {
  /** Orders are whole multiples of this. */
  step: string;
  /** The smallest order. */
  min: string;
}

type Table = Record<SupportedCoin, readonly [step: string, min: string]>;

const BINANCE: Table = {
  BTC: ['0.00001', '0.00001'],
  ETH: ['0.0001', '0.0001'],
  DOGE: ['1', '1'],
  HBAR: ['1', '1'],
  BCH: ['0.001', '0.001'],
  SHIB: ['1', '1'],
  PEPE: ['1', '1'],
  AAVE: ['0.001', '0.001'],
  AVAX: ['0.01', '0.01'],
  LINK: ['0.01', '0.01'],
  XRP: ['0.1', '0.1'],
  SUI: ['0.1', '0.1'],
  XLM: ['1', '1'],
  SOL: ['0.001', '0.001'],
  ADA: ['0.1', '0.1'],
  TRX: ['0.1', '0.1'],
  TON: ['0.01', '0.01'],
  LTC: ['0.001', '0.001'],
  APT: ['0.01', '0.01'],
  NEAR: ['0.1', '0.1'],
};

const KUCOIN: Table = {
  BTC: ['0.00000001', '0.00001'],
  ETH: ['0.0000001', '0.0001'],
  DOGE: ['0.0001', '1'],
  HBAR: ['0.0001', '1'],
  BCH: ['0.00001', '0.001'],
  SHIB: ['1', '10000'],
  PEPE: ['1', '10000'],
  AAVE: ['0.0001', '0.001'],
  AVAX: ['0.0001', '0.01'],
  LINK: ['0.0001', '0.01'],
  XRP: ['0.0001', '0.1'],
  SUI: ['0.0001', '0.1'],
  XLM: ['0.0001', '1'],
  SOL: ['0.0001', '0.01'],
  ADA: ['0.0001', '0.1'],
  TRX: ['0.0001', '1'],
  TON: ['0.0001', '0.01'],
  LTC: ['0.000001', '0.001'],
  APT: ['0.0001', '0.01'],
  NEAR: ['0.0001', '0.1'],
};

const BYBIT: Table = {
  BTC: ['0.000001', '0.000048'],
  ETH: ['0.00001', '0.00062'],
  DOGE: ['0.1', '1'],
  HBAR: ['0.01', '1'],
  BCH: ['0.0001', '0.001'],
  SHIB: ['1', '10000'],
  PEPE: ['1', '10000'],
  AAVE: ['0.0001', '0.001'],
  AVAX: ['0.001', '0.01'],
  LINK: ['0.001', '0.01'],
  XRP: ['0.01', '0.1'],
  SUI: ['0.01', '0.1'],
  XLM: ['0.1', '1'],
  SOL: ['0.0001', '0.001'],
  ADA: ['0.01', '0.1'],
  TRX: ['0.01', '1'],
  TON: ['0.01', '0.01'],
  LTC: ['0.0001', '0.001'],
  APT: ['0.001', '0.01'],
  NEAR: ['0.01', '0.1'],
};

const BITGET: Table = {
  BTC: ['0.000001', '0.00001'],
  ETH: ['0.0001', '0.0001'],
  DOGE: ['0.1', '1'],
  HBAR: ['0.1', '1'],
  BCH: ['0.0001', '0.001'],
  SHIB: ['1', '10000'],
  PEPE: ['1', '10000'],
  AAVE: ['0.001', '0.001'],
  AVAX: ['0.01', '0.01'],
  LINK: ['0.01', '0.01'],
  XRP: ['0.01', '0.1'],
  SUI: ['0.01', '0.1'],
  XLM: ['0.1', '1'],
  SOL: ['0.001', '0.001'],
  ADA: ['0.01', '0.1'],
  TRX: ['0.01', '1'],
  TON: ['0.01', '0.01'],
  LTC: ['0.001', '0.001'],
  APT: ['0.01', '0.01'],
  NEAR: ['0.01', '0.1'],
};

const TABLES: Record<ExchangeCode, Table> = {
  binance: BINANCE,
  kucoin: KUCOIN,
  bybit: BYBIT,
  bitget: BITGET,
};

/** The amount limits of `coin` on `exchange` (same for its USDT and USDC markets); none if unlisted. */
export function amountLimits(exchange: ExchangeCode, coin: string): AmountLimits | undefined {
  const entry = (TABLES[exchange] as Partial<Record<string, readonly [string, string]>>)[coin];
  return entry && { step: entry[0], min: entry[1] };
}
