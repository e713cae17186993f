import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequireAdmin } from '../../../features/identity';
import { PageLoading } from '../../frame/status-screens';
import { ADMIN_SECTIONS } from './admin-sections';

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-1 pb-3 pt-1 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 ${
    isActive
      ? 'border-emerald-500 text-slate-900 dark:text-white'
      : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800 dark:text-slate-400 dark:hover:border-white/20 dark:hover:text-slate-200'
  }`;

/** Administración: the admin check of spec §6, then its sections as tabs. */
export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <RequireAdmin>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-wider text-emerald-600 dark:text-emerald-400">
          {t('nav.admin')}
        </p>
        <nav
          aria-label={t('admin.sections')}
          className="relative mt-3 flex gap-6 overflow-x-auto border-b border-slate-200 dark:border-white/5"
        >
          {ADMIN_SECTIONS.map((section) => (
            <NavLink key={section.key} to={section.to} className={tab}>
              {section.icon}
              {t(`admin.${section.key}.tab`)}
            </NavLink>
          ))}
        </nav>
      </div>
      {/* Switching tabs keeps the tabs on screen while the next page's chunk loads. */}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RequireAdmin>
  );
}
