import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@pulso/domain';
import { ActivityIcon } from '../../../components/ui/account-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import type { ActivityLogsFilters } from '../../../features/activity-logs/api/activity-logs-keys';
import { useActivityLogs } from '../../../features/activity-logs/api/get-activity-logs';
import {
  ActivityFilters,
  type ActivityFilterValues,
} from '../../../features/activity-logs/components/activity-filters';
import { ActivityRow } from '../../../features/activity-logs/components/activity-row';
import '../../../locales/admin';

const COLUMNS = ['when', 'scope', 'action', 'entity', 'actor'] as const;

/** Administración › Actividad: who did what, filtered and paged, with each entry's details. */
export default function AdminActivityPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ActivityLogsFilters>({
    page: 1,
    limit: PAGE_SIZES.default,
  });
  const logs = useActivityLogs(filters);
  const onFilter = useCallback(
    (values: ActivityFilterValues) =>
      setFilters((previous) => ({ page: 1, limit: previous.limit, ...values })),
    [],
  );
  const page = logs.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={t('admin.activity.title')}
        lead={t('admin.activity.lead')}
        icon={<ActivityIcon className="size-5" />}
      />
      <div className="mt-6">
        <ActivityFilters onChange={onFilter} />
      </div>
      <section
        aria-label={t('admin.activity.title')}
        aria-busy={logs.isFetching || undefined}
        className="mt-5 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900"
      >
        <div
          aria-hidden="true"
          className="hidden grid-cols-[9.5rem_6.5rem_minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_auto] gap-4 border-b border-slate-100 px-5 py-3 text-[11px] font-semibold uppercase tracking-wider text-slate-500 md:grid dark:border-white/5 dark:text-slate-400"
        >
          {COLUMNS.map((column) => (
            <span key={column}>{t(`admin.activity.columns.${column}`)}</span>
          ))}
          <span className="w-20" />
        </div>
        {logs.isPending ? (
          <div
            role="status"
            aria-label={t('app.loadingPage')}
            className="flex justify-center py-16"
          >
            <Spinner className="size-6 text-emerald-500" />
          </div>
        ) : logs.isError ? (
          <p className="px-5 py-12 text-center text-sm text-rose-600 dark:text-rose-400">
            {logs.error.message}
          </p>
        ) : page && page.data.length > 0 ? (
          <ul
            aria-label={t('admin.activity.listLabel')}
            className="divide-y divide-slate-100 dark:divide-white/5"
          >
            {page.data.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ul>
        ) : (
          <p className="px-5 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
            {t('admin.activity.empty')}
          </p>
        )}
        {page ? (
          <div className="border-t border-slate-100 px-5 py-3 dark:border-white/5">
            <Pagination
              page={page.pagination.page}
              totalPages={page.pagination.totalPages}
              total={page.pagination.total}
              label={t('admin.activity.title')}
              onPageChange={(next) => setFilters((previous) => ({ ...previous, page: next }))}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
