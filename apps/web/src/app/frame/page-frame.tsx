import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { LoadingUserOverlay, useIsSignedIn } from '../../features/identity';
import { PausedChannelBanner } from '../../features/notifications';
import { FloatingToolbar } from './floating-toolbar';
import { Footer } from './footer';
import { MobileMenu } from './mobile-menu';
import { NoticeBanners } from './notice-banners';
import { Navbar } from './navbar';
import { RouteError } from '../routes/route-error';
import { PageLoading } from './status-screens';

/** The shared page frame of spec §2, the layout route of every page. */
export function PageFrame() {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu is open "at" a location: any navigation changes the key and so closes it,
  // without an effect watching the URL.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navigationType = useNavigationType();
  const signedIn = useIsSignedIn();

  // A new page starts at the top; back/forward (POP) leaves the browser's position alone.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);

  const openMenu = useCallback(() => setMenuOpenAt(location.key), [location.key]);
  const closeMenu = useCallback(() => {
    setMenuOpenAt(null);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('app.skipToContent')}
      </a>
      <Navbar menuOpen={menuOpen} onOpenMenu={openMenu} menuButtonRef={menuButtonRef} />
      <FloatingToolbar />
      {/* At least the viewport under the navbar: the footer starts below the fold, so a page that
          grows as it loads does not push a visible footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        <NoticeBanners />
        {signedIn ? <PausedChannelBanner /> : null}
        {/* Keyed by path: a failed page does not keep the next one from rendering. */}
        <ErrorBoundary key={location.pathname} fallback={<RouteError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <MobileMenu open={menuOpen} onClose={closeMenu} />
      <LoadingUserOverlay />
    </div>
  );
}
