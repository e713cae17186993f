import type { AccountSortKey, AccountType } from '@pulso/domain/core';

/** The Mis Cuentas search, filters and sort (spec §3), as sent to GET /account/list. */
export interface AccountsParams {
  page?: number;
  limit?: number;
  search?: string;
  regex?: boolean;
  types?: AccountType[];
  exchanges?: string[];
  status?: 'active' | 'inactive';
  role?: 'emitter' | 'receiver';
  /** Only the test accounts (the "Cuentas de prueba" view). */
  isTestAccount?: boolean;
  roiMin?: number;
  roiMax?: number;
  sortBy?: AccountSortKey;
  sortOrder?: 'asc' | 'desc';
  accountListId?: string;
}

/** Query keys of the accounts feature, under the spec's `accounts` cache namespace. */
export const accountsKeys = {
  all: ['accounts'] as const,
  pages: () => [...accountsKeys.all, 'page'] as const,
  page: (params: AccountsParams) => [...accountsKeys.pages(), params] as const,
  /** Every account of the user (list checklist, start-up preload). */
  everything: () => [...accountsKeys.all, 'everything'] as const,
};
