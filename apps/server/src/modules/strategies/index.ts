// Strategies: code, validation, backtests.
export { createStrategiesFeature, type StrategyDirectory } from './strategies.feature';
export { containsPattern, type StrategyView } from './strategies.repository';
export type { StrategiesService } from './strategies.service';
export { closedCandles, evaluateStrategy, runOwner } from './strategy-engine';
