import { useTranslation } from 'react-i18next';
import type { Role } from '@pulso/domain/schemas';
import { PencilIcon, ShieldIcon, TrashIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';

/** The roles every installation starts with. */
const BUILT_IN = new Set(['admin', 'user']);

interface RolesListProps {
  roles: Role[];
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

export function RolesList({ roles, onEdit, onDelete }: RolesListProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('admin.roles.listLabel')} className="grid gap-4 md:grid-cols-2">
      {roles.map((role) => (
        <li
          key={role.id}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-white/5 dark:bg-ink-900"
        >
          <div className="flex items-start gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
              <ShieldIcon className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="flex items-center gap-2 font-mono text-base font-semibold text-slate-900 dark:text-white">
                <span className="truncate">{role.name}</span>
                {BUILT_IN.has(role.name) ? (
                  <span className="rounded-full bg-slate-500/10 px-2 py-0.5 font-sans text-[10px] font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                    {t('admin.roles.builtIn')}
                  </span>
                ) : null}
              </h2>
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                {t('admin.roles.permissionCount', { count: role.permissions.length })}
              </p>
            </div>
          </div>
          <ul
            aria-label={t('admin.roles.permissionsOf', { name: role.name })}
            className="mt-4 flex flex-1 flex-wrap content-start gap-1.5"
          >
            {role.permissions.length === 0 ? (
              <li className="text-xs italic text-slate-400">{t('admin.roles.noPermissions')}</li>
            ) : (
              role.permissions.map((permission) => (
                <li
                  key={permission}
                  className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700 dark:bg-white/5 dark:text-slate-300"
                >
                  {permission}
                </li>
              ))
            )}
          </ul>
          <div className="mt-5 flex justify-end gap-2 border-t border-slate-100 pt-4 dark:border-white/5">
            <Button
              variant="secondary"
              size="sm"
              icon={<PencilIcon className="size-3.5" />}
              onClick={() => onEdit(role)}
              aria-label={t('admin.roles.editNamed', { name: role.name })}
            >
              {t('admin.roles.edit')}
            </Button>
            {role.name === 'admin' ? null : (
              <Button
                variant="ghost"
                size="sm"
                icon={<TrashIcon className="size-3.5" />}
                onClick={() => onDelete(role)}
                aria-label={t('admin.roles.deleteNamed', { name: role.name })}
                className="text-rose-600 hover:text-rose-700 dark:text-rose-400 dark:hover:text-rose-300"
              >
                {t('admin.roles.delete')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
