import type { AccountType } from '@pulso/domain/core';

export interface PublicAccountsParams {
  page: number;
  limit?: number;
  accountType?: AccountType;
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
