export { useAssetAllocation } from './api/get-asset-allocation';
export { usePublicFigures } from './api/get-public-figures';
export { AccountKpis } from './components/account-kpis';
export { AnalyticsDashboard } from './components/analytics-dashboard';
export { Panel } from './components/panel';
export { SeriesChart } from './components/series-chart';
export { default as PublicLeaderboard } from './components/public-leaderboard';
export { DashboardPlaceholder, Skeleton } from './components/skeleton';
export { useAnalyticsParams } from './lib/use-analytics-params';
