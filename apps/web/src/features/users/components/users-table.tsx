import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, User } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
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
  /** Issues a one-time password-reset link (null when it could not: the error was shown). */
  onResetLink: (userId: string) => Promise<string | null>;
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
  onResetLink,
}: UsersTableProps) {
  const { t } = useTranslation();
  const [toDeactivate, setToDeactivate] = useState<User | null>(null);
  const [toSignOut, setToSignOut] = useState<User | null>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  const [resetLink, setResetLink] = useState<{ user: User; url: string } | null>(null);
  const issueResetLink = async (user: User) => {
    const url = await onResetLink(user.id);
    if (url) setResetLink({ user, url });
  };

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
            onResetLink={() => void issueResetLink(user)}
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
      <Dialog
        open={resetLink !== null}
        onClose={() => setResetLink(null)}
        title={t('admin.users.resetLinkTitle', { name: nameOf(resetLink?.user) })}
        description={t('admin.users.resetLinkBody', { name: nameOf(resetLink?.user) })}
        footer={
          <Button onClick={() => setResetLink(null)}>{t('admin.users.resetLinkDone')}</Button>
        }
      >
        <div className="flex flex-wrap items-center gap-2">
          <input
            readOnly
            value={resetLink?.url ?? ''}
            aria-label={t('admin.users.resetLinkLabel')}
            onFocus={(event) => event.currentTarget.select()}
            className="h-9 min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-2.5 font-mono text-xs text-slate-800 dark:border-white/10 dark:bg-ink-800 dark:text-slate-100"
          />
          <CopyButton value={resetLink?.url ?? ''} ariaLabel={t('admin.users.resetLinkLabel')} />
        </div>
      </Dialog>
    </>
  );
}
