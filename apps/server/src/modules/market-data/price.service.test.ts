import { candleOpenTime, type Candle } from '@pulso/domain';
import { describe, expect, it } from 'vitest';
import type { CandleRequest, MarketSource } from './market-source';
import { PriceService } from './price.service';
import { SeriesInUse } from './series-in-use';
import { SimulatedSource } from './simulated/simulated-source';

const NOW = Date.parse('2025-11-19T15:42:17.250Z');
const MINUTE = 60_000;

/** A market where each symbol's last 1-minute close is given, optionally some minutes old. */
function marketOf(closes: Record<string, number>, minutesOld = 0, stale = false): MarketSource {
  return {
    simulated: false,
    async candles({ symbol, now }: CandleRequest) {
      const close = closes[symbol];
      if (close === undefined) return { data: [] };
      const openTime = candleOpenTime('1m', now) - minutesOld * MINUTE;
      const candle: Candle = { openTime, open: close, high: close, low: close, close, volume: 1 };
      return stale ? { data: [candle], stale } : { data: [candle] };
    },
  };
}

const service = (source: MarketSource) => new PriceService(source, new SeriesInUse(), () => NOW);

describe('price service', () => {
  it('gives the latest close per exchange and symbol', async () => {
    const simulated = new SimulatedSource();
    const prices = service(simulated);
    const binance = await prices.latest('binance', 'BTCUSDT');
    const bybit = await prices.latest('bybit', 'BTCUSDT');
    expect(binance).toMatchObject({ stale: false, openTime: candleOpenTime('1m', NOW) });
    expect(binance!.price).not.toBe(bybit!.price);
    expect(Math.abs(binance!.price / bybit!.price - 1)).toBeLessThan(0.001);
  });

  it('calls a price more than 2 intervals behind stale (spec §9)', async () => {
    expect((await service(marketOf({ BTCUSDT: 1 }, 2)).latest('binance', 'BTCUSDT'))!.stale).toBe(
      false,
    );
    expect((await service(marketOf({ BTCUSDT: 1 }, 3)).latest('binance', 'BTCUSDT'))!.stale).toBe(
      true,
    );
    expect(
      (await service(marketOf({ BTCUSDT: 1 }, 0, true)).latest('binance', 'BTCUSDT'))!.stale,
    ).toBe(true);
    expect(await service(marketOf({})).latest('binance', 'BTCUSDT')).toBeUndefined();
  });

  it('converts through USD and the stable coins', async () => {
    const prices = service(marketOf({ BTCUSDT: 100_000, ETHUSDC: 2_500, SOLUSDT: 150 }));
    // 0.5 BTC × 100,000 USDT/BTC
    expect(await prices.convert(0.5, 'BTC', 'USDT')).toBe(50_000);
    // Stable coins are all USD: 1,000 USDT = 1,000 USD = 1,000 DAI
    expect(await prices.convert(1_000, 'usdt', 'DAI')).toBe(1_000);
    // 2 ETH × 2,500 USD / 100,000 USD per BTC = 0.05 BTC
    expect(await prices.convert(2, 'ETH', 'BTC')).toBeCloseTo(0.05, 12);
    // 300 USDC / 150 USD per SOL = 2 SOL
    expect(await prices.convert(300, 'USDC', 'SOL')).toBe(2);
  });

  it("fails with the spec's message when prices are lacking", async () => {
    const prices = service(marketOf({ BTCUSDT: 100_000 }));
    await expect(prices.convert(1, 'BTC', 'EUR')).rejects.toThrow(
      'Cannot convert from BTC to EUR with available price data',
    );
    await expect(prices.convert(1, 'ETH', 'USDT')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Cannot convert from ETH to USDT with available price data',
    });
  });

  it('converts at a past time with the prices of that minute', async () => {
    const simulated = new SimulatedSource();
    const prices = service(simulated);
    const at = Date.parse('2024-03-14T10:00:30Z');
    const btc = await prices.priceAt('binance', 'BTCUSDT', at);
    const [minute] = (
      await simulated.candles({
        exchange: 'binance',
        symbol: 'BTCUSDT',
        grouping: '1m',
        start: at,
        end: at,
        now: NOW,
      })
    ).data;
    expect(btc).toBe(minute!.close);
    const btcUsdc = await prices.priceAt('binance', 'BTCUSDC', at);
    // The direct pair wins: 2 BTC × the BTC/USDC close of that minute
    expect(await prices.convert(2, 'BTC', 'USDC', { at })).toBe(2 * btcUsdc!);
  });

  it('prices the fee coins and the coins of the demo and test files, for conversion only', async () => {
    const simulated = new SimulatedSource();
    const prices = service(simulated);
    const at = Date.parse('2024-03-14T10:00:30Z');
    for (const coin of ['BNB', 'KCS', 'BGB', 'MNT', 'OKB', 'ALGO', '1INCH', 'KAS', 'COMP', 'ICP']) {
      for (const exchange of ['binance', 'kucoin', 'bybit', 'bitget'] as const) {
        const rate = await prices.usdRate(coin, exchange, at);
        expect(rate, `${coin} on ${exchange}`).toBeGreaterThan(0);
        expect(await simulated.usdPrice(exchange, coin, at, NOW)).toBe(rate);
      }
    }
    // Each exchange shows its own price, a few basis points apart.
    const bnb = await prices.usdRate('BNB', 'binance', at);
    const kucoinBnb = await prices.usdRate('BNB', 'kucoin', at);
    expect(bnb).not.toBe(kucoinBnb);
    expect(Math.abs(bnb! / kucoinBnb! - 1)).toBeLessThan(0.001);
    // A coin it does not know stays unpriced, with the spec's message where asked directly.
    expect(await prices.usdRate('NOPE', 'binance', at)).toBeNull();
    await expect(prices.convert(1, 'NOPE', 'USD', { at })).rejects.toThrow(
      'Cannot convert from NOPE to USD with available price data',
    );
  });

  it('usdRates answers as usdRate one by one, and the same again from the minutes it kept', async () => {
    const prices = service(new SimulatedSource());
    // Times over three days, two in one minute, one in the minute still open at NOW.
    const times = [
      ...Array.from({ length: 40 }, (_, i) => NOW - 3 * 86_400_000 + i * 97 * MINUTE + 1_234),
      NOW - 3 * 86_400_000 + 1_500,
      NOW - 1_000,
    ];
    const one = await Promise.all(times.map((t) => prices.usdRate('BNB', 'binance', t)));
    const first = await prices.usdRates('BNB', 'binance', times);
    expect(first).toEqual(one);
    expect(first.every((r) => r !== null && r > 0)).toBe(true);
    expect(await prices.usdRates('BNB', 'binance', times)).toEqual(first);
    expect(await prices.usdRates('BNB', 'binance', times.slice(5, 9))).toEqual(first.slice(5, 9));
    expect(await prices.usdRates('NOPE', 'binance', times.slice(0, 2))).toEqual([null, null]);
  });
});
