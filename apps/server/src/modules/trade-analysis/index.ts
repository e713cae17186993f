// Analytics: read-only over the ledger's trades and rollups.
export { accountMetrics } from './account-metrics';
export { PublicBoard } from './public-board';
export { TradeAnalysisCache } from './trade-analysis.cache';
export { TradeAnalysisRepository } from './trade-analysis.repository';
export { tradeAnalysisRoutes } from './trade-analysis.routes';
export { TradeAnalysisService } from './trade-analysis.service';
