import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignOutIcon, UserIcon } from '../../../components/ui/account-icons';
import { Avatar } from '../../../components/ui/avatar';
import { useSignOut } from '../hooks/use-sign-in';
import { useIsSignedIn } from '../stores/token-store';
import { useUserStore } from '../stores/user-store';
import { SignInButton } from './sign-in-button';

const row =
  'flex w-full items-center gap-3 rounded-xl px-4 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500';
const idle = 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/5';
const active = 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300';

/** The mobile menu's account block: who is signed in, Perfil and Cerrar sesión; or sign-in. */
export function MobileSessionSection() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const user = useUserStore((state) => state.user);
  const { signOut, pending } = useSignOut();
  if (!signedIn) return <SignInButton variant="menu" />;
  const name = user?.displayName || user?.email || t('auth.account');
  return (
    <section aria-label={t('auth.accountSection')} className="space-y-1">
      <div className="flex items-center gap-3 px-4 pb-2">
        <Avatar name={name} photoURL={user?.photoURL} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{name}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user?.email}</p>
        </div>
      </div>
      <NavLink to="/profile" className={({ isActive }) => `${row} ${isActive ? active : idle}`}>
        <UserIcon className="size-5 opacity-70" />
        {t('auth.profile')}
      </NavLink>
      <button type="button" onClick={signOut} disabled={pending} className={`${row} ${idle}`}>
        <SignOutIcon className="size-5 opacity-70" />
        {t('auth.signOut')}
      </button>
    </section>
  );
}
