import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GROUPING_LABELS, PAGE_SIZES, relativeTime } from '@pulso/domain/core';
import type { Strategy } from '@pulso/domain/schemas';
import { SearchIcon } from '../../components/ui/account-icons';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { CodeIcon, PlusIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { PagedSection } from '../../components/ui/paged-section';
import { TextField } from '../../components/ui/text-field';
import { useDebouncedInput } from '../../lib/use-debounced-input';
import { useDeleteStrategy, useStrategies } from '../../features/strategies';
import '../../locales/strategies';

/** Estrategias: the user's strategies, to edit, backtest and deploy. */
export default function StrategiesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedInput(search, (value) => {
    setSearch(value);
    setPage(1);
  });
  const strategies = useStrategies({ page, limit: PAGE_SIZES.default, search });
  const remove = useDeleteStrategy();
  const [toDelete, setToDelete] = useState<Strategy | null>(null);
  const now = new Date();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('strategies.title')}
        lead={t('strategies.lead')}
        icon={<CodeIcon className="size-5" />}
        actions={
          <div className="flex gap-2">
            <Link to="/deployments" className={buttonClass('secondary')}>
              {t('nav.deployments')}
            </Link>
            <Link to="/strategies/new" className={buttonClass('primary')}>
              <PlusIcon className="size-4" />
              {t('strategies.new')}
            </Link>
          </div>
        }
      />
      <TextField
        className="mt-6 max-w-sm"
        compact
        type="search"
        label={t('strategies.search')}
        hideLabel
        placeholder={t('strategies.search')}
        icon={<SearchIcon className="size-4" />}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <PagedSection
        className="mt-4"
        label={t('strategies.title')}
        query={strategies}
        empty={search ? t('strategies.noMatches') : t('strategies.empty')}
        renderList={(items) => (
          <ul className="divide-y divide-slate-100 dark:divide-white/5">
            {items.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-4 px-5 py-4">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/strategies/${s.id}`}
                    className="font-semibold text-slate-900 hover:underline dark:text-white"
                  >
                    {s.name}
                  </Link>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {s.symbol} · {s.exchange} · {GROUPING_LABELS[s.grouping]} ·{' '}
                    {t('strategies.deploymentsCount', { count: s.deployments })} ·{' '}
                    {t('strategies.updated', {
                      when: relativeTime(new Date(s.updatedAt), now, 'es'),
                    })}
                  </p>
                  {s.description ? (
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                      {s.description}
                    </p>
                  ) : null}
                </div>
                <Link to={`/strategies/${s.id}`} className={buttonClass('secondary', 'sm')}>
                  {t('strategies.edit')}
                </Link>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm')}
                  onClick={() => setToDelete(s)}
                >
                  {t('strategies.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('strategies.deleteTitle')}
        message={toDelete ? t('strategies.deleteConfirm', { name: toDelete.name }) : ''}
        confirmLabel={t('strategies.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
