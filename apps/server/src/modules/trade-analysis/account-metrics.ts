import { resolveRange, type ListAccountsQuery } from '@pulso/domain';
import type { AccountMetrics } from '../accounts';
import type { TradeAnalysisService } from './trade-analysis.service';

/**
 * Account search's figures for the sort keys pnl, roi, winRate, trades and volume over the
 * query's range (timeframe, or custom startDate/endDate; default the last 30 days).
 */
export function accountMetrics(
  service: TradeAnalysisService,
): (accountIds: string[], query: ListAccountsQuery) => Promise<Map<string, AccountMetrics>> {
  return async (accountIds, query) => {
    const custom =
      query.startDate && query.endDate
        ? { startDate: query.startDate, endDate: query.endDate }
        : undefined;
    const timeframe = query.timeframe ?? (custom ? 'custom' : 'last_30_days');
    const range = resolveRange({ timeframe, customDateRange: custom }, new Date());
    return service.metrics(accountIds, range);
  };
}
