import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { Pagination, User } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { usersKeys, type UsersListFilters } from './users-keys';

export interface UsersPage {
  data: User[];
  pagination: Pagination;
}

/** GET /user/list (admin): the spec's filters and pagination. */
export async function getUsers(
  filters: UsersListFilters,
  signal?: AbortSignal,
): Promise<UsersPage> {
  const page = await apiFetch<UsersPage>('/user/list', {
    query: { ...filters },
    defaultMessage: MESSAGES.errors.users.fetch,
    signal,
  });
  if (!page) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return page;
}

export const usersQueryOptions = (filters: UsersListFilters) =>
  queryOptions({
    queryKey: usersKeys.list(filters),
    queryFn: ({ signal }) => getUsers(filters, signal),
    // The table keeps its rows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UsersListFilters) {
  return useQuery(usersQueryOptions(filters));
}
