import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsAdmin } from '../../../features/identity';
import { ADMIN_SECTIONS } from './admin-sections';

const link = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 ${
    isActive
      ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/5'
  }`;

/** The mobile menu's 'Administración' section, for admins only. */
export function AdminMenuSection() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <nav aria-label={t('nav.admin')} className="space-y-1">
      <h3 className="px-4 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
        {t('nav.admin')}
      </h3>
      <ul className="flex flex-col gap-0.5">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink to={section.to} className={link}>
              <span className="text-slate-400">{section.icon}</span>
              {t(`admin.${section.key}.tab`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
