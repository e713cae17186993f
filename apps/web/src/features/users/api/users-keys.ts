export interface UsersListFilters {
  page: number;
  limit: number;
  /** A role name or id. */
  role?: string | undefined;
  isActive?: boolean | undefined;
  email?: string | undefined;
  displayName?: string | undefined;
}

/** Query keys of the users feature; every list hangs under `lists()` so one call refreshes all. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (filters: UsersListFilters) => [...usersKeys.lists(), filters] as const,
};
