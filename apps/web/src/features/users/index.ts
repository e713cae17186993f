export { useUsers } from './api/get-users';
export { useUpdateUser } from './api/update-user';
export type { UsersListFilters } from './api/users-keys';
export { UsersFilters } from './components/users-filters';
export type { UsersFilterValues } from './components/users-filters';
export { UsersTable } from './components/users-table';
export { useEndUserSessions } from './api/end-user-sessions';
export { usePasswordResetLink } from './api/password-reset-link';
