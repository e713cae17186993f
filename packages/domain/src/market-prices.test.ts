import { describe, expect, it } from 'vitest';
import { convertAmount, usdPrice, type PriceLookup } from './market-prices';

const book: Record<string, number> = { 'BTC/USDT': 100_000, 'ETH/USDC': 2_500, 'USDT/TRY': 40 };
const lookup: PriceLookup = (base, quote) => book[`${base}/${quote}`];

describe('conversion through USD and the stable coins', () => {
  it('values stable coins at 1 USD and others through a stable pair', () => {
    expect(usdPrice('DAI', lookup)).toBe(1);
    expect(usdPrice('btc', lookup)).toBe(100_000);
    // 1 TRY = 1/40 USDT
    expect(usdPrice('TRY', lookup)).toBe(0.025);
    expect(usdPrice('DOGE', lookup)).toBeUndefined();
  });

  it('converts directly, inversely, or through USD', () => {
    expect(convertAmount(2, 'BTC', 'USDT', lookup)).toBe(200_000); // 2 × 100,000
    expect(convertAmount(50_000, 'USDT', 'BTC', lookup)).toBe(0.5); // 50,000 / 100,000
    expect(convertAmount(10, 'ETH', 'BTC', lookup)).toBe(0.25); // 10 × 2,500 / 100,000
    expect(convertAmount(7, 'TUSD', 'BUSD', lookup)).toBe(7);
    expect(convertAmount(3, 'XRP', 'xrp', lookup)).toBe(3);
  });

  it("throws the spec's message when no price connects the assets", () => {
    expect(() => convertAmount(1, 'DOGE', 'USDT', lookup)).toThrow(
      'Cannot convert from DOGE to USDT with available price data',
    );
    expect(() => convertAmount(1, 'BTC', 'EUR', lookup)).toThrow(
      'Cannot convert from BTC to EUR with available price data',
    );
  });
});
