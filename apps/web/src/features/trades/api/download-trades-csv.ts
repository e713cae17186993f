import { MESSAGES, withTryAgain } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download';
import type { TradesFilters } from './trades-keys';

/**
 * GET /trade/account/{accountId}/export.csv with the table's filters: the same selection, every
 * page of it. Fetched with the bearer token (a plain link could not carry it) and saved as a file.
 */
export async function downloadAccountTradesCsv(
  accountId: string,
  filters: TradesFilters,
  fileName: string,
): Promise<void> {
  const csv = await apiFetch<string>(`/trade/account/${encodeURIComponent(accountId)}/export.csv`, {
    query: { ...filters },
    defaultMessage: withTryAgain(MESSAGES.errors.trades.fetchAccountTrades),
  });
  if (csv === null) return;
  downloadText(csv, fileName);
}
