import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@pulso/domain/core';
import { GlobeIcon } from '../../components/ui/icons';
import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading, PageNotFound } from '../../components/ui/page-states';
import { DashboardPlaceholder } from '../../features/analytics';
import { PeriodControls } from '../../features/date-range';
import { useTradesRange } from '../../features/trades';
import { usePublicAccount, formatSince } from '../../features/public-accounts';
import '../../locales/review';

// The dashboard and the candles (and the chart library) load only for accounts that share stats.
const AccountAnalytics = lazy(() => import('./account-analytics'));

// Its round trips, their statistics and a published journal, with the analytics (and, like them,
// only when shared).
const AccountReview = lazy(() => import('./account-review'));

// Its trades, when the owner shares them: the same read-only panel as on the owner's page.
const PublicAccountTrades = lazy(() => import('./lazy/public-account-trades'));

/** A public account (spec §2, §6): what its owner shares, with its analytics when publicStats. */
export default function PublicAccountPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const account = usePublicAccount(id);
  const range = useTradesRange();
  const back = (
    <Link to="/public/accounts" className={buttonClass('secondary', 'sm')}>
      {t('publicAccount.back')}
    </Link>
  );

  if (account.isPending) {
    return (
      <Page>
        <PageLoading className="py-14" />
      </Page>
    );
  }
  if (account.isError) {
    return (
      <Page>
        <PageNotFound
          title={t('publicAccount.notFoundTitle')}
          body={t('publicAccount.notFoundBody')}
          action={back}
          className="py-14"
        />
      </Page>
    );
  }

  const a = account.data;
  const facts = [
    [t('publicAccount.exchange'), a.exchangeName],
    [t('publicAccount.type'), t(`accountTypes.${a.accountType}`)],
    [t('publicAccount.since'), formatSince(a.createdAt, i18n.language)],
    [
      t('publicAccount.stats'),
      a.publicStats ? t('publicAccount.shared') : t('publicAccount.private'),
    ],
    [
      t('publicAccount.trades'),
      a.publicTrades ? t('publicAccount.shared') : t('publicAccount.private'),
    ],
  ] as const;

  return (
    <Page>
      <PageHeader
        title={a.name}
        lead={t('publicAccount.lead')}
        icon={<GlobeIcon className="size-5" />}
        actions={back}
      />
      {a.isTestAccount ? (
        <p className="mt-3 inline-flex rounded-full bg-sky-500/10 px-2.5 py-0.5 text-xs font-semibold text-sky-700 dark:text-sky-300">
          {MESSAGES.accountList.testBadge}
        </p>
      ) : null}
      <dl className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl border border-slate-200 bg-white px-4 py-3 dark:border-white/5 dark:bg-ink-900"
          >
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {label}
            </dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="analytics-title" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="analytics-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('publicAccount.analyticsTitle')}
          </h2>
          {a.publicStats ? <PeriodControls /> : null}
        </div>
        <div className="mt-4">
          {a.publicStats ? (
            <Suspense fallback={<DashboardPlaceholder />}>
              <AccountAnalytics
                account={a}
                range={range}
                audience="public"
                candles={a.publicTrades}
              />
              <div className="mt-6">
                <AccountReview accountId={a.id} audience="public" />
              </div>
            </Suspense>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center text-sm text-slate-500 dark:border-white/10 dark:text-slate-400">
              {t('publicAccount.notShared')}
            </p>
          )}
        </div>
      </section>
      <section aria-label={t('publicAccount.panels.trades')} className="mt-6">
        {a.publicTrades ? (
          <Suspense fallback={null}>
            <PublicAccountTrades accountId={a.id} accountName={a.name} />
          </Suspense>
        ) : (
          <div className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-6 text-center dark:border-white/10">
            <p className="font-medium text-slate-700 dark:text-slate-200">
              {t('publicAccount.panels.trades')}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('publicAccount.notShared')}
            </p>
          </div>
        )}
      </section>
    </Page>
  );
}

/** The page's column, the same box loading, missing or loaded: nothing jumps sideways. */
function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{children}</div>;
}
