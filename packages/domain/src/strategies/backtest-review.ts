// A backtest read like a live account (issue 38): the same round trips, trade statistics and
// period risk the review computes from an account's fills, computed from the backtest's fills.
import Decimal from 'decimal.js';
import { periodRisk, type DailyNet, type PeriodRisk } from '../period-risk';
import { roundTripsFromFills } from '../round-trips';
import { tradeStatistics, type TradeStatistics } from '../trip-statistics';
import type { BacktestFill } from './backtest-orders';

export interface BacktestReview {
  statistics: TradeStatistics;
  /** From the daily curve of the starting capital plus each UTC day's realized PnL less fees;
   *  null without a fill or a capital. */
  risk: PeriodRisk | null;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The review of a backtest's fills over [startMs, endMs]: round trips (roundTripsFromFills, the
 * live review's reference), their statistics with each N (days in UTC), and the period figures
 * of the daily curve — each day's net the live review's: realized PnL less fees.
 */
export function backtestReview(
  fills: readonly BacktestFill[],
  options: { startingCapital: number; startMs: number; endMs: number },
): BacktestReview {
  const trips = roundTripsFromFills(
    fills.map((f) => ({
      // One book: the backtest trades one symbol.
      accountId: 'backtest',
      asset: 'backtest',
      symbol: 'backtest',
      side: f.action,
      quantity: String(f.quantity),
      price: String(f.price),
      feeUsd: String(f.fee),
      executedAtMs: f.timestamp,
      source: 'strategy',
    })),
  );
  const nets = new Map<string, Decimal>();
  for (const f of fills) {
    const day = utcDay(f.timestamp);
    nets.set(day, (nets.get(day) ?? new Decimal(0)).plus(f.realizedPnl).minus(f.fee));
  }
  const days: DailyNet[] = [...nets].map(([day, net]) => ({ day, net: net.toNumber() }));
  const capital = options.startingCapital;
  return {
    statistics: tradeStatistics(trips, 'UTC'),
    risk:
      fills.length === 0 || !(capital > 0) || options.endMs < options.startMs
        ? null
        : periodRisk({
            days,
            firstDay: utcDay(options.startMs),
            lastDay: utcDay(options.endMs),
            capital,
          }),
  };
}
