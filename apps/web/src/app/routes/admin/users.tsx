import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@pulso/domain';
import { UsersIcon } from '../../../components/ui/account-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { activityLogsKeys } from '../../../features/activity-logs/api/activity-logs-keys';
import { useUserStore } from '../../../features/identity/stores/user-store';
import { useRoles } from '../../../features/roles/api/get-roles';
import { useUsers } from '../../../features/users/api/get-users';
import { useUpdateUser } from '../../../features/users/api/update-user';
import type { UsersFilters as Filters } from '../../../features/users/api/users-keys';
import {
  UsersFilters,
  type UsersFilterValues,
} from '../../../features/users/components/users-filters';
import { UsersTable } from '../../../features/users/components/users-table';
import '../../../locales/admin';

/** Administración › Usuarios: filter, page, activate or deactivate, change role. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const currentUserId = useUserStore((state) => state.user?.id);
  const [filters, setFilters] = useState<Filters>({ page: 1, limit: PAGE_SIZES.default });
  const users = useUsers(filters);
  const roles = useRoles();
  // Spec §6: after an admin updates a user, the user list and the activity logs refresh.
  const update = useUpdateUser({
    mutationConfig: {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: activityLogsKeys.all }),
    },
  });

  const onFilter = useCallback(
    (patch: UsersFilterValues) => setFilters((previous) => ({ ...previous, ...patch, page: 1 })),
    [],
  );

  const page = users.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={t('admin.users.title')}
        lead={t('admin.users.lead')}
        icon={<UsersIcon className="size-5" />}
      />
      <div className="mt-6">
        <UsersFilters value={filters} roles={roles.data ?? []} onChange={onFilter} />
      </div>
      <section
        aria-label={t('admin.users.title')}
        aria-busy={users.isFetching || undefined}
        className="mt-5 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900"
      >
        {users.isPending ? (
          <div
            role="status"
            aria-label={t('app.loadingPage')}
            className="flex justify-center py-16"
          >
            <Spinner className="size-6 text-emerald-500" />
          </div>
        ) : users.isError ? (
          <p className="px-5 py-12 text-center text-sm text-rose-600 dark:text-rose-400">
            {users.error.message}
          </p>
        ) : page && page.data.length > 0 ? (
          <UsersTable
            users={page.data}
            roles={roles.data ?? []}
            currentUserId={currentUserId}
            pendingId={update.isPending ? update.variables?.id : undefined}
            onUpdate={(input) => update.mutate(input)}
          />
        ) : (
          <p className="px-5 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
            {t('admin.users.empty')}
          </p>
        )}
        {page ? (
          <div className="border-t border-slate-100 px-5 py-3 dark:border-white/5">
            <Pagination
              page={page.pagination.page}
              totalPages={page.pagination.totalPages}
              total={page.pagination.total}
              label={t('admin.users.title')}
              onPageChange={(next) => setFilters((previous) => ({ ...previous, page: next }))}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
