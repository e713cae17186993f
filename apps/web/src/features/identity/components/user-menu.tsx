import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldIcon, SignOutIcon, UserIcon } from '../../../components/ui/account-icons';
import { Avatar } from '../../../components/ui/avatar';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { useSignOut } from '../hooks/use-sign-in';
import { useIsAdmin, useUserStore } from '../stores/user-store';

const item =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-white/5 dark:focus-visible:bg-white/5';

/**
 * The signed-in user's button in the bar: a disclosure with Perfil, Administración (admins) and
 * Cerrar sesión. Escape or a click elsewhere closes it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const role = useUserStore((state) => state.role);
  const isAdmin = useIsAdmin();
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const name = user?.displayName || user?.email || t('auth.account');
  const close = () => setOpen(false);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('auth.accountMenu', { name })}
        onClick={() => setOpen((value) => !value)}
        className="flex h-9 items-center gap-2 rounded-full py-0.5 pl-0.5 pr-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-slate-200 dark:hover:bg-white/5"
      >
        {/* The initials are a picture of the name: the label, which holds the name, says it. */}
        <span aria-hidden="true">
          <Avatar name={name} photoURL={user?.photoURL} className="size-8 text-xs" />
        </span>
        <span className="hidden max-w-36 truncate sm:inline lg:max-xl:hidden">{name}</span>
        <ChevronDownIcon
          className={`size-4 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="animate-drop-in absolute right-0 top-full z-50 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10 dark:border-white/10 dark:bg-ink-900 dark:shadow-black/40"
      >
        <div className="flex items-center gap-3 border-b border-slate-100 px-3 pb-3 pt-2 dark:border-white/5">
          <Avatar name={name} photoURL={user?.photoURL} className="size-10 text-sm" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user?.email}</p>
            {role ? (
              <p className="mt-1 inline-flex rounded-full bg-emerald-500/10 px-2 py-0.5 text-[11px] font-semibold text-emerald-700 dark:text-emerald-300">
                {role.name}
              </p>
            ) : null}
          </div>
        </div>
        <ul className="mt-2 flex flex-col gap-0.5">
          <li>
            <Link to="/profile" className={item} onClick={close}>
              <UserIcon className="size-4 text-slate-400" />
              {t('auth.profile')}
            </Link>
          </li>
          {isAdmin ? (
            <li>
              <Link to="/admin" className={item} onClick={close}>
                <ShieldIcon className="size-4 text-slate-400" />
                {t('nav.admin')}
              </Link>
            </li>
          ) : null}
          <li className="mt-1 border-t border-slate-100 pt-1 dark:border-white/5">
            <button type="button" className={item} onClick={signOut} disabled={pending}>
              <SignOutIcon className="size-4 text-slate-400" />
              {t('auth.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
