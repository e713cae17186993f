import { describe, expect, it } from 'vitest';
import type { Candle } from '../market';
import { drawdown, runBacktest, sharpeRatio } from './backtest';

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 0, 1);
const closes = [100, 110, 120, 90, 100];
const candles: Candle[] = closes.map((close, i) => ({
  openTime: T0 + i * HOUR,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
}));

describe('backtest: buy 2 @100, sell 1 @120, sell 1 @90, fee 0.1 %', () => {
  const { fills, equityCurve, metrics } = runBacktest({
    candles,
    grouping: '1h',
    startingCapital: 1000,
    feeRate: 0.001,
    trades: [
      { action: 'buy', price: 100, timestamp: T0, quantity: 2 },
      { action: 'sell', price: 120, timestamp: T0 + 2 * HOUR, quantity: 1 },
      { action: 'sell', price: 90, timestamp: T0 + 3 * HOUR, quantity: 1 },
    ],
  });

  it('runs the ledger of DESIGN §7', () => {
    // realized: 1·(120 − 100) = 20, then 1·(90 − 100) = −10.
    expect(fills.map((f) => f.realizedPnl)).toEqual([0, 20, -10]);
    expect(fills.map((f) => f.positionAfter)).toEqual([2, 1, 0]);
    // fees: 0.001 · (200 + 120 + 90) = 0.41
    expect(metrics.fees).toBeCloseTo(0.41, 10);
    expect(metrics.realizedPnL).toBe(10);
    expect(metrics.unrealizedPnL).toBe(0);
    // totalPnL = 10 + 0 − 0.41; invested = 200; roi = 9.59 / 200 · 100
    expect(metrics.totalPnL).toBeCloseTo(9.59, 10);
    expect(metrics.totalInvested).toBe(200);
    expect(metrics.roi).toBeCloseTo(4.795, 10);
    expect(metrics.returnPct).toBeCloseTo(0.959, 10);
    expect(metrics.finalEquity).toBeCloseTo(1009.59, 10);
    expect(metrics).toMatchObject({ tradeCount: 3, closingTrades: 2, wins: 1, losses: 1 });
    expect(metrics.winRate).toBe(50);
    expect(metrics.totalVolume).toBe(410);
    // profit factor: 20 / 10
    expect(metrics.profitFactor).toBe(2);
  });

  it('marks equity at each close', () => {
    // h0: 1000 − 0.2 + 2·(100−100); h1: 999.8 + 2·10; h2: 999.8 + 20 − 0.12 + 1·(120−100)
    // h3: 1019.68 − 10 − 0.09; h4: flat
    const expected = [999.8, 1019.8, 1039.68, 1009.59, 1009.59];
    equityCurve.forEach((p, i) => expect(p.equity).toBeCloseTo(expected[i]!, 9));
    expect(equityCurve.map((p) => p.time)).toEqual(candles.map((c) => c.openTime));
  });

  it('max drawdown: from the 1039.68 peak to 1009.59', () => {
    expect(metrics.maxDrawdown).toBeCloseTo(30.09, 9);
    expect(metrics.maxDrawdownPct).toBeCloseTo((30.09 / 1039.68) * 100, 9);
  });

  it('Sharpe is the annualised mean over the standard deviation of returns', () => {
    expect(metrics.sharpe).not.toBeNull();
    expect(metrics.sharpe).toBeCloseTo(sharpeRatio(equityCurve, (365 * 24 * HOUR) / HOUR)!, 12);
  });
});

describe('backtest edge cases', () => {
  it('no trades: flat equity, no ratios', () => {
    const { metrics, equityCurve } = runBacktest({
      candles,
      trades: [],
      grouping: '1h',
      startingCapital: 500,
      feeRate: 0,
    });
    expect(equityCurve.every((p) => p.equity === 500)).toBe(true);
    expect(metrics).toMatchObject({ totalPnL: 0, roi: 0, winRate: 0, maxDrawdown: 0 });
    expect(metrics.profitFactor).toBeNull();
    expect(metrics.sharpe).toBeNull();
  });

  it('an open position is marked at the last close', () => {
    const { metrics } = runBacktest({
      candles,
      trades: [{ action: 'buy', price: 100, timestamp: T0, quantity: 1 }],
      grouping: '1h',
      startingCapital: 1000,
      feeRate: 0,
    });
    expect(metrics.unrealizedPnL).toBe(0); // last close 100
    expect(metrics.openPosition).toBe(1);
    expect(metrics.markPrice).toBe(100);
  });

  it('drawdown and sharpe helpers', () => {
    expect(
      drawdown([
        { time: 0, equity: 100 },
        { time: 1, equity: 50 },
        { time: 2, equity: 200 },
      ]),
    ).toEqual({ maxDrawdown: 50, maxDrawdownPct: 50 });
    expect(sharpeRatio([{ time: 0, equity: 100 }], 1)).toBeNull();
    // returns +10 % and −10 %: mean 0 → Sharpe 0.
    expect(
      sharpeRatio(
        [
          { time: 0, equity: 100 },
          { time: 1, equity: 110 },
          { time: 2, equity: 99 },
        ],
        1,
      ),
    ).toBeCloseTo(0, 12);
  });
});
