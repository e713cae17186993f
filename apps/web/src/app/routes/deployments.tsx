import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@pulso/domain/core';
import type { Deployment } from '@pulso/domain/schemas';
import { SearchIcon } from '../../components/ui/account-icons';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { SignalIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { PagedSection } from '../../components/ui/paged-section';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useAllAccounts } from '../../features/accounts';
import { useDebouncedInput } from '../../lib/use-debounced-input';
import {
  useDeleteDeployment,
  useDeployments,
  useStrategies,
  useUpdateDeployment,
  DeploymentsTable,
} from '../../features/strategies';
import '../../locales/strategies';

type StatusFilter = 'all' | 'running' | 'paused';

/** Despliegues: filters, search, pages of 10 (spec §9), pause/resume and delete. */
export default function DeploymentsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [strategyId, setStrategyId] = useState('');
  const [accountId, setAccountId] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedInput(search, (value) => {
    setSearch(value);
    setPage(1);
  });
  const deployments = useDeployments({
    page,
    limit: PAGE_SIZES.deployments,
    strategyId: strategyId || undefined,
    accountId: accountId || undefined,
    isPaused: status === 'all' ? undefined : status === 'paused',
    search: search || undefined,
  });
  const strategies = useStrategies({ page: 1, limit: 100 });
  const accounts = useAllAccounts();
  const update = useUpdateDeployment();
  const remove = useDeleteDeployment();
  const [toDelete, setToDelete] = useState<Deployment | null>(null);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('deployments.title')}
        lead={t('deployments.lead')}
        icon={<SignalIcon className="size-5" />}
        actions={
          <Link to="/strategies" className={buttonClass('secondary')}>
            {t('nav.strategies')}
          </Link>
        }
      />
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <TextField
          compact
          type="search"
          label={t('deployments.search')}
          placeholder={t('deployments.search')}
          icon={<SearchIcon className="size-4" />}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-w-56"
        />
        <SelectField
          label={t('deployments.strategy')}
          value={strategyId}
          onChange={(event) => filter(setStrategyId)(event.target.value)}
        >
          <option value="">{t('deployments.all')}</option>
          {(strategies.data?.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('deployments.account')}
          value={accountId}
          onChange={(event) => filter(setAccountId)(event.target.value)}
        >
          <option value="">{t('deployments.all')}</option>
          {(accounts.data ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('deployments.status')}
          value={status}
          onChange={(event) => filter(setStatus)(event.target.value as StatusFilter)}
        >
          <option value="all">{t('deployments.all')}</option>
          <option value="running">{t('deployments.running')}</option>
          <option value="paused">{t('deployments.paused')}</option>
        </SelectField>
      </div>
      <PagedSection
        className="mt-4"
        label={t('deployments.title')}
        query={deployments}
        empty={t('deployments.empty')}
        renderList={(items) => (
          <DeploymentsTable
            deployments={items}
            busyId={update.isPending ? update.variables?.id : undefined}
            onTogglePause={(d) => update.mutate({ id: d.id, isPaused: !d.isPaused })}
            onDelete={setToDelete}
          />
        )}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('deployments.deleteTitle')}
        message={
          toDelete
            ? t('deployments.deleteConfirm', {
                strategy: toDelete.strategyName,
                account: toDelete.accountName,
              })
            : ''
        }
        confirmLabel={t('deployments.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
