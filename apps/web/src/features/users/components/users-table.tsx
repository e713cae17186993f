import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, User } from '@pulso/domain';
import { ConfirmDialog } from '../../../components/ui/dialog';
import type { UpdateUserInput } from '../api/update-user';
import { UserRow } from './user-row';

interface UsersTableProps {
  users: User[];
  roles: Role[];
  currentUserId: string | undefined;
  /** The user whose update is in flight, if any. */
  pendingId: string | undefined;
  onUpdate: (input: UpdateUserInput) => void;
}

const headers = ['user', 'role', 'status', 'lastSignIn'] as const;

export function UsersTable({ users, roles, currentUserId, pendingId, onUpdate }: UsersTableProps) {
  const { t } = useTranslation();
  const [toDeactivate, setToDeactivate] = useState<User | null>(null);

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
            onChangeRole={(roleId) => onUpdate({ id: user.id, changes: { roleId } })}
            onToggleActive={() =>
              user.isActive
                ? setToDeactivate(user)
                : onUpdate({ id: user.id, changes: { isActive: true } })
            }
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
    </>
  );
}
