/**
 * A backtest over history: the validated trades through the ledger of DESIGN §7 (ledger.ts) —
 * with their intents executed by the paper exchange's rules (backtest-orders.ts) — the equity
 * curve candle by candle, the analytics of §7 and max drawdown, profit factor and Sharpe.
 */
import Decimal from 'decimal.js';
import { groupingIntervalMs } from '../constants';
import type { Grouping } from '../constants';
import { unrealized } from '../ledger';
import type { Candle } from '../market';
import { BacktestBook, type BacktestFill, type BacktestSkip } from './backtest-orders';
import { backtestReview, type BacktestReview } from './backtest-review';
import type { StrategyTrade } from './validation';

export type { BacktestFill, BacktestSkip } from './backtest-orders';

export interface EquityPoint {
  /** Open time of the candle (epoch ms); the equity is marked at its close. */
  time: number;
  equity: number;
}

export interface BacktestMetrics {
  startingCapital: number;
  finalEquity: number;
  /** realized + unrealized − fees (DESIGN §7). */
  totalPnL: number;
  /** totalPnL / totalInvested × 100 (DESIGN §7); 0 when nothing was invested. */
  roi: number;
  /** totalPnL / startingCapital × 100. */
  returnPct: number;
  realizedPnL: number;
  unrealizedPnL: number;
  fees: number;
  totalInvested: number;
  tradeCount: number;
  totalVolume: number;
  closingTrades: number;
  wins: number;
  losses: number;
  /** wins / closing trades × 100 (DESIGN §7); 0 without closing trades. */
  winRate: number;
  /** Largest fall of equity from a previous peak, in money. */
  maxDrawdown: number;
  /** The same fall as a percentage of that peak. */
  maxDrawdownPct: number;
  /** Gross realized profit / gross realized loss; null when there was no loss. */
  profitFactor: number | null;
  /** Annualised mean / standard deviation of per-candle equity returns; null if undefined. */
  sharpe: number | null;
  /** Position left open at the end, and the price it is marked at. */
  openPosition: number;
  markPrice: number;
}

export interface BacktestResult extends BacktestReview {
  fills: BacktestFill[];
  /** Issue 36: orders that placed nothing (sizing refused, target already held…) and expiries. */
  skipped: BacktestSkip[];
  equityCurve: EquityPoint[];
  metrics: BacktestMetrics;
}

export interface BacktestInput {
  candles: readonly Candle[];
  /** Validated trades in time order (validateStrategyResult). */
  trades: readonly StrategyTrade[];
  grouping: Grouping;
  startingCapital: number;
  /** Fee per trade as a fraction of its notional (0.001 = 0.1 %). */
  feeRate: number;
}

const YEAR_MS = 365 * 86_400_000;

/**
 * Candle by candle: first the working orders placed on earlier candles (issue 36: resting entries
 * and protection, evaluateBar), then the strategy's orders of the candle, then equity at its close.
 */
export function runBacktest({
  candles,
  trades,
  grouping,
  startingCapital,
  feeRate,
}: BacktestInput): BacktestResult {
  const interval = groupingIntervalMs(grouping);
  const book = new BacktestBook(startingCapital, new Decimal(feeRate), interval);
  const equityCurve: EquityPoint[] = new Array<EquityPoint>(candles.length);
  // The equity curve is for display and the ratios: plain numbers, refreshed at each fill.
  let seen = 0;
  let position = 0;
  let average = 0;
  let cash = startingCapital;

  let next = 0;
  for (let c = 0; c < candles.length; c++) {
    const candle = candles[c]!;
    const closesAt = candle.openTime + interval;
    book.evaluate(candle);
    while (next < trades.length && trades[next]!.timestamp < closesAt) book.order(trades[next++]!);
    if (book.fills.length !== seen) {
      seen = book.fills.length;
      position = book.state.position.toNumber();
      average = book.state.averagePrice.toNumber();
      cash = book.cash().toNumber();
    }
    const open = position === 0 ? 0 : position * (candle.close - average);
    equityCurve[c] = { time: candle.openTime, equity: cash + open };
  }

  const { state, realized, fees, invested, closingTrades, wins, grossProfit, grossLoss } = book;
  const mark = candles[candles.length - 1]?.close ?? 0;
  const unrealizedPnl = candles.length > 0 ? unrealized(state, mark) : new Decimal(0);
  const totalPnL = realized.plus(unrealizedPnl).minus(fees);
  const { maxDrawdown, maxDrawdownPct } = drawdown(equityCurve);
  return {
    // Issue 38: the same trade statistics and period figures as a live account's review.
    ...backtestReview(book.fills, {
      startingCapital,
      startMs: candles[0]?.openTime ?? 0,
      endMs: (candles[candles.length - 1]?.openTime ?? -interval) + interval - 1,
    }),
    fills: book.fills,
    skipped: book.skipped,
    equityCurve,
    metrics: {
      startingCapital,
      finalEquity: totalPnL.plus(startingCapital).toNumber(),
      totalPnL: totalPnL.toNumber(),
      roi: invested.isZero() ? 0 : totalPnL.div(invested).times(100).toNumber(),
      returnPct: startingCapital > 0 ? totalPnL.div(startingCapital).times(100).toNumber() : 0,
      realizedPnL: realized.toNumber(),
      unrealizedPnL: unrealizedPnl.toNumber(),
      fees: fees.toNumber(),
      totalInvested: invested.toNumber(),
      tradeCount: book.fills.length,
      totalVolume: book.volume.toNumber(),
      closingTrades,
      wins,
      losses: closingTrades - wins,
      winRate: closingTrades === 0 ? 0 : (wins / closingTrades) * 100,
      maxDrawdown,
      maxDrawdownPct,
      profitFactor: grossLoss.isZero() ? null : grossProfit.div(grossLoss).toNumber(),
      sharpe: sharpeRatio(equityCurve, YEAR_MS / interval),
      openPosition: state.position.toNumber(),
      markPrice: mark,
    },
  };
}

/** The largest peak-to-trough fall, in money and as a percentage of the peak. */
export function drawdown(curve: readonly EquityPoint[]): {
  maxDrawdown: number;
  maxDrawdownPct: number;
} {
  let peak = -Infinity;
  let maxDrawdown = 0;
  let maxDrawdownPct = 0;
  for (const { equity } of curve) {
    if (equity > peak) peak = equity;
    const fall = peak - equity;
    if (fall > maxDrawdown) maxDrawdown = fall;
    if (peak > 0 && (fall / peak) * 100 > maxDrawdownPct) maxDrawdownPct = (fall / peak) * 100;
  }
  return { maxDrawdown, maxDrawdownPct };
}

/**
 * Sharpe ratio of per-period returns (risk-free rate 0): mean / sample standard deviation ×
 * √(periods per year). Null with fewer than two returns or no variation.
 */
export function sharpeRatio(curve: readonly EquityPoint[], periodsPerYear: number): number | null {
  const returns: number[] = [];
  for (let i = 1; i < curve.length; i++) {
    const before = curve[i - 1]!.equity;
    if (before > 0) returns.push(curve[i]!.equity / before - 1);
  }
  if (returns.length < 2) return null;
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1);
  const std = Math.sqrt(variance);
  if (!(std > 1e-12)) return null;
  return (mean / std) * Math.sqrt(periodsPerYear);
}
