import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@pulso/domain/core';
import { ActivityIcon } from '../../../components/ui/account-icons';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedSection } from '../../../components/ui/paged-section';
import {
  type ActivityLogsFilters,
  useActivityLogs,
  ActivityFilters,
  type ActivityFilterValues,
  ActivityRow,
} from '../../../features/activity-logs';
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
      <PagedSection
        className="mt-5"
        label={t('admin.activity.title')}
        query={logs}
        header={
          <div
            aria-hidden="true"
            className="hidden grid-cols-[9.5rem_6.5rem_minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_auto] gap-4 border-b border-slate-100 px-5 py-3 text-[11px] font-semibold uppercase tracking-wider text-slate-500 md:grid dark:border-white/5 dark:text-slate-400"
          >
            {COLUMNS.map((column) => (
              <span key={column}>{t(`admin.activity.columns.${column}`)}</span>
            ))}
            <span className="w-20" />
          </div>
        }
        empty={t('admin.activity.empty')}
        renderList={(entries) => (
          <ul
            aria-label={t('admin.activity.listLabel')}
            className="divide-y divide-slate-100 dark:divide-white/5"
          >
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        onPageChange={(next) => setFilters((previous) => ({ ...previous, page: next }))}
      />
    </div>
  );
}
