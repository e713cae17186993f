import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/ui/account-icons';
import { CataloguePage } from '../../../components/ui/catalogue-page';
import { useDeleteRole, useRoles, RoleFormDialog, RolesList } from '../../../features/roles';
import '../../../locales/admin';

/** Administración › Roles: create, edit permissions, delete (not admin, not a role in use). */
export default function AdminRolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const known = [...new Set((roles.data ?? []).flatMap((role) => role.permissions))];
  return (
    <CataloguePage
      title={t('admin.roles.title')}
      lead={t('admin.roles.lead')}
      icon={<ShieldIcon className="size-5" />}
      newLabel={t('admin.roles.new')}
      query={roles}
      remove={useDeleteRole()}
      deleteText={(role) => ({
        title: t('admin.roles.deleteTitle', { name: role.name }),
        message: t('admin.roles.deleteBody'),
        confirm: t('admin.roles.delete'),
      })}
      renderList={(list, { onEdit, onDelete }) => (
        <RolesList roles={list} onEdit={onEdit} onDelete={onDelete} />
      )}
      renderForm={(role, onClose) => (
        <RoleFormDialog key={role?.id ?? 'new'} role={role} known={known} onClose={onClose} />
      )}
    />
  );
}
