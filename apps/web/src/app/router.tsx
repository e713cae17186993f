import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { RequireSession } from '../features/identity/components/require-session';
import { PageFrame } from './frame/page-frame';

type PageModule = Promise<{ default: ComponentType }>;

/** React.lazy plus a way to start the download early; both share one import promise. */
function lazyPage(load: () => PageModule) {
  let pending: PageModule | undefined;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
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
const NotFoundPage = lazyPage(() => import('./routes/not-found'));

const PAGES_BY_PATH: Record<string, { preload: () => PageModule }> = {
  '/': HomePage,
  '/accounts': MyAccountsPage,
  '/public/accounts': PublicAccountsPage,
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
      <Route element={<PageFrame />}>
        <Route index element={<HomePage />} />
        <Route
          path="accounts"
          element={
            <RequireSession>
              <MyAccountsPage />
            </RequireSession>
          }
        />
        <Route path="public/accounts" element={<PublicAccountsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
