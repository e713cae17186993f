import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, User } from '@pulso/domain/schemas';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ADMIN_ROLE } from '../../identity';
import type { UpdateUserInput } from '../api/update-user';
import { UserRow } from './user-row';

interface UsersTableProps {
  users: User[];
  roles: Role[];
  currentUserId: string | undefined;
  /** The user whose update is in flight, if any. */
  pendingId: string | undefined;
  onUpdate: (input: UpdateUserInput) => void;
  onEndSessions: (userId: string) => void;
}

const headers = ['user', 'role', 'status', 'lastSignIn'] as const;

/** A role change waiting for the admin's yes: it grants or removes the admin role. */
interface RoleChange {
  user: User;
  role: Role;
  grants: boolean;
}

export function UsersTable({
  users,
  roles,
  currentUserId,
  pendingId,
  onUpdate,
  onEndSessions,
}: UsersTableProps) {
  const { t } = useTranslation();
  const [toDeactivate, setToDeactivate] = useState<User | null>(null);
  const [toSignOut, setToSignOut] = useState<User | null>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);

  // Granting or removing admin changes who controls Pulso, so it is confirmed first; other
  // role changes go straight through. Until confirmed the select keeps showing the old role.
  const changeRole = (user: User, roleId: string) => {
    const role = roles.find((r) => r.id === roleId);
    const grants = role?.name === ADMIN_ROLE;
    if (role && (grants || user.role.name === ADMIN_ROLE)) {
      setRoleChange({ user, role, grants });
      return;
    }
    onUpdate({ id: user.id, changes: { roleId } });
  };
  const nameOf = (user: User | undefined) => user?.displayName || user?.email || '';

  return (
    <>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,2.2fr)_minmax(0,1.1fr)_minmax(0,0.8fr)_minmax(0,1fr)_auto] gap-4 border-b border-slate-100 px-5 py-3 text-[11px] font-semibold uppercase tracking-wider text-slate-500 md:grid dark:border-white/5 dark:text-slate-400"
      >
        {headers.map((key) => (
          <span key={key}>{t(`admin.users.columns.${key}`)}</span>
        ))}
        <span className="w-24" />
      </div>
      <ul
        aria-label={t('admin.users.listLabel')}
        className="divide-y divide-slate-100 dark:divide-white/5"
      >
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            roles={roles}
            isSelf={user.id === currentUserId}
            busy={pendingId === user.id}
            onChangeRole={(roleId) => changeRole(user, roleId)}
            onToggleActive={() =>
              user.isActive
                ? setToDeactivate(user)
                : onUpdate({ id: user.id, changes: { isActive: true } })
            }
            onEndSessions={() => setToSignOut(user)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={toDeactivate !== null}
        title={t('admin.users.deactivateTitle', {
          name: toDeactivate?.displayName || toDeactivate?.email || '',
        })}
        message={t('admin.users.deactivateBody')}
        confirmLabel={t('admin.users.deactivate')}
        onCancel={() => setToDeactivate(null)}
        onConfirm={() => {
          if (toDeactivate) onUpdate({ id: toDeactivate.id, changes: { isActive: false } });
          setToDeactivate(null);
        }}
      />
      <ConfirmDialog
        open={roleChange !== null}
        title={t('admin.users.roleChangeTitle', {
          name: nameOf(roleChange?.user),
          role: roleChange?.role.name ?? '',
        })}
        message={
          roleChange?.grants ? t('admin.users.grantAdminBody') : t('admin.users.revokeAdminBody')
        }
        confirmLabel={t('admin.users.changeRole')}
        onCancel={() => setRoleChange(null)}
        onConfirm={() => {
          if (roleChange) {
            onUpdate({ id: roleChange.user.id, changes: { roleId: roleChange.role.id } });
          }
          setRoleChange(null);
        }}
      />
      <ConfirmDialog
        open={toSignOut !== null}
        title={t('admin.users.endSessionsTitle', {
          name: toSignOut?.displayName || toSignOut?.email || '',
        })}
        message={t('admin.users.endSessionsBody')}
        confirmLabel={t('admin.users.endSessions')}
        onCancel={() => setToSignOut(null)}
        onConfirm={() => {
          if (toSignOut) onEndSessions(toSignOut.id);
          setToSignOut(null);
        }}
      />
    </>
  );
}
