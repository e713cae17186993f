/**
 * A backtest over history: the validated trades through the ledger of DESIGN §7 (ledger.ts), the
 * equity curve candle by candle, the analytics of §7 and max drawdown, profit factor and Sharpe.
 */
import Decimal from 'decimal.js';
import { groupingIntervalMs } from '../constants';
import type { Grouping } from '../constants';
import { applyTrade, FLAT, unrealized, type LedgerState } from '../ledger';
import type { Candle } from '../market';
import type { StrategyTrade } from './validation';

export interface BacktestFill extends StrategyTrade {
  fee: number;
  /** Realized PnL of this trade (0 unless it reduces a position), before fees. */
  realizedPnl: number;
  positionAfter: number;
  averagePriceAfter: number;
  closing: boolean;
}

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

export interface BacktestResult {
  fills: BacktestFill[];
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

export function runBacktest({
  candles,
  trades,
  grouping,
  startingCapital,
  feeRate,
}: BacktestInput): BacktestResult {
  const interval = groupingIntervalMs(grouping);
  const rate = new Decimal(feeRate);
  let state: LedgerState = FLAT;
  let realized = new Decimal(0);
  let fees = new Decimal(0);
  let invested = new Decimal(0);
  let volume = new Decimal(0);
  let grossProfit = new Decimal(0);
  let grossLoss = new Decimal(0);
  let wins = 0;
  let closingTrades = 0;
  const fills: BacktestFill[] = [];
  // The equity curve is for display and the ratios: plain numbers, refreshed at each trade.
  let position = 0;
  let average = 0;
  let cash = startingCapital;
  const equityCurve: EquityPoint[] = new Array<EquityPoint>(candles.length);

  let next = 0;
  for (let c = 0; c < candles.length; c++) {
    const candle = candles[c]!;
    const closesAt = candle.openTime + interval;
    while (next < trades.length && trades[next]!.timestamp < closesAt) {
      const trade = trades[next++]!;
      const notional = new Decimal(trade.quantity).times(trade.price);
      const fee = notional.times(rate);
      const step = applyTrade(state, {
        side: trade.action,
        quantity: trade.quantity,
        price: trade.price,
      });
      state = step.state;
      realized = realized.plus(step.realized);
      fees = fees.plus(fee);
      invested = invested.plus(step.openedNotional);
      volume = volume.plus(notional);
      if (step.closing) {
        closingTrades++;
        if (step.realized.gt(0)) {
          wins++;
          grossProfit = grossProfit.plus(step.realized);
        } else grossLoss = grossLoss.plus(step.realized.neg());
      }
      position = state.position.toNumber();
      average = state.averagePrice.toNumber();
      cash = realized.minus(fees).plus(startingCapital).toNumber();
      fills.push({
        ...trade,
        fee: fee.toNumber(),
        realizedPnl: step.realized.toNumber(),
        positionAfter: position,
        averagePriceAfter: average,
        closing: step.closing,
      });
    }
    const open = position === 0 ? 0 : position * (candle.close - average);
    equityCurve[c] = { time: candle.openTime, equity: cash + open };
  }

  const mark = candles[candles.length - 1]?.close ?? 0;
  const unrealizedPnl = candles.length > 0 ? unrealized(state, mark) : new Decimal(0);
  const totalPnL = realized.plus(unrealizedPnl).minus(fees);
  const { maxDrawdown, maxDrawdownPct } = drawdown(equityCurve);
  return {
    fills,
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
      tradeCount: fills.length,
      totalVolume: volume.toNumber(),
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
