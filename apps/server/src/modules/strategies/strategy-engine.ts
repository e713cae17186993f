/**
 * What a backtest and a scheduled run share: the closed candles of a series, the strategy run in
 * the sandbox, and its result validated with the spec's messages.
 */
import {
  groupingIntervalMs,
  validateStrategyResult,
  type Candle,
  type ExchangeCode,
  type Grouping,
  type StrategyTrade,
  type SupportedSymbol,
} from '@pulso/domain';
import type { StrategyContext, StrategyRunner } from '../../sandbox';
import type { MarketSource } from '../market-data/market-source';

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

export type Evaluation =
  | { ok: true; trades: StrategyTrade[]; logs: string[]; ms: number }
  | { ok: false; error: string; logs: string[]; ms: number };

/** Runs the code over the candles in the sandbox and validates what it returned. */
export async function evaluateStrategy(
  runner: StrategyRunner,
  code: string,
  candles: readonly Candle[],
  context: StrategyContext,
): Promise<Evaluation> {
  const outcome = await runner.run(code, candles, context);
  if (!outcome.ok) return { ok: false, error: outcome.error, logs: outcome.logs, ms: outcome.ms };
  const checked = validateStrategyResult(outcome.result, {
    candles,
    grouping: context.grouping as Grouping,
    now: context.now,
  });
  if (!checked.ok) return { ok: false, error: checked.error, logs: outcome.logs, ms: outcome.ms };
  return { ok: true, trades: checked.trades, logs: outcome.logs, ms: outcome.ms };
}
