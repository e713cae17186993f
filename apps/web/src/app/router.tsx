import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireSession } from '../features/identity';
import { AccountListModalHost } from '../features/account-lists';
import { PageFrame } from './frame/page-frame';
import { StartupScreen } from './frame/status-screens';
import { localesReady } from '../lib/i18n';

type PageModule = Promise<{ default: ComponentType }>;

/** React.lazy plus a way to start the download early; both share one import promise. */
function lazyPage(load: () => PageModule) {
  let pending: PageModule | undefined;
  const preload = () =>
    // A page registers its strings as it loads; in English, wait for them too (lib/i18n.ts).
    (pending ??= load()
      .then((page) => localesReady().then(() => page))
      .catch((error: unknown) => {
        pending = undefined; // a failed early fetch must not poison the route's own attempt
        throw error;
      }));
  return Object.assign(lazy(preload), { preload });
}

// Pages are split out so the first load carries only the frame (DESIGN §2: keep it small).
// Declarative routes rather than a data router: server data lives in TanStack Query, so route
// loaders would add ~17 KB gzipped to the first load for nothing.
const HomePage = lazyPage(() => import('./routes/home'));
const MyAccountsPage = lazyPage(() => import('./routes/my-accounts'));
const PublicAccountsPage = lazyPage(() => import('./routes/public-accounts'));
const MarketsPage = lazyPage(() => import('./routes/markets'));
const HelpPage = lazyPage(() => import('./routes/help'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));
const ProfileLayout = lazyPage(() => import('./routes/profile'));
const ProfileGeneralPage = lazyPage(() => import('./routes/profile-general'));
const ProfileNotificationsPage = lazyPage(() => import('./routes/profile-notifications'));
const AdminLayout = lazyPage(() => import('./routes/admin/admin-layout'));
const AdminUsersPage = lazyPage(() => import('./routes/admin/users'));
const AdminRolesPage = lazyPage(() => import('./routes/admin/roles'));
const AdminActivityPage = lazyPage(() => import('./routes/admin/activity'));
const AdminExchangesPage = lazyPage(() => import('./routes/admin-exchanges'));
const AdminPackagesPage = lazyPage(() => import('./routes/admin-packages'));
const PublicAccountPage = lazyPage(() => import('./routes/public-account'));
const AccountPage = lazyPage(() => import('./routes/account'));
const CopyTradesPage = lazyPage(() => import('./routes/copy-trades'));
const StrategiesPage = lazyPage(() => import('./routes/strategies'));
const StrategyEditorPage = lazyPage(() => import('./routes/strategy-editor'));
const DeploymentsPage = lazyPage(() => import('./routes/deployments'));
const DeploymentPage = lazyPage(() => import('./routes/deployment'));
const AdminReceiverLogsPage = lazyPage(() => import('./routes/admin/receiver-logs'));
const AdminNotificationsPage = lazyPage(() => import('./routes/admin/notifications'));
// The sign-in popup's landing page: outside the frame, and preloaded at once (see the file).
const AuthCallbackPage = lazyPage(() => import('./routes/auth-callback'));

const PAGES_BY_PATH: Record<string, { preload: () => PageModule }> = {
  '/': HomePage,
  '/accounts': MyAccountsPage,
  '/public/accounts': PublicAccountsPage,
  '/markets': MarketsPage,
  '/help': HelpPage,
  '/profile': { preload: () => ProfileLayout.preload().then(() => ProfileGeneralPage.preload()) },
  '/profile/notifications': {
    preload: () => ProfileLayout.preload().then(() => ProfileNotificationsPage.preload()),
  },
  '/admin': AdminLayout,
  '/admin/users': { preload: () => AdminLayout.preload().then(() => AdminUsersPage.preload()) },
  '/admin/roles': { preload: () => AdminLayout.preload().then(() => AdminRolesPage.preload()) },
  '/admin/exchanges': {
    preload: () => AdminLayout.preload().then(() => AdminExchangesPage.preload()),
  },
  '/admin/packages': {
    preload: () => AdminLayout.preload().then(() => AdminPackagesPage.preload()),
  },
  '/admin/activity': {
    preload: () => AdminLayout.preload().then(() => AdminActivityPage.preload()),
  },
  '/admin/receiver-logs': {
    preload: () => AdminLayout.preload().then(() => AdminReceiverLogsPage.preload()),
  },
  '/admin/notifications': {
    preload: () => AdminLayout.preload().then(() => AdminNotificationsPage.preload()),
  },
  '/copy-trades': CopyTradesPage,
  '/strategies': StrategiesPage,
  '/strategies/new': StrategyEditorPage,
  '/deployments': DeploymentsPage,
  '/auth/callback': AuthCallbackPage,
};

/**
 * Starts fetching the first page's chunk while the start-up spinner is still up, so the frame
 * does not appear with a second spinner inside it.
 */
export function preloadPage(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  void (PAGES_BY_PATH[path] ?? NotFoundPage).preload().catch(() => {
    // Nothing to do: the route's lazy() fetches again and reports through the error boundary.
  });
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <>
            <PageFrame />
            {/* The one account list modal, opened from the toolbar, the menu or a page. */}
            <AccountListModalHost />
          </>
        }
      >
        <Route index element={<HomePage />} />
        <Route
          path="accounts"
          element={
            <RequireSession>
              <MyAccountsPage />
            </RequireSession>
          }
        />
        <Route
          path="accounts/:id"
          element={
            <RequireSession>
              <AccountPage />
            </RequireSession>
          }
        />
        <Route
          path="copy-trades"
          element={
            <RequireSession>
              <CopyTradesPage />
            </RequireSession>
          }
        />
        <Route
          path="strategies"
          element={
            <RequireSession>
              <StrategiesPage />
            </RequireSession>
          }
        />
        <Route
          path="strategies/new"
          element={
            <RequireSession>
              <StrategyEditorPage />
            </RequireSession>
          }
        />
        <Route
          path="strategies/:id"
          element={
            <RequireSession>
              <StrategyEditorPage />
            </RequireSession>
          }
        />
        <Route
          path="deployments"
          element={
            <RequireSession>
              <DeploymentsPage />
            </RequireSession>
          }
        />
        <Route
          path="deployments/:id"
          element={
            <RequireSession>
              <DeploymentPage />
            </RequireSession>
          }
        />
        <Route path="public/accounts" element={<PublicAccountsPage />} />
        <Route path="public/accounts/:id" element={<PublicAccountPage />} />
        <Route path="markets" element={<MarketsPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route
          path="profile"
          element={
            <RequireSession>
              <ProfileLayout />
            </RequireSession>
          }
        >
          <Route index element={<ProfileGeneralPage />} />
          <Route path="notifications" element={<ProfileNotificationsPage />} />
        </Route>
        <Route
          path="admin"
          element={
            <RequireSession>
              <AdminLayout />
            </RequireSession>
          }
        >
          <Route index element={<Navigate to="users" replace />} />
          <Route path="users" element={<AdminUsersPage />} />
          <Route path="roles" element={<AdminRolesPage />} />
          <Route path="activity" element={<AdminActivityPage />} />
          <Route path="receiver-logs" element={<AdminReceiverLogsPage />} />
          <Route path="exchanges" element={<AdminExchangesPage />} />
          <Route path="packages" element={<AdminPackagesPage />} />
          <Route path="notifications" element={<AdminNotificationsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="auth/callback"
        element={
          <Suspense fallback={<StartupScreen />}>
            <AuthCallbackPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
