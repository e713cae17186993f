import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { WalletIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useExchanges } from '../../exchanges';
import { useAccounts } from '../api/get-accounts';
import { useAccountsSearch } from '../hooks/use-accounts-search';
import { AccountItem } from './account-item';
import { AccountsFilterPanel } from './accounts-filter-panel';
import { AccountsSearchBar } from './accounts-search-bar';

interface AccountsBrowserProps {
  /** The selected account list, if any: only its accounts are shown. */
  accountListId: string | undefined;
  onCreate: () => void;
  onEdit: (account: Account) => void;
  onRotate: (account: Account) => void;
  onDelete: (account: Account) => void;
  /**
   * Each account's figures, from the page: analytics sits above accounts, so the page that shows
   * both composes them (accounts importing analytics closed a cycle through account-lists).
   */
  renderKpis: (account: Account) => ReactNode;
}

const COLUMNS = ['account', 'exchange', 'switches'] as const;

/** Mis Cuentas' list: search, filters and sort of spec §3 (kept in the URL), pages of 25. */
export function AccountsBrowser({
  accountListId,
  onCreate,
  renderKpis,
  ...actions
}: AccountsBrowserProps) {
  const { t } = useTranslation();
  const filtersId = useId();
  const { search, update, active, limit } = useAccountsSearch();
  const [filtersOpen, setFiltersOpen] = useState(active);
  const exchanges = useExchanges();
  const accounts = useAccounts({ ...search, limit, accountListId });
  const activeFilters = [
    search.types,
    search.exchanges,
    search.status,
    search.role,
    search.roiMin,
    search.roiMax,
  ].filter((value) => value !== undefined).length;
  const clearFilters = () =>
    update({
      search: undefined,
      regex: undefined,
      types: undefined,
      exchanges: undefined,
      status: undefined,
      role: undefined,
      roiMin: undefined,
      roiMax: undefined,
    });

  const page = accounts.data;
  const filtered = active || Boolean(accountListId);

  return (
    <div className="space-y-4">
      <AccountsSearchBar
        search={search}
        onChange={update}
        filtersOpen={filtersOpen}
        activeFilters={activeFilters}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filtersId={filtersId}
      />
      {filtersOpen ? (
        <AccountsFilterPanel
          id={filtersId}
          search={search}
          exchanges={exchanges.data ?? []}
          onChange={update}
          onClear={clearFilters}
        />
      ) : null}

      <section
        aria-label={t('accounts.listLabel')}
        aria-busy={accounts.isFetching}
        className="lg:overflow-hidden lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:dark:border-white/5 lg:dark:bg-ink-900"
      >
        <div
          aria-hidden="true"
          className="hidden grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,2.2fr)_6.5rem] gap-4 border-b border-slate-100 px-5 py-3 text-[11px] font-semibold uppercase tracking-wider text-slate-500 lg:grid dark:border-white/5 dark:text-slate-400"
        >
          {COLUMNS.map((column) => (
            <span key={column}>{t(`accounts.columns.${column}`)}</span>
          ))}
          <span />
        </div>
        {accounts.isPending ? (
          <div
            role="status"
            aria-label={t('accounts.loading')}
            className="flex justify-center py-16"
          >
            <Spinner className="size-6 text-emerald-500" />
          </div>
        ) : accounts.isError ? (
          <div className="flex flex-col items-center gap-3 py-14 text-center">
            <p className="text-sm text-rose-600 dark:text-rose-400">{accounts.error.message}</p>
            <Button variant="secondary" size="sm" onClick={() => void accounts.refetch()}>
              {t('accounts.retry')}
            </Button>
          </div>
        ) : page && page.data.length > 0 ? (
          <ul className="grid gap-3 lg:block">
            {page.data.map((account) => (
              <AccountItem
                key={account.id}
                account={account}
                kpis={renderKpis(account)}
                {...actions}
              />
            ))}
          </ul>
        ) : filtered ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 py-14 text-center lg:border-0 dark:border-white/10">
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('accounts.noMatches')}</p>
            {active ? (
              <Button variant="secondary" size="sm" onClick={clearFilters}>
                {t('accounts.filters.clear')}
              </Button>
            ) : null}
          </div>
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center lg:border-0 dark:border-white/10">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
              <WalletIcon className="size-6" />
            </span>
            <h2 className="mt-4 font-semibold text-slate-900 dark:text-white">
              {t('myAccounts.emptyTitle')}
            </h2>
            <p className="mt-1 max-w-md text-sm text-slate-500 dark:text-slate-400">
              {t('myAccounts.emptyBody')}
            </p>
            <Button className="mt-5" onClick={onCreate}>
              {t('accounts.new')}
            </Button>
          </div>
        )}
      </section>

      {page && page.pagination.total > limit ? (
        <Pagination
          page={page.pagination.page}
          totalPages={page.pagination.totalPages}
          total={page.pagination.total}
          label={t('accounts.listLabel')}
          onPageChange={(next) => update({ page: next })}
        />
      ) : null}
    </div>
  );
}
