import { describe, expect, it } from 'vitest';
import type { BacktestFill } from './backtest-orders';
import { backtestReview } from './backtest-review';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 5, 10);
const fill = (
  action: 'buy' | 'sell',
  price: number,
  timestamp: number,
  realizedPnl = 0,
): BacktestFill => ({
  action,
  price,
  timestamp,
  quantity: 1,
  fee: 0.1,
  realizedPnl,
  positionAfter: action === 'buy' ? 1 : 0,
  averagePriceAfter: action === 'buy' ? price : 0,
  closing: action === 'sell',
});

describe('backtestReview (issue 38)', () => {
  it("reads a backtest's fills as the live review reads an account's", () => {
    const review = backtestReview(
      [
        fill('buy', 100, T0),
        fill('sell', 110, T0 + 3_600_000, 10),
        fill('buy', 110, T0 + 2 * DAY),
        fill('sell', 105, T0 + 2 * DAY + 60_000, -5),
      ],
      { startingCapital: 1000, startMs: T0 - 10 * 3_600_000, endMs: T0 + 3 * DAY },
    );
    expect(review.statistics).toMatchObject({ trips: 2, wins: 1, losses: 1, flat: 0 });
    // +10 − 0,2 and −5 − 0,2.
    expect(Number(review.statistics.netPnl)).toBeCloseTo(4.6, 10);
    expect(Number(review.statistics.largestLoss)).toBeCloseTo(-5.2, 10);
    // Four UTC days on the curve (5 to 8 January), two with a result.
    expect(review.risk).toMatchObject({ capital: 1000, days: 4, few: true });
    expect(review.risk!.endEquity).toBeCloseTo(1004.6, 10);
    expect(review.risk!.episodes).toHaveLength(1);
  });

  it('has no period figures without a fill or a capital', () => {
    expect(backtestReview([], { startingCapital: 1000, startMs: T0, endMs: T0 + DAY }).risk).toBe(
      null,
    );
    const one = [fill('buy', 100, T0)];
    expect(backtestReview(one, { startingCapital: 0, startMs: T0, endMs: T0 + DAY }).risk).toBe(
      null,
    );
    expect(
      backtestReview(one, { startingCapital: 10, startMs: T0, endMs: T0 }).statistics.trips,
    ).toBe(0);
  });
});
