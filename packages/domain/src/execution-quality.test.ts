import { describe, expect, it } from 'vitest';
import { executionSummary, slippageBps, spread } from './execution-quality';

describe('execution quality (issue 38)', () => {
  it('slippage is positive when the fill is worse than the alert, on either side', () => {
    expect(slippageBps('buy', '100', '100.5')).toBe(50);
    expect(slippageBps('buy', '100', '99.5')).toBe(-50);
    expect(slippageBps('sell', '100', '99.5')).toBe(50);
    expect(slippageBps('sell', '100', '100.5')).toBe(-50);
    expect(slippageBps('buy', '3', '3.0001')).toBe(0.33);
    // No usable alert price: nothing is measured against it.
    expect(slippageBps('buy', '0', '10')).toBe(0);
  });

  it('spreads by nearest rank, with N and the minimum flagged', () => {
    const values = Array.from({ length: 40 }, (_, i) => i + 1); // 1 … 40
    expect(spread(values)).toEqual({ n: 40, few: false, mean: 20.5, median: 20, p95: 38, max: 40 });
    expect(spread([7])).toEqual({ n: 1, few: true, mean: 7, median: 7, p95: 7, max: 7 });
    expect(spread([])).toEqual({ n: 0, few: true, mean: null, median: null, p95: null, max: null });
  });

  it('sums up delivery, processing and alert-to-fill; an unfinished signal has no processing time', () => {
    const s = executionSummary([
      {
        side: 'buy',
        alertPrice: '100',
        fillPrice: '100',
        alertAtMs: 0,
        receivedAtMs: 300,
        finishedAtMs: 340,
        executedAtMs: 320,
      },
      {
        side: 'sell',
        alertPrice: '100',
        fillPrice: '99',
        alertAtMs: 1000,
        receivedAtMs: 1500,
        finishedAtMs: null,
        executedAtMs: 1600,
      },
    ]);
    expect(s.slippageBps).toMatchObject({ n: 2, median: 0, max: 100, mean: 50 });
    expect(s.atOrBetter).toBe(0.5);
    expect(s.deliveryMs).toMatchObject({ n: 2, median: 300, max: 500 });
    expect(s.processingMs).toMatchObject({ n: 1, median: 40 });
    expect(s.alertToFillMs).toMatchObject({ n: 2, median: 320, max: 600 });
  });
});
