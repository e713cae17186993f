/**
 * What a backtest and a scheduled run share: the closed candles of a series, whose run it is, and
 * the strategy run in the sandbox with its result validated with the spec's messages.
 */
import {
  groupingIntervalMs,
  type Candle,
  type ExchangeCode,
  type Grouping,
  type SupportedSymbol,
} from '@pulso/domain';
import type { Evaluation, RunOwner, StrategyContext, StrategyRunner } from '../../sandbox';
import type { MarketSource } from '../market-data';
import type { PlanLimits } from '../packages';

export interface Series {
  exchange: ExchangeCode;
  symbol: SupportedSymbol;
  grouping: Grouping;
}

/** Candles of [start, end] that have closed by `now`, oldest first. */
export async function closedCandles(
  source: MarketSource,
  series: Series,
  start: number,
  end: number,
  now: number,
): Promise<{ candles: Candle[]; stale: boolean }> {
  const answer = await source.candles({ ...series, start, end: Math.min(end, now), now });
  const interval = groupingIntervalMs(series.grouping);
  return {
    candles: answer.data.filter((c) => c.openTime + interval <= now),
    stale: answer.stale === true,
  };
}

/** Whose run it is for the sandbox's fair share: the user, under their plan's cap. */
export async function runOwner(packages: PlanLimits, userId: string): Promise<RunOwner> {
  const concurrency = await packages.strategyRunsFor(userId);
  return concurrency === undefined ? { id: userId } : { id: userId, concurrency };
}

/**
 * Runs the code over the candles in the sandbox; its thread validates what came back (spec §5)
 * and, with `backtest`, runs the backtest over the trades.
 */
export function evaluateStrategy(
  runner: StrategyRunner,
  code: string,
  candles: readonly Candle[],
  context: StrategyContext,
  owner: RunOwner,
  backtest?: { startingCapital: number; feeRate: number },
): Promise<Evaluation> {
  return runner.evaluate(code, candles, context, owner, backtest);
}
