import { describe, expect, it } from 'vitest';
import {
  LEADERBOARD_MINIMUM_DAYS,
  LEADERBOARD_MINIMUM_TRADES,
  leaderboardMinimumDays,
  rankLeaderboard,
  recoveryFactor,
  type RankFigures,
} from './leaderboard';

const DAY = 86_400_000;
const entry = (id: string, figures: Partial<RankFigures>) => ({
  id,
  roi: 0,
  recovery: null,
  consistency: null,
  totalPnL: '0',
  tradeCount: LEADERBOARD_MINIMUM_TRADES,
  activeDays: LEADERBOARD_MINIMUM_DAYS,
  ...figures,
});

describe('the honest leaderboard', () => {
  it('asks for as many days as the range holds, at most the documented minimum', () => {
    expect(leaderboardMinimumDays({ startMs: 0, endMs: 3_600_000 })).toBe(1);
    expect(leaderboardMinimumDays({ startMs: 0, endMs: 7 * DAY })).toBe(7);
    expect(leaderboardMinimumDays({ startMs: 0, endMs: 7 * DAY + 1 })).toBe(8);
    expect(leaderboardMinimumDays({ startMs: 0, endMs: 1000 * DAY })).toBe(
      LEADERBOARD_MINIMUM_DAYS,
    );
  });

  it('is net PnL over the deepest drawdown, with none when nothing was drawn down', () => {
    expect(recoveryFactor(300, 100)).toBe(3);
    expect(recoveryFactor(-50, 100)).toBe(-0.5);
    expect(recoveryFactor(300, 0)).toBeNull();
  });

  it('ranks only the accounts with the trades and the days, best first; the rest follow unnumbered', () => {
    const board = rankLeaderboard(
      [
        entry('lucky', { roi: 9, tradeCount: 1, activeDays: 1 }),
        entry('b', { roi: 0.2 }),
        entry('short', { roi: 5, activeDays: LEADERBOARD_MINIMUM_DAYS - 1 }),
        entry('a', { roi: 0.4 }),
      ],
      'roi',
      LEADERBOARD_MINIMUM_DAYS,
    );
    expect(board.map((e) => [e.id, e.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['lucky', null],
      ['short', null],
    ]);
  });

  it('by recovery puts a gain without drawdown first and a loss without one last', () => {
    const board = rankLeaderboard(
      [
        entry('two', { recovery: 2, totalPnL: '200' }),
        entry('loss', { recovery: null, totalPnL: '-5' }),
        entry('clean', { recovery: null, totalPnL: '10' }),
        entry('flat', { recovery: null, totalPnL: '0' }),
      ],
      'recovery',
      1,
    );
    expect(board.map((e) => e.id)).toEqual(['clean', 'two', 'flat', 'loss']);
  });

  it('by consistency, ties going to the larger sample and then the id', () => {
    const board = rankLeaderboard(
      [
        entry('c', { consistency: 0.5 }),
        entry('b', { consistency: 0.5, tradeCount: 90 }),
        entry('a', { consistency: 0.5 }),
        entry('top', { consistency: 0.8 }),
      ],
      'consistency',
      1,
    );
    expect(board.map((e) => e.id)).toEqual(['top', 'b', 'a', 'c']);
    expect(board.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
  });
});
