import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import { MenuIcon } from '../../components/ui/icons';
import { SessionControls } from '../../features/identity';
import { ThemeToggle } from '../../features/theme';
import { LiveIndicator } from '../live';
import { NavItems } from './nav-items';

export const MOBILE_MENU_ID = 'mobile-menu';

interface NavbarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

export function Navbar({ menuOpen, onOpenMenu, menuButtonRef }: NavbarProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/80 backdrop-blur-xl dark:border-white/5 dark:bg-ink-950/80">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8 xl:gap-6"
      >
        <Link
          to="/"
          className="flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-500 dark:text-white"
        >
          <BrandMark />
          {/* From 1024 px the bar holds every link: the name gives way to them until 1280 px. */}
          <span className="lg:max-xl:sr-only">Pulso</span>
        </Link>
        {/* The links fit on one line from 1024 px (the menu button takes over below). */}
        <div className="hidden lg:block">
          <NavItems variant="bar" />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <LiveIndicator />
          <ThemeToggle />
          <SessionControls />
          <button
            ref={menuButtonRef}
            type="button"
            onClick={onOpenMenu}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 lg:hidden dark:text-slate-300 dark:hover:bg-white/5 dark:hover:text-white"
          >
            <MenuIcon className="size-5" />
          </button>
        </div>
      </nav>
    </header>
  );
}
