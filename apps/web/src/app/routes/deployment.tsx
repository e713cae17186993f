import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  deploymentOrderIdPrefix,
  exchangeName,
  GROUPING_LABELS,
  PAGE_SIZES,
  relativeTime,
} from '@pulso/domain/core';
import type { TradeSortKey } from '@pulso/domain/schemas';
import { Button, buttonClass } from '../../components/ui/button';
import { SignalIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { SectionCard } from '../../components/ui/section-card';
import { PageLoading, PageNotFound } from '../../components/ui/page-states';
import { Pagination } from '../../components/ui/pagination';
import { useDeployment, useUpdateDeployment } from '../../features/strategies';
import { TradesTable, useAccountTrades } from '../../features/trades';
import { useIntlLocale } from '../../lib/intl-locale';
import '../../locales/strategies';
import '../../locales/trades';

const card = 'rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 text-sm text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/**
 * One deployment (GET /strategy-deployment/{id}): its strategy, account and market, whether it
 * runs, its last run (and why it failed or was skipped), the next one, and the trades it has
 * emitted into the account (found by the order ids it gives them).
 */
export default function DeploymentPage() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { id = '' } = useParams();
  const deployment = useDeployment(id);
  const update = useUpdateDeployment();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sortBy: TradeSortKey; sortOrder: 'asc' | 'desc' }>({
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  const d = deployment.data;
  const trades = useAccountTrades(d?.accountId ?? '', {
    search: deploymentOrderIdPrefix(id),
    ...sort,
    page,
    limit: PAGE_SIZES.trades,
  });

  if (deployment.isPending) return <PageLoading />;
  if (!d) {
    return (
      <PageNotFound
        title={t('deployments.detail.notFound')}
        body={t('deployments.detail.notFoundBody')}
        action={
          <Link to="/deployments" className={buttonClass('secondary', 'sm')}>
            {t('deployments.detail.back')}
          </Link>
        }
      />
    );
  }
  const result = trades.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('deployments.detail.title', { strategy: d.strategyName, account: d.accountName })}
        lead={t('deployments.detail.lead', {
          symbol: d.symbol,
          exchange: exchangeName(d.exchange),
          grouping: GROUPING_LABELS[d.grouping],
        })}
        icon={<SignalIcon className="size-5" />}
        actions={
          <>
            <Link to="/deployments" className={buttonClass('ghost')}>
              {t('deployments.detail.back')}
            </Link>
            <Button
              variant="secondary"
              busy={update.isPending}
              onClick={() => update.mutate({ id: d.id, isPaused: !d.isPaused })}
            >
              {d.isPaused ? t('deployments.resume') : t('deployments.pause')}
            </Button>
          </>
        }
      />
      <dl className={`${card} mt-6 grid grid-cols-2 gap-5 p-5 sm:grid-cols-3 lg:grid-cols-5`}>
        <Fact label={t('deployments.status')}>
          {d.isPaused ? t('deployments.paused') : t('deployments.running')}
        </Fact>
        <Fact label={t('deployments.lastRun')}>
          {d.lastRunAt ? (
            <>
              {relativeTime(new Date(d.lastRunAt), new Date(), 'es')}
              {d.lastStatus ? ` · ${t(`deployments.runStatus.${d.lastStatus}`)}` : ''}
              {d.lastError ? (
                <span
                  className={`mt-1 block text-xs ${d.lastStatus === 'error' ? 'text-rose-600 dark:text-rose-400' : 'text-amber-700 dark:text-amber-300'}`}
                >
                  {d.lastError}
                </span>
              ) : null}
            </>
          ) : (
            t('deployments.never')
          )}
        </Fact>
        <Fact label={t('deployments.nextRun')}>
          {d.nextRunAt && !d.isPaused ? new Date(d.nextRunAt).toLocaleString(locale) : '—'}
        </Fact>
        <Fact label={t('deployments.emitted')}>
          <span className="tabular-nums">{d.tradesEmitted.toLocaleString(locale)}</span>
        </Fact>
        <Fact label={t('deployments.detail.since')}>
          {new Date(d.createdAt).toLocaleString(locale)}
        </Fact>
      </dl>
      <SectionCard
        className="mt-6"
        title={t('deployments.detail.trades')}
        description={
          result ? t('deployments.detail.count', { count: result.pagination.total }) : null
        }
      >
        {result && result.data.length > 0 ? (
          <>
            <TradesTable
              trades={result.data}
              sortBy={sort.sortBy}
              sortOrder={sort.sortOrder}
              onSort={(sortBy) => {
                setSort((s) => ({
                  sortBy,
                  sortOrder: s.sortBy === sortBy && s.sortOrder === 'desc' ? 'asc' : 'desc',
                }));
                setPage(1);
              }}
            />
            {result.pagination.totalPages > 1 ? (
              <div className="pt-4">
                <Pagination
                  page={result.pagination.page}
                  totalPages={result.pagination.totalPages}
                  total={result.pagination.total}
                  label={t('deployments.detail.trades')}
                  onPageChange={setPage}
                />
              </div>
            ) : null}
          </>
        ) : (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
            {trades.isPending ? '…' : t('deployments.detail.noTrades')}
          </p>
        )}
      </SectionCard>
    </div>
  );
}
