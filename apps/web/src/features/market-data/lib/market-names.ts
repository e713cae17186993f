import { parseSymbol, type SupportedCoin } from '@pulso/domain/core';

export const COIN_NAMES: Record<SupportedCoin, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  DOGE: 'Dogecoin',
  HBAR: 'Hedera',
  BCH: 'Bitcoin Cash',
  SHIB: 'Shiba Inu',
  PEPE: 'Pepe',
  AAVE: 'Aave',
  AVAX: 'Avalanche',
  LINK: 'Chainlink',
  XRP: 'XRP',
  SUI: 'Sui',
  XLM: 'Stellar',
  SOL: 'Solana',
  ADA: 'Cardano',
  TRX: 'TRON',
  TON: 'Toncoin',
  LTC: 'Litecoin',
  APT: 'Aptos',
  NEAR: 'NEAR Protocol',
};

/** 'BTCUSDT' → 'BTC/USDT'. */
export function pairLabel(symbol: string): string {
  const { base, quote } = parseSymbol(symbol);
  return `${base}/${quote}`;
}
