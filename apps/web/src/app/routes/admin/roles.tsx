import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@pulso/domain';
import { ShieldIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteRole } from '../../../features/roles/api/delete-role';
import { useRoles } from '../../../features/roles/api/get-roles';
import { RoleFormDialog } from '../../../features/roles/components/role-form-dialog';
import { RolesList } from '../../../features/roles/components/roles-list';

type Editing = { role: Role | null } | null;

/** Administración › Roles: create, edit permissions, delete (not admin, not a role in use). */
export default function AdminRolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Role | null>(null);
  const known = [...new Set((roles.data ?? []).flatMap((role) => role.permissions))];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={t('admin.roles.title')}
        lead={t('admin.roles.lead')}
        icon={<ShieldIcon className="size-5" />}
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setEditing({ role: null })}>
            {t('admin.roles.new')}
          </Button>
        }
      />
      <div className="mt-6">
        {roles.isPending ? (
          <div
            role="status"
            aria-label={t('app.loadingPage')}
            className="flex justify-center py-16"
          >
            <Spinner className="size-6 text-emerald-500" />
          </div>
        ) : roles.isError ? (
          <p className="py-12 text-center text-sm text-rose-600 dark:text-rose-400">
            {roles.error.message}
          </p>
        ) : (
          <RolesList
            roles={roles.data}
            onEdit={(role) => setEditing({ role })}
            onDelete={setToDelete}
          />
        )}
      </div>

      {editing ? (
        <RoleFormDialog
          key={editing.role?.id ?? 'new'}
          role={editing.role}
          known={known}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('admin.roles.deleteTitle', { name: toDelete?.name ?? '' })}
        message={t('admin.roles.deleteBody')}
        confirmLabel={t('admin.roles.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
