import { describe, expect, it } from 'vitest';
import { money, percent } from './analytics';
import { analyzeTrades, type AnalyticsTrade, type AnalyzeOptions } from './analytics-reference';
import { AppError } from './errors';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 1);
const day = (n: number, hours = 0) => T0 + n * DAY + hours * 3_600_000;

const buy = (
  amount: number,
  price: number,
  at: number,
  extra: Partial<AnalyticsTrade> = {},
): AnalyticsTrade => ({
  asset: 'BTC',
  quoteAsset: 'USDT',
  side: 'buy',
  amount,
  price,
  executedAtMs: at,
  ...extra,
});
const sell = (amount: number, price: number, at: number, extra: Partial<AnalyticsTrade> = {}) =>
  buy(amount, price, at, { side: 'sell', ...extra });

const all = (
  marks: Record<string, number> = {},
  extra: Partial<AnalyzeOptions> = {},
): AnalyzeOptions => ({
  startMs: T0,
  endMs: day(30),
  grouping: '1d',
  mark: (asset) => marks[asset],
  ...extra,
});

describe('analytics (DESIGN §7)', () => {
  it('a perpetual long collecting and paying funding', () => {
    const r = analyzeTrades(
      [buy(2, 100, day(0)), sell(2, 105, day(2), { fee: 0.21 })],
      all(
        {},
        {
          funding: [
            { asset: 'BTC', amountUsd: '0.4', paidAtMs: day(0, 8) },
            { asset: 'BTC', amountUsd: '-0.15', paidAtMs: day(1, 8) },
            // Before the range: not counted.
            { asset: 'BTC', amountUsd: '9', paidAtMs: T0 - DAY },
          ],
        },
      ),
    );
    // realized = 2·(105 − 100) = 10; funding = 0.4 − 0.15 = 0.25
    expect(r.pnlData.realized).toBe('10');
    expect(r.pnlData.funding).toBe('0.25');
    // totalPnL = realized + unrealized − fees + funding = 10 + 0 − 0.21 + 0.25 = 10.04
    expect(r.pnlData.totalPnL).toBe('10.04');
    // roi = 10.04 / 200 × 100 = 5.02
    expect(r.pnlData.roi).toBe(5.02);
    // funding is no trade: 2 trades, one closing (a win)
    expect(r.volumeData.tradeCount).toBe(2);
    expect(r.performanceStats).toMatchObject({ wins: 1, closingTrades: 1 });
    // the series: day 0 +0.4 → 0.4; day 1 −0.15 → 0.25; day 2 +10 − 0.21 → 10.04
    expect(r.timeSeriesData.map((p) => [p.funding, p.cumulativePnl])).toEqual([
      ['0.4', '0.4'],
      ['-0.15', '0.25'],
      ['0', '10.04'],
    ]);
    // per asset: BTC's totalReturn = 10 − 0.21 + 0.25 = 10.04
    expect(r.assetAllocation[0]).toMatchObject({
      asset: 'BTC',
      funding: '0.25',
      totalReturn: '10.04',
    });
  });

  it('buy and sell in parts', () => {
    const r = analyzeTrades(
      [buy(1, 100, day(0)), sell(0.4, 110, day(1)), sell(0.6, 90, day(2))],
      all(),
    );
    // 0.4·(110 − 100) = 4; 0.6·(90 − 100) = −6; realized = −2
    expect(r.pnlData.realized).toBe('-2');
    // flat at the end: unrealized 0; totalPnL = −2 + 0 − 0
    expect(r.pnlData.unrealized).toBe('0');
    expect(r.pnlData.totalPnL).toBe('-2');
    // invested = 1·100 (only the buy opened); roi = −2 / 100 × 100
    expect(r.pnlData.totalInvested).toBe('100');
    expect(r.pnlData.roi).toBe(-2);
    // two closing trades, one wins: 1 / 2 × 100
    expect(r.performanceStats).toMatchObject({ wins: 1, losses: 1, closingTrades: 2, winRate: 50 });
    expect(r.performanceStats.bestTrade).toBe('4');
    expect(r.performanceStats.worstTrade).toBe('-6');
    // volume = 100 + 0.4·110 + 0.6·90 = 100 + 44 + 54 = 198
    expect(r.volumeData).toEqual({
      tradeCount: 3,
      totalVolume: '198',
      buyVolume: '100',
      sellVolume: '98',
      buyCount: 1,
      sellCount: 2,
    });
  });

  it('averaging up and down', () => {
    const r = analyzeTrades(
      [buy(1, 100, day(0)), buy(1, 120, day(1)), buy(2, 80, day(2)), sell(4, 100, day(3))],
      all(),
    );
    // A: 100 → (100 + 120)/2 = 110 → (2·110 + 2·80)/4 = 95; realized = 4·(100 − 95) = 20
    expect(r.pnlData.realized).toBe('20');
    // invested = 100 + 120 + 160 = 380; roi = 20/380 × 100 = 5.26315… → 5.2632
    expect(r.pnlData.totalInvested).toBe('380');
    expect(r.pnlData.roi).toBe(5.2632);
    const btc = r.assetAllocation[0]!;
    // average buy = 380 / 4 = 95; average sell = 400 / 4 = 100
    expect(btc).toMatchObject({ averageBuyPrice: '95', averageSellPrice: '100', netPosition: '0' });
  });

  it('a short', () => {
    const r = analyzeTrades([sell(2, 50, day(0)), buy(1, 40, day(1))], all({ BTC: 45 }));
    // buying 1 back: 1·(40 − 50)·sign(−2) = 10
    expect(r.pnlData.realized).toBe('10');
    // P = −1, A = 50, mark 45: −1·(45 − 50) = 5
    expect(r.pnlData.unrealized).toBe('5');
    // totalPnL = 10 + 5 = 15; invested = 2·50 = 100 (the opening sell); roi = 15%
    expect(r.pnlData.totalPnL).toBe('15');
    expect(r.pnlData.roi).toBe(15);
    // current value = −1·45 = −45
    expect(r.assetAllocation[0]).toMatchObject({ netPosition: '-1', currentValue: '-45' });
  });

  it('a long that flips to short in one trade', () => {
    const r = analyzeTrades([buy(1, 100, day(0)), sell(3, 120, day(1))], all({ BTC: 110 }));
    // closes c = min(3, 1) = 1: 1·(120 − 100) = 20; P = 1 − 3 = −2 at A = 120
    expect(r.pnlData.realized).toBe('20');
    // unrealized = −2·(110 − 120) = 20
    expect(r.pnlData.unrealized).toBe('20');
    // invested = 1·100 + 2·120 (the new short's remainder) = 340; roi = 40/340 × 100 = 11.7647
    expect(r.pnlData.totalInvested).toBe('340');
    expect(r.pnlData.totalPnL).toBe('40');
    expect(r.pnlData.roi).toBe(11.7647);
    expect(r.performanceStats).toMatchObject({ closingTrades: 1, wins: 1, winRate: 100 });
  });

  it('fees: in the quote, and in the base asset at the trade price', () => {
    const r = analyzeTrades(
      [
        buy(1, 100, day(0), { fee: 0.1, feeAsset: 'USDT' }),
        sell(1, 110, day(1), { fee: 0.001, feeAsset: 'BTC' }),
      ],
      all(),
    );
    // fees = 0.1 + 0.001·110 = 0.1 + 0.11 = 0.21
    expect(r.pnlData.fees).toBe('0.21');
    // totalPnL = realized 10 + 0 − 0.21 = 9.79; roi = 9.79 / 100 × 100
    expect(r.pnlData.totalPnL).toBe('9.79');
    expect(r.pnlData.roi).toBe(9.79);
    expect(r.assetAllocation[0]).toMatchObject({ fees: '0.21', totalReturn: '9.79' });
  });

  it('several assets: allocation by current value, top assets by value', () => {
    const r = analyzeTrades(
      [
        buy(1, 100, day(0)),
        buy(10, 10, day(0), { asset: 'ETH' }),
        buy(5, 1, day(0), { asset: 'XRP' }),
        sell(5, 2, day(1), { asset: 'XRP' }),
      ],
      all({ BTC: 150, ETH: 5 }),
    );
    // BTC: 1·150 = 150 (unrealized 1·(150 − 100) = 50); ETH: 10·5 = 50 (10·(5 − 10) = −50)
    // gross value 200: BTC 150/200 = 75%, ETH 50/200 = 25%; XRP flat: 0%, realized 5·(2 − 1) = 5
    expect(r.assetAllocation.map((a) => [a.asset, a.currentValue, a.allocationPercentage])).toEqual(
      [
        ['BTC', '150', 75],
        ['ETH', '50', 25],
        ['XRP', '0', 0],
      ],
    );
    expect(r.topAssets.map((a) => a.asset)).toEqual(['BTC', 'ETH']);
    // totalPnL = 5 + 50 − 50 = 5
    expect(r.pnlData.totalPnL).toBe('5');
    expect(r.assetAllocation[2]).toMatchObject({
      buyCount: 1,
      sellCount: 1,
      totalInvested: '5',
      totalSold: '10',
      realizedPnl: '5',
      totalReturn: '5',
      totalReturnPercentage: 100,
    });
  });

  it('a non-USD quote converts through prices at the trade time', () => {
    const btcUsd: Record<number, number> = { [day(0)]: 20_000, [day(1)]: 25_000 };
    const options = all(
      { ETH: 1_400 },
      { usdRate: (asset, at) => (asset === 'BTC' ? btcUsd[at] : undefined) },
    );
    const eth = { asset: 'ETH', quoteAsset: 'BTC' };
    const r = analyzeTrades([buy(2, 0.05, day(0), eth), sell(1, 0.06, day(1), eth)], options);
    // buy at 0.05·20000 = 1000 USD; sell at 0.06·25000 = 1500 USD; realized = 1·(1500 − 1000) = 500
    expect(r.pnlData.realized).toBe('500');
    // volume = 2·1000 + 1·1500 = 3500
    expect(r.volumeData.totalVolume).toBe('3500');
    // still 1 ETH at A = 1000, mark 1400: unrealized = 400
    expect(r.pnlData.unrealized).toBe('400');
    // without a price the spec's conversion error
    const missing = () =>
      analyzeTrades([buy(1, 0.05, day(0), { asset: 'ETH', quoteAsset: 'BNB' })], all({ ETH: 1 }));
    expect(missing).toThrow(AppError);
    expect(missing).toThrow('Cannot convert from BNB to USD with available price data');
  });

  it('a range that excludes earlier trades: their position still counts', () => {
    const r = analyzeTrades(
      [buy(1, 100, day(0)), buy(1, 200, day(5)), sell(1, 190, day(6))],
      all({ BTC: 180 }, { startMs: day(3), endMs: day(10) }),
    );
    // ledger over all history: A = (100 + 200)/2 = 150; the sell realizes 1·(190 − 150) = 40
    expect(r.pnlData.realized).toBe('40');
    // in range: invested 200 (the day-5 buy), volume 200 + 190 = 390, 2 trades
    expect(r.pnlData.totalInvested).toBe('200');
    expect(r.volumeData).toMatchObject({ tradeCount: 2, totalVolume: '390' });
    // position 1 at 150, mark 180: unrealized 30; totalPnL 70; roi 70/200 = 35%
    expect(r.pnlData.unrealized).toBe('30');
    expect(r.pnlData.roi).toBe(35);
    // a range that ends before the day-5 buy marks the position of then: 1 at 100
    const early = analyzeTrades(
      [buy(1, 100, day(0)), buy(1, 200, day(5))],
      all({ BTC: 180 }, { startMs: day(1), endMs: day(2) }),
    );
    // empty range: nothing traded in it, but 1·(180 − 100) = 80 unrealized
    expect(early.volumeData.tradeCount).toBe(0);
    expect(early.timeSeriesData).toEqual([]);
    expect(early.pnlData).toMatchObject({
      unrealized: '80',
      totalPnL: '80',
      roi: 0,
      totalInvested: '0',
    });
  });

  it('an empty range', () => {
    const r = analyzeTrades([], all());
    expect(r.pnlData).toEqual({
      totalPnL: '0',
      roi: 0,
      realized: '0',
      unrealized: '0',
      fees: '0',
      funding: '0',
      totalInvested: '0',
    });
    expect(r.performanceStats).toEqual({
      winRate: 0,
      wins: 0,
      losses: 0,
      closingTrades: 0,
      bestTrade: null,
      worstTrade: null,
      maxDrawdown: '0',
    });
    expect(r.timeSeriesData).toEqual([]);
    expect(r.assetAllocation).toEqual([]);
    expect(r.topAssets).toEqual([]);
  });

  it('time series by grouping, cumulative PnL and max drawdown', () => {
    const r = analyzeTrades(
      [
        buy(3, 100, day(0, 1)),
        sell(1, 110, day(1, 2), { fee: 1, feeAsset: 'USDT' }), // +10, fee 1
        sell(1, 70, day(2, 3)), // −30
        sell(1, 105, day(2, 20)), // +5
      ],
      all(),
    );
    // daily buckets: day0 0; day1 10 − 1 = 9; day2 −30 + 5 = −25
    // cumulative: 0, 9, −16; drawdown from the peak 9 to −16 = 25
    expect(r.timeSeriesData).toEqual([
      {
        time: day(0),
        realizedPnl: '0',
        fees: '0',
        funding: '0',
        cumulativePnl: '0',
        tradeCount: 1,
        volume: '300',
      },
      {
        time: day(1),
        realizedPnl: '10',
        fees: '1',
        funding: '0',
        cumulativePnl: '9',
        tradeCount: 1,
        volume: '110',
      },
      {
        time: day(2),
        realizedPnl: '-25',
        fees: '0',
        funding: '0',
        cumulativePnl: '-16',
        tradeCount: 2,
        volume: '175',
      },
    ]);
    expect(r.performanceStats.maxDrawdown).toBe('25');
    expect(r.performanceStats.winRate).toBe(66.6667); // 2 wins / 3 closing
  });

  it('several accounts keep separate ledgers', () => {
    const r = analyzeTrades(
      [
        buy(1, 100, day(0), { accountId: 'a' }),
        buy(1, 200, day(0), { accountId: 'b' }),
        sell(1, 150, day(1), { accountId: 'a' }),
      ],
      all({ BTC: 200 }),
    );
    // a: 1·(150 − 100) = 50 realized; b: still 1 at 200, mark 200: 0 unrealized
    expect(r.pnlData).toMatchObject({ realized: '50', unrealized: '0', totalInvested: '300' });
  });

  it('formats money and percentages', () => {
    expect(money('0.000000001')).toBe('0');
    expect(money('-0.000000001')).toBe('0');
    expect(money('1234.567890125')).toBe('1234.56789013');
    expect(money('1e-7')).toBe('0.0000001');
    expect(percent(1, 3)).toBe(33.3333);
    expect(percent(5, 0)).toBe(0);
  });
});
