import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { UserIcon } from '../../components/ui/account-icons';
import { BellIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../frame/status-screens';
import '../../locales/profile';

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-1 pb-3 pt-1 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 ${
    isActive
      ? 'border-emerald-500 text-slate-900 dark:text-white'
      : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800 dark:text-slate-400 dark:hover:border-white/20 dark:hover:text-slate-200'
  }`;

/** Perfil: its sections as tabs, General (/profile) and Notificaciones (/profile/notifications). */
export default function ProfileLayout() {
  const { t } = useTranslation();
  return (
    // 5xl rather than a settings page's 4xl: the delivery log's seven columns need the room.
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('profile.title')}
        lead={t('profile.lead')}
        icon={<UserIcon className="size-5" />}
      />
      <nav
        aria-label={t('profile.sections')}
        className="relative mt-6 flex gap-6 overflow-x-auto border-b border-slate-200 dark:border-white/5"
      >
        <NavLink to="/profile" end className={tab}>
          <UserIcon className="size-4" />
          {t('profile.tabs.general')}
        </NavLink>
        <NavLink to="/profile/notifications" className={tab}>
          <BellIcon className="size-4" />
          {t('profile.tabs.notifications')}
        </NavLink>
      </nav>
      {/* Switching tabs keeps the header and tabs on screen while the next tab's chunk loads. */}
      <Suspense fallback={<PageLoading />}>
        <div className="mt-8">
          <Outlet />
        </div>
      </Suspense>
    </div>
  );
}
