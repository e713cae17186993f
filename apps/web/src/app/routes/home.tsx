import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_NAMES, EXCHANGES } from '@pulso/domain/core';
import {
  ArrowRightIcon,
  ChartIcon,
  CodeIcon,
  CopyIcon,
  SignalIcon,
} from '../../components/ui/icons';
import { DashboardPlaceholder } from '../../features/analytics';
import { useIsSignedIn } from '../../features/identity';
import { HomePreview } from './home-preview';
import '../../locales/home';

// The dashboards (and their chart library) load only when shown.
const HomeDashboard = lazy(() => import('./home-dashboard'));
const PublicLeaderboard = lazy(() => import('./lazy/public-leaderboard'));

const FEATURES = [
  { key: 'analytics', icon: <ChartIcon className="size-5" /> },
  { key: 'signals', icon: <SignalIcon className="size-5" /> },
  { key: 'copy', icon: <CopyIcon className="size-5" /> },
  { key: 'strategies', icon: <CodeIcon className="size-5" /> },
] as const satisfies ReadonlyArray<{ key: string; icon: ReactNode }>;

const primaryCta =
  'inline-flex h-11 items-center gap-2 rounded-xl bg-emerald-500 px-5 text-sm font-semibold text-ink-950 shadow-lg shadow-emerald-500/20 transition-colors hover:bg-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500';
const secondaryCta =
  'inline-flex h-11 items-center gap-2 rounded-xl border border-slate-300 px-5 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:border-white/15 dark:text-slate-200 dark:hover:bg-white/5';

export default function HomePage() {
  const signedIn = useIsSignedIn();
  if (signedIn) {
    return (
      <Suspense
        fallback={
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
            <DashboardPlaceholder />
          </div>
        }
      >
        <HomeDashboard />
      </Suspense>
    );
  }
  return <Landing />;
}

/** Visitors: what Pulso is, and the best public accounts by ROI. */
function Landing() {
  const { t } = useTranslation();
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-[32rem] max-w-5xl rounded-full bg-emerald-500/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-14 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-24 lg:pt-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-emerald-500/30 bg-emerald-500/10 px-3 py-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
              <span className="size-1.5 animate-pulse rounded-full bg-emerald-500" />
              {t('home.badge')}
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
              {t('home.title')}{' '}
              <span className="bg-gradient-to-r from-emerald-400 to-teal-500 bg-clip-text text-transparent">
                {t('home.titleAccent')}
              </span>
            </h1>
            <p className="mt-6 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg dark:text-slate-400">
              {t('home.lead')}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/public/accounts" className={primaryCta}>
                {t('home.ctaPublic')}
                <ArrowRightIcon className="size-4" />
              </Link>
              <a href="#features" className={secondaryCta}>
                {t('home.ctaFeatures')}
              </a>
            </div>
            <div className="mt-10">
              <p className="text-xs font-medium uppercase tracking-wider text-slate-500 dark:text-slate-400">
                {t('home.exchangesTitle')}
              </p>
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-slate-500 dark:text-slate-400">
                {EXCHANGES.map((code) => (
                  <li key={code}>{EXCHANGE_NAMES[code]}</li>
                ))}
              </ul>
            </div>
          </div>
          <HomePreview />
        </div>
      </section>

      <Suspense fallback={null}>
        <PublicLeaderboard />
      </Suspense>

      <section
        id="features"
        aria-labelledby="features-title"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-24 sm:px-6 lg:px-8"
      >
        <h2
          id="features-title"
          className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
        >
          {t('home.featuresTitle')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-5 transition-colors hover:border-emerald-500/40 dark:border-white/5 dark:bg-ink-900 dark:hover:border-emerald-500/30"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
                {icon}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">
                {t(`home.features.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                {t(`home.features.${key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
