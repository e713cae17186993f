import { useTranslation } from 'react-i18next';
import { relativeTime } from '@pulso/domain/core';
import type { Role, User } from '@pulso/domain/schemas';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ChevronDownIcon } from '../../../components/ui/icons';

interface UserRowProps {
  user: User;
  roles: Role[];
  isSelf: boolean;
  busy: boolean;
  onChangeRole: (roleId: string) => void;
  onToggleActive: () => void;
  onEndSessions: () => void;
  onResetLink: () => void;
}

const cellLabel =
  'text-[11px] font-semibold uppercase tracking-wider text-slate-500 md:hidden dark:text-slate-400';

/**
 * One user: who, role (changeable), status, last sign-in, a password-reset link, end sessions,
 * activate/deactivate.
 */
export function UserRow({
  user,
  roles,
  isSelf,
  busy,
  onChangeRole,
  onToggleActive,
  onEndSessions,
  onResetLink,
}: UserRowProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const name = user.displayName || user.email;
  const selfHint = isSelf ? t('admin.users.selfHint') : undefined;
  // The user's role is always an option, even if the role list has not arrived yet.
  const options = roles.some((role) => role.id === user.roleId)
    ? roles
    : [{ id: user.roleId, name: user.role.name, permissions: [] }, ...roles];

  return (
    <li className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,2.2fr)_minmax(0,1.1fr)_minmax(0,0.8fr)_minmax(0,1fr)_auto] md:items-center md:gap-4 md:px-5">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={name} photoURL={user.photoURL} className="size-9 text-xs" />
        <div className="min-w-0">
          <p className="flex items-center gap-2 truncate text-sm font-semibold text-slate-900 dark:text-white">
            <span className="truncate">{name}</span>
            {isSelf ? (
              <span className="shrink-0 rounded-full bg-sky-500/10 px-2 py-0.5 text-[10px] font-semibold text-sky-700 dark:text-sky-300">
                {t('admin.users.you')}
              </span>
            ) : null}
          </p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
        </div>
      </div>

      <div className="flex items-center justify-between gap-3 md:block">
        <span className={cellLabel}>{t('admin.users.role')}</span>
        <label className="sr-only" htmlFor={`role-${user.id}`}>
          {t('admin.users.roleOf', { name })}
        </label>
        <div className="relative w-40 md:w-full">
          <select
            id={`role-${user.id}`}
            value={user.roleId}
            disabled={busy || isSelf}
            title={selfHint}
            onChange={(event) => onChangeRole(event.target.value)}
            className="h-8 w-full appearance-none rounded-lg border border-slate-200 bg-white pl-2.5 pr-8 text-sm text-slate-800 focus-visible:border-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500/50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-white/10 dark:bg-ink-800 dark:text-slate-100"
          >
            {options.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute inset-y-0 right-2.5 my-auto size-4 text-slate-400" />
        </div>
      </div>

      <div className="flex items-center justify-between gap-3 md:block">
        <span className={cellLabel}>{t('admin.users.status')}</span>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
            user.isActive
              ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
              : 'bg-rose-500/10 text-rose-700 dark:text-rose-300'
          }`}
        >
          <span
            aria-hidden="true"
            className={`size-1.5 rounded-full ${user.isActive ? 'bg-emerald-500' : 'bg-rose-500'}`}
          />
          {user.isActive ? t('admin.users.activeOne') : t('admin.users.inactiveOne')}
        </span>
      </div>

      <div className="flex items-center justify-between gap-3 text-xs text-slate-500 md:block dark:text-slate-400">
        <span className={cellLabel}>{t('admin.users.lastSignIn')}</span>
        <span
          title={user.lastSignInAt ? new Date(user.lastSignInAt).toLocaleString(locale) : undefined}
        >
          {user.lastSignInAt
            ? relativeTime(new Date(user.lastSignInAt), new Date(), locale)
            : t('admin.users.never')}
        </span>
      </div>

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={onResetLink}
          aria-label={t('admin.users.resetLinkNamed', { name })}
        >
          {t('admin.users.resetLink')}
        </Button>
        {/* Your own sessions end from the profile page, which also signs you out here. */}
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || isSelf}
          title={selfHint}
          onClick={onEndSessions}
          aria-label={t('admin.users.endSessionsNamed', { name })}
        >
          {t('admin.users.endSessions')}
        </Button>
        <Button
          variant={user.isActive ? 'secondary' : 'primary'}
          size="sm"
          disabled={busy || isSelf}
          title={selfHint}
          onClick={onToggleActive}
          aria-label={
            user.isActive
              ? t('admin.users.deactivateNamed', { name })
              : t('admin.users.activateNamed', { name })
          }
        >
          {user.isActive ? t('admin.users.deactivate') : t('admin.users.activate')}
        </Button>
      </div>
    </li>
  );
}
