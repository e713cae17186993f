import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn, useIsAdmin } from '../../features/identity';

interface NavItemsProps {
  variant: 'bar' | 'menu';
  onNavigate?: () => void;
}

const barLink = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium transition-colors xl:px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 ${
    isActive
      ? 'bg-slate-100 text-slate-900 dark:bg-white/10 dark:text-white'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-white/5 dark:hover:text-white'
  }`;

const menuLink = ({ isActive }: { isActive: boolean }) =>
  `flex items-center rounded-xl px-4 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 ${
    isActive
      ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/5'
  }`;

/**
 * Spec §2/§6: 'Mis Cuentas' only for signed-in users; public accounts for everyone;
 * Administración for admins.
 */
export function NavItems({ variant, onNavigate }: NavItemsProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const isAdmin = useIsAdmin();
  const className = variant === 'bar' ? barLink : menuLink;
  return (
    <ul
      className={variant === 'bar' ? 'flex items-center gap-0.5 xl:gap-1' : 'flex flex-col gap-1'}
    >
      {signedIn ? (
        <li>
          <NavLink to="/accounts" className={className} onClick={onNavigate}>
            {t('nav.myAccounts')}
          </NavLink>
        </li>
      ) : null}
      {signedIn ? (
        <li>
          <NavLink to="/copy-trades" className={className} onClick={onNavigate}>
            {t('nav.copyTrades')}
          </NavLink>
        </li>
      ) : null}
      {signedIn ? (
        <li>
          <NavLink to="/strategies" className={className} onClick={onNavigate}>
            {t('nav.strategies')}
          </NavLink>
        </li>
      ) : null}
      {signedIn ? (
        <li>
          <NavLink to="/deployments" className={className} onClick={onNavigate}>
            {t('nav.deployments')}
          </NavLink>
        </li>
      ) : null}
      <li>
        <NavLink to="/public/accounts" className={className} onClick={onNavigate}>
          {t('nav.publicAccounts')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/markets" className={className} onClick={onNavigate}>
          {t('nav.markets')}
        </NavLink>
      </li>
      {/* The menu has its own Administración section (AdminMenuSection). */}
      {signedIn && isAdmin && variant === 'bar' ? (
        <li>
          <NavLink to="/admin" className={className} onClick={onNavigate}>
            {t('nav.admin')}
          </NavLink>
        </li>
      ) : null}
    </ul>
  );
}
