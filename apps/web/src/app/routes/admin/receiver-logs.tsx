import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@pulso/domain/core';
import { SignalIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedSection } from '../../../components/ui/paged-section';
import { useAllAccounts } from '../../../features/accounts';
import {
  type LogDetailPurpose,
  useLogStatistics,
  useReceiverLogs,
  type ReceiverLogsFilters,
  LogDetailsDialog,
  LogStatisticsPanel,
  ReceiverLogFilters,
  type ReceiverLogFilterValues,
  ReceiverLogRow,
} from '../../../features/receiver-logs';
import { useNow } from '../../../lib/use-now';
import '../../../locales/receiver-logs';

/** Administración › Señales: every received signal, its steps, metadata and statistics. */
export default function AdminReceiverLogsPage() {
  const { t } = useTranslation();
  const now = useNow();
  const accounts = useAllAccounts();
  const [filters, setFilters] = useState<ReceiverLogsFilters>({
    page: 1,
    limit: PAGE_SIZES.default,
  });
  const [opened, setOpened] = useState<{ id: string; purpose: LogDetailPurpose } | null>(null);
  const logs = useReceiverLogs(filters);
  const range = useMemo(
    () => ({
      accountId: filters.accountId,
      startDate: filters.startDate,
      endDate: filters.endDate,
    }),
    [filters.accountId, filters.startDate, filters.endDate],
  );
  const stats = useLogStatistics(range);
  const onFilter = useCallback(
    (values: ReceiverLogFilterValues) =>
      setFilters((previous) => ({ page: 1, limit: previous.limit, ...values })),
    [],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={t('receiverLogs.title')}
        lead={t('receiverLogs.lead')}
        icon={<SignalIcon className="size-5" />}
      />
      <ReceiverLogFilters
        accounts={(accounts.data ?? []).map((a) => ({ id: a.id, name: a.name }))}
        onChange={onFilter}
      />
      {stats.data ? (
        <LogStatisticsPanel stats={stats.data} />
      ) : stats.isError ? (
        <p className="text-sm text-rose-600 dark:text-rose-400">{stats.error.message}</p>
      ) : null}
      <PagedSection
        label={t('receiverLogs.listLabel')}
        query={logs}
        empty={t('receiverLogs.empty')}
        renderList={(items) => (
          <ul
            aria-label={t('receiverLogs.listLabel')}
            className="divide-y divide-slate-100 dark:divide-white/5"
          >
            {items.map((log) => (
              <ReceiverLogRow
                key={log.id}
                log={log}
                now={now}
                onOpen={(id, purpose) => setOpened({ id, purpose })}
              />
            ))}
          </ul>
        )}
        onPageChange={(next) => setFilters((previous) => ({ ...previous, page: next }))}
      />
      {opened ? (
        <LogDetailsDialog id={opened.id} purpose={opened.purpose} onClose={() => setOpened(null)} />
      ) : null}
    </div>
  );
}
