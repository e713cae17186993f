import type { Trade } from 'ccxt';
import { describe, expect, it } from 'vitest';
import { toRow, type Market } from './exchange-trades';

const trade = (amount: number): Trade =>
  ({
    id: '1001',
    order: '77',
    timestamp: 1_790_000_000_000,
    datetime: '',
    symbol: 'BTC/USDT:USDT',
    type: 'market',
    side: 'buy',
    takerOrMaker: 'taker',
    amount,
    price: 50_000,
    cost: 0,
    fee: { cost: 1.5, currency: 'USDT' },
    info: {},
    fees: [],
  }) as Trade;

const market = (contractSize: number | undefined) =>
  ({ id: 'XBTUSDTM', symbol: 'BTC/USDT:USDT', base: 'BTC', quote: 'USDT', contractSize }) as Market;

describe('an exchange trade as an import row', () => {
  it('counts a contract market’s trade in the coin: 50 contracts of 0.001 BTC are 0.05 BTC', () => {
    const [row] = toRow('kucoin', market(0.001), trade(50), 0);
    expect(row).toMatchObject({
      asset: 'BTC',
      quoteAsset: 'USDT',
      side: 'buy',
      amount: '0.05',
      price: '50000',
      fee: '1.5',
      feeAsset: 'USDT',
      externalId: 'kucoin:XBTUSDTM:1001',
      orderId: '77',
    });
  });

  it('a spot trade (no contract size) keeps its amount, and one before the start is none', () => {
    expect(toRow('binance', market(undefined), trade(0.25), 0)[0]!.amount).toBe('0.25');
    expect(toRow('binance', market(undefined), trade(0.25), 1_790_000_000_001)).toEqual([]);
  });
});
