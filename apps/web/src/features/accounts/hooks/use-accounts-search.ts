import { useCallback, useMemo } from 'react';
import { PAGE_SIZES, isAccountSortKey, isAccountType } from '@pulso/domain/core';
import { useAddressParams } from '../../../lib/use-address-params';
import type { AccountsParams } from '../api/accounts-keys';

/** What the Mis Cuentas page lets the user choose (everything but the list and page size). */
export type AccountsSearch = Omit<AccountsParams, 'limit' | 'accountListId'> & { page: number };

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const number = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

export function parseAccountsSearch(params: URLSearchParams): AccountsSearch {
  const status = params.get('status');
  const role = params.get('role');
  const sortBy = params.get('sort');
  const page = Number(params.get('page'));
  const types = list(params.get('types')).filter(isAccountType);
  const exchanges = list(params.get('exchanges'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('q') || undefined,
    regex: params.get('regex') === 'true' || undefined,
    types: types.length ? types : undefined,
    exchanges: exchanges.length ? exchanges : undefined,
    status: status === 'active' || status === 'inactive' ? status : undefined,
    role: role === 'emitter' || role === 'receiver' ? role : undefined,
    isTestAccount: params.get('test') === 'true' || undefined,
    roiMin: number(params.get('roiMin')),
    roiMax: number(params.get('roiMax')),
    sortBy: isAccountSortKey(sortBy) ? sortBy : 'createdAt',
    sortOrder: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

function toSearchParams(search: AccountsSearch): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  put('q', search.search);
  put('regex', search.regex || undefined);
  put('types', search.types?.join(','));
  put('exchanges', search.exchanges?.join(','));
  put('status', search.status);
  put('role', search.role);
  put('test', search.isTestAccount || undefined);
  put('roiMin', search.roiMin);
  put('roiMax', search.roiMax);
  if (search.sortBy && search.sortBy !== 'createdAt') put('sort', search.sortBy);
  if (search.sortOrder === 'asc') put('order', 'asc');
  if (search.page > 1) put('page', search.page);
  return params;
}

/**
 * The search, filters, sort and page of Mis Cuentas live in the URL: a reload or a shared link
 * shows the same accounts. Any change but paging goes back to page 1.
 */
export function useAccountsSearch() {
  const [params, write] = useAddressParams();
  const search = useMemo(() => parseAccountsSearch(params), [params]);
  const update = useCallback(
    (patch: Partial<AccountsSearch>) =>
      write((latest) => toSearchParams({ ...parseAccountsSearch(latest), page: 1, ...patch }), {
        replace: true,
      }),
    [write],
  );
  const reset = useCallback(() => write(() => new URLSearchParams(), { replace: true }), [write]);
  const active = Boolean(
    search.search ||
    search.types ||
    search.exchanges ||
    search.status ||
    search.role ||
    search.isTestAccount ||
    search.roiMin !== undefined ||
    search.roiMax !== undefined,
  );
  return { search, update, reset, active, limit: PAGE_SIZES.default };
}
