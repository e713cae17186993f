import type { TradeSortKey, TradeType } from '@pulso/domain/schemas';

/** The spec §7 trade filters, as sent to GET /trade/account/{id} and its CSV export. */
export interface TradesFilters {
  startDate?: string;
  endDate?: string;
  search?: string;
  type?: TradeType;
  asset?: string;
  sortBy?: TradeSortKey;
  sortOrder?: 'asc' | 'desc';
}

export interface TradesParams extends TradesFilters {
  page?: number;
  limit?: number;
}

/** Query keys of trades, under the spec's `trades` cache namespace. */
export const tradesKeys = {
  all: ['trades'] as const,
  accounts: () => [...tradesKeys.all, 'account'] as const,
  account: (accountId: string, params: TradesParams) =>
    [...tradesKeys.accounts(), accountId, params] as const,
  signal: (signalId: string) => [...tradesKeys.all, 'signal', signalId] as const,
  sync: (accountId: string) => [...tradesKeys.all, 'sync', accountId] as const,
};
