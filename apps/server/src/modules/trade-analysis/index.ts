// Analytics: read-only over the ledger's trades and rollups.
export { boardCache, type Board } from './public-board';
export { createTradeAnalysisFeature, type TradeAnalysisCaches } from './trade-analysis.feature';
export type { Figures } from './trade-analysis.repository';
export type { TradeAnalysisService } from './trade-analysis.service';
export type { LeaderboardCaches } from './leaderboard';
export type { PublicStatsAccount } from './leaderboard.repository';
