import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, isAccountType } from '@pulso/domain/core';
import { GlobeIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { usePublicFigures } from '../../features/analytics';
import { DateRangeControl, useDebouncedDateRange } from '../../features/date-range';
import { usePublicAccounts, PublicAccountsTable } from '../../features/public-accounts';

const chip =
  'rounded-full border border-slate-200 px-3.5 py-1.5 text-xs font-semibold text-slate-600 transition-colors hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 aria-pressed:border-emerald-500/50 aria-pressed:bg-emerald-500/10 aria-pressed:text-emerald-700 dark:border-white/10 dark:text-slate-400 dark:aria-pressed:text-emerald-300';

/**
 * Cuentas Públicas (spec §2): for everyone, filterable by account type, in pages of 25, each
 * account with its PnL, ROI, win rate, trades, volume and max drawdown over the chosen period.
 */
export default function PublicAccountsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const accountType = isAccountType(type) ? type : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const accounts = usePublicAccounts({ page, accountType });

  const go = (next: { type?: string | undefined; page?: number }) => {
    const search = new URLSearchParams();
    const nextType = 'type' in next ? next.type : accountType;
    if (nextType) search.set('type', nextType);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  const result = accounts.data;
  const { timeframe } = useDebouncedDateRange();
  // A custom range is a signed-in user's; the figures use the timeframe's default otherwise.
  const figures = usePublicFigures(
    (result?.data ?? []).filter((a) => a.publicStats).map((a) => a.id),
    timeframe === 'custom' ? 'last_30_days' : timeframe,
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('publicAccounts.title')}
        lead={t('publicAccounts.lead')}
        icon={<GlobeIcon className="size-5" />}
      />

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label={t('publicAccounts.filterLabel')}
          className="flex flex-wrap items-center gap-2"
        >
          {[undefined, ...ACCOUNT_TYPES].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={value === accountType}
              onClick={() => go({ type: value })}
              className={chip}
            >
              {value ? t(`accountTypes.${value}`) : t('publicAccounts.all')}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('publicAccounts.rangeLabel')}>
          <DateRangeControl compact />
        </div>
      </div>

      <section
        aria-label={t('publicAccounts.listLabel')}
        aria-busy={accounts.isFetching}
        className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900"
      >
        {accounts.isPending ? (
          <div
            role="status"
            aria-label={t('publicAccounts.loading')}
            className="flex justify-center py-16"
          >
            <Spinner className="size-6 text-emerald-500" />
          </div>
        ) : accounts.isError ? (
          <p className="px-5 py-14 text-center text-sm text-rose-600 dark:text-rose-400">
            {accounts.error.message}
          </p>
        ) : result && result.data.length > 0 ? (
          <PublicAccountsTable
            accounts={result.data}
            figures={figures.data}
            figuresPending={figures.isPending && figures.fetchStatus !== 'idle'}
          />
        ) : (
          <div className="px-5 py-16 text-center">
            <p className="font-semibold text-slate-900 dark:text-white">
              {t('publicAccounts.emptyTitle')}
            </p>
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {accountType ? t('publicAccounts.emptyFiltered') : t('publicAccounts.emptyBody')}
            </p>
          </div>
        )}
      </section>

      {result && result.pagination.totalPages > 1 ? (
        <div className="mt-4">
          <Pagination
            page={result.pagination.page}
            totalPages={result.pagination.totalPages}
            total={result.pagination.total}
            label={t('publicAccounts.listLabel')}
            onPageChange={(next) => go({ page: next })}
          />
        </div>
      ) : null}
    </div>
  );
}
