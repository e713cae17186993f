import type { Account } from '@pulso/domain';
import { AccountAnalytics } from '../../features/analytics/components/account-analytics';

/**
 * The account page's analytics (DESIGN §10 "account detail"): its KPI cards, charts, asset
 * allocation and the candle chart with buy/sell markers of its trades, over the shared range.
 */
export function AccountAnalyticsSection({
  account,
  range,
}: {
  account: Account;
  range: { startDate?: string; endDate?: string };
}) {
  return <AccountAnalytics account={account} range={range} />;
}
