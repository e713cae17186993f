// Strategies: code, validation, backtests.
export { containsPattern, StrategiesRepository } from './strategies.repository';
export { strategiesRoutes } from './strategies.routes';
export { StrategiesService } from './strategies.service';
export { closedCandles, evaluateStrategy, runOwner } from './strategy-engine';
