/**
 * The SMA-crossover template over 100,000 candles: the whole backtest (sandbox run, result
 * validation, ledger, equity curve and metrics) and its parts; and the sandbox's overhead per run
 * (a trivial strategy on a warm thread, and the start of a new thread). Prints figures in ms.
 *
 *   npx tsx bench/backtest.ts
 */
import {
  groupingIntervalMs,
  runBacktest,
  strategyTemplate,
  validateStrategyResult,
} from '@pulso/domain';
import { StrategyRunner } from '../apps/server/src/sandbox';
import { SimulatedMarket } from '../apps/server/src/modules/market-data';
import { machine, report, timeMany } from './lib';

const CANDLES = 100_000;
const GROUPING = '1m';
const NOW = Date.parse('2025-11-19T15:42:17Z');
const RUNS = 5;

const interval = groupingIntervalMs(GROUPING);
const start = NOW - CANDLES * interval;
const candles = new SimulatedMarket()
  .candles('BTCUSDT', 'binance', GROUPING, start, NOW - interval, NOW)
  .slice(0, CANDLES);
const code = strategyTemplate('sma-crossover').code;
const context = {
  symbol: 'BTCUSDT',
  exchange: 'binance',
  grouping: GROUPING,
  startingCapital: 10_000,
  mode: 'backtest' as const,
  now: NOW,
};

console.log(`machine: ${machine()}`);
console.log(`candles: ${candles.length} × ${GROUPING} BTCUSDT (simulated)`);

// Thread start: a new runner's first run includes starting its worker and loading QuickJS.
const cold = await timeMany(RUNS, async () => {
  const runner = new StrategyRunner({ poolSize: 1 });
  await runner.run('function strategy() { return [] }', [], context);
  await runner.close();
});
report('new sandbox thread + first run (cold start)', cold);

const runner = new StrategyRunner({ poolSize: 1 });
await runner.warm();
const trivial = await timeMany(200, async () => {
  await runner.run('function strategy() { return [] }', [], context);
});
report('trivial run on a warm thread (per-run cost)', trivial);

let trades = 0;
let sandboxMs: number[] = [];
const whole = await timeMany(RUNS, async () => {
  const outcome = await runner.run(code, candles, context);
  if (!outcome.ok) throw new Error(outcome.error);
  sandboxMs.push(outcome.ms);
  const checked = validateStrategyResult(outcome.result, { candles, grouping: GROUPING, now: NOW });
  if (!checked.ok) throw new Error(checked.error);
  trades = checked.trades.length;
  runBacktest({
    candles,
    trades: checked.trades,
    grouping: GROUPING,
    startingCapital: 10_000,
    feeRate: 0.001,
  });
});
sandboxMs = sandboxMs.sort((a, b) => a - b);
report(`SMA backtest, ${candles.length} candles (${trades} trades)`, whole);
report('  of which inside QuickJS (parse + strategy)', sandboxMs);

const outcome = await runner.run(code, candles, context);
const checked = validateStrategyResult(outcome.ok ? outcome.result : [], {
  candles,
  grouping: GROUPING,
  now: NOW,
});
const metrics = await timeMany(RUNS, async () => {
  if (checked.ok)
    runBacktest({
      candles,
      trades: checked.trades,
      grouping: GROUPING,
      startingCapital: 10_000,
      feeRate: 0.001,
    });
});
report('  of which ledger + equity curve + metrics', metrics);
await runner.close();
