import type { Trade } from '@pulso/domain/schemas';

let counter = 0;
export function aTrade(overrides: Partial<Trade> = {}): Trade {
  counter += 1;
  return {
    id: `00000000-0000-4000-9000-${counter.toString(16).padStart(12, '0')}`,
    accountId: '00000000-0000-4000-8000-0000000000aa',
    accountName: 'Cuenta',
    type: 'buy',
    symbol: 'BTCUSDT',
    asset: 'BTC',
    quoteAsset: 'USDT',
    exchange: 'binance',
    amount: '0.250000000000000000',
    price: '62000.000000000000000000',
    total: '15500.000000000000000000',
    fee: '15.500000000000000000',
    feeAsset: 'USDT',
    source: 'manual',
    orderId: `order-${counter}`,
    realizedPnl: '0.000000000000000000',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
