import { useAnalyticsParams } from '../lib/use-analytics-params';
import { AnalyticsDashboard } from './analytics-dashboard';

/** A public account's dashboard, through the /trade-analysis/public/... variants (no token). */
export default function PublicAccountAnalytics({ accountId }: { accountId: string }) {
  const params = useAnalyticsParams('public', [accountId]);
  return <AnalyticsDashboard params={params} />;
}
