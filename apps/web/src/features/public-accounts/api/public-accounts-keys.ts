import type {
  AccountType,
  ExchangeCode,
  PublicAccountSortKey,
  Timeframe,
} from '@pulso/domain/core';

export interface PublicAccountsParams {
  page: number;
  limit?: number;
  accountType?: AccountType | undefined;
  exchange?: ExchangeCode | undefined;
  sortBy?: PublicAccountSortKey | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  /** The period of a figure sort (sent only then, so other sorts share their cache entry). */
  timeframe?: Exclude<Timeframe, 'custom'> | undefined;
}

/**
 * Public accounts live in the spec's `accounts` cache namespace too, so an owner's change
 * (invalidating `accounts`) refreshes what visitors see in the same tab.
 */
export const publicAccountsKeys = {
  all: ['accounts', 'public'] as const,
  list: (params: PublicAccountsParams) => [...publicAccountsKeys.all, 'list', params] as const,
  detail: (id: string) => [...publicAccountsKeys.all, 'detail', id] as const,
};
