import { resolveRange } from '@pulso/domain';
import type { AccountMetricsSource } from '../accounts';
import type { TradeAnalysisService } from './trade-analysis.service';

/**
 * The figures behind account search's and Cuentas Públicas' sort keys over the period asked
 * (timeframe, or custom startDate/endDate; default the last 30 days).
 */
export function accountMetrics(service: TradeAnalysisService): AccountMetricsSource {
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
