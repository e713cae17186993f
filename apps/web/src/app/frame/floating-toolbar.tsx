import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { LIMITS } from '@pulso/domain/core';
import { AccountListSelect, NewListButton } from '../../features/account-lists';
import { DateRangeControl, GroupingSelect } from '../../features/date-range';
import { useIsSignedIn } from '../../features/identity';
import { useScrolledPast } from './use-scrolled-past';

const Divider = () => (
  <span aria-hidden="true" className="h-6 w-px shrink-0 bg-slate-200 dark:bg-white/10" />
);

/**
 * The pages the controls act on (the shared list, grouping and range): the dashboard, Mis
 * Cuentas and an account's page. Elsewhere (Perfil, Estrategias, Administración…) they would
 * change nothing on screen, so the toolbar stays away.
 */
const PAGES_WITH_CONTROLS = ['/', '/accounts', '/accounts/:id', '/public/accounts/:id'];

export const toolbarActsOn = (pathname: string) =>
  PAGES_WITH_CONTROLS.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * Spec §2: once the page scrolls past 10 px, signed-in users on wide screens keep the dashboard
 * controls at hand. Narrow screens reach the same controls through the mobile menu.
 */
export function FloatingToolbar() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const scrolled = useScrolledPast(LIMITS.floatingToolbarScrollPx);
  const { pathname } = useLocation();
  if (!signedIn || !scrolled || !toolbarActsOn(pathname)) return null;
  return (
    <div
      role="region"
      aria-label={t('controls.toolbar')}
      className="animate-drop-in fixed left-1/2 top-[4.75rem] z-30 hidden -translate-x-1/2 items-center gap-3 rounded-2xl border border-slate-200 bg-white/90 px-3 py-2 shadow-xl shadow-slate-900/5 backdrop-blur-xl lg:flex dark:border-white/10 dark:bg-ink-900/90 dark:shadow-black/40"
    >
      <AccountListSelect compact />
      <NewListButton variant="toolbar" />
      <Divider />
      <GroupingSelect compact />
      <Divider />
      <DateRangeControl compact />
    </div>
  );
}
