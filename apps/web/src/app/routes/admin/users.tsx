import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@pulso/domain/core';
import { UsersIcon } from '../../../components/ui/account-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedSection } from '../../../components/ui/paged-section';
import { activityLogsKeys } from '../../../features/activity-logs';
import { useUserStore } from '../../../features/identity';
import { useRoles } from '../../../features/roles';
import {
  useEndUserSessions,
  usePasswordResetLink,
  useUsers,
  useUpdateUser,
  type UsersListFilters as Filters,
  UsersFilters,
  type UsersFilterValues,
  UsersTable,
} from '../../../features/users';
import '../../../locales/admin';

/** Administración › Usuarios: filter, page, activate or deactivate, change role, end sessions. */
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

  const endSessions = useEndUserSessions();
  const resetLink = usePasswordResetLink();

  const onFilter = useCallback(
    (patch: UsersFilterValues) => setFilters((previous) => ({ ...previous, ...patch, page: 1 })),
    [],
  );

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
      <PagedSection
        className="mt-5"
        label={t('admin.users.title')}
        query={users}
        empty={t('admin.users.empty')}
        renderList={(items) => (
          <UsersTable
            users={items}
            roles={roles.data ?? []}
            currentUserId={currentUserId}
            pendingId={update.isPending ? update.variables?.id : undefined}
            onUpdate={(input) => update.mutate(input)}
            onEndSessions={(id) => endSessions.mutate(id)}
            onResetLink={(id) => resetLink.mutateAsync(id).catch(() => null)}
          />
        )}
        onPageChange={(next) => setFilters((previous) => ({ ...previous, page: next }))}
      />
    </div>
  );
}
