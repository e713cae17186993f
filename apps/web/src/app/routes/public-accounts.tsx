import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_TYPES,
  EXCHANGE_NAMES,
  EXCHANGES,
  isAccountType,
  isExchangeCode,
  isPublicAccountSortKey,
  PUBLIC_ACCOUNT_SORT_KEYS,
  type PublicAccountSortKey,
} from '@pulso/domain/core';
import { ArrowDownIcon, GlobeIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { usePublicFigures } from '../../features/analytics';
import { DateRangeControl, useDebouncedDateRange } from '../../features/date-range';
import { usePublicAccounts, PublicAccountsTable } from '../../features/public-accounts';
import { useAddressParams } from '../../lib/use-address-params';

const chip =
  'rounded-full border border-slate-200 px-3.5 py-1.5 text-xs font-semibold text-slate-600 transition-colors hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 aria-pressed:border-emerald-500/50 aria-pressed:bg-emerald-500/10 aria-pressed:text-emerald-700 dark:border-white/10 dark:text-slate-400 dark:aria-pressed:text-emerald-300';

/** The direction a sort starts in: names A→Z, the smallest fall first, the rest largest first. */
const firstOrder = (key: PublicAccountSortKey): 'asc' | 'desc' =>
  key === 'name' || key === 'maxDrawdown' ? 'asc' : 'desc';

/** The leaderboard's view as the address keeps it (shareable, and kept on reload). */
interface BoardView {
  type?: string | undefined;
  exchange?: string | undefined;
  sort?: PublicAccountSortKey;
  order?: 'asc' | 'desc';
  page?: number;
}

/** The view an address names; anything it does not name, or names wrongly, takes its default. */
function viewOf(params: URLSearchParams) {
  const type = params.get('type');
  const exchange = params.get('exchange');
  const sortParam = params.get('sort');
  const sort = isPublicAccountSortKey(sortParam) ? sortParam : 'createdAt';
  const orderParam = params.get('order');
  return {
    type: isAccountType(type) ? type : undefined,
    exchange: isExchangeCode(exchange) ? exchange : undefined,
    sort,
    order: orderParam === 'asc' || orderParam === 'desc' ? orderParam : firstOrder(sort),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The address of a view, naming only what differs from the defaults. */
function searchOf(view: BoardView) {
  const sort = view.sort ?? 'createdAt';
  const search = new URLSearchParams();
  if (view.type) search.set('type', view.type);
  if (view.exchange) search.set('exchange', view.exchange);
  if (sort !== 'createdAt') search.set('sort', sort);
  if (view.order && view.order !== firstOrder(sort)) search.set('order', view.order);
  if (view.page && view.page > 1) search.set('page', String(view.page));
  return search;
}

/**
 * Cuentas Públicas (spec §2): for everyone, filterable by account type and exchange, sortable
 * by name, age or any figure over the chosen period, in pages of 25, each account with its PnL,
 * ROI, win rate, trades, volume and max drawdown over that period.
 */
export default function PublicAccountsPage() {
  const { t } = useTranslation();
  const [params, write] = useAddressParams();
  const { type: accountType, exchange, sort: sortBy, order: sortOrder, page } = viewOf(params);
  const { timeframe: chosen } = useDebouncedDateRange();
  // A custom range is a signed-in user's; the figures use the timeframe's default otherwise.
  const timeframe = chosen === 'custom' ? 'last_30_days' : chosen;
  const byFigure = sortBy !== 'name' && sortBy !== 'createdAt';
  const accounts = usePublicAccounts({
    page,
    accountType,
    exchange,
    sortBy,
    sortOrder,
    timeframe: byFigure ? timeframe : undefined,
  });

  // Any change but the page's starts again at the first page.
  const go = (next: BoardView) => {
    write((latest) => searchOf({ ...viewOf(latest), page: undefined, ...next }), {
      replace: true,
    });
  };

  const result = accounts.data;
  const figures = usePublicFigures(
    (result?.data ?? []).filter((a) => a.publicStats).map((a) => a.id),
    timeframe,
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

      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          label={t('publicAccounts.exchangeLabel')}
          value={exchange ?? ''}
          onChange={(e) => go({ exchange: e.target.value || undefined })}
          className="w-52"
        >
          <option value="">{t('publicAccounts.allExchanges')}</option>
          {EXCHANGES.map((code) => (
            <option key={code} value={code}>
              {EXCHANGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('publicAccounts.sortLabel')}
          value={sortBy}
          onChange={(e) => {
            const sort = e.target.value as PublicAccountSortKey;
            go({ sort, order: firstOrder(sort) });
          }}
          className="w-44"
        >
          {PUBLIC_ACCOUNT_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`publicAccounts.sort.${key}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          onClick={() => go({ order: sortOrder === 'asc' ? 'desc' : 'asc' })}
          aria-label={t('publicAccounts.orderToggle', {
            order: t(`publicAccounts.order.${sortOrder}`),
          })}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 text-sm text-slate-700 shadow-sm transition-colors hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500/50 dark:border-white/10 dark:bg-ink-800 dark:text-slate-200"
        >
          <ArrowDownIcon className={`size-4 ${sortOrder === 'asc' ? 'rotate-180' : ''}`} />
          {t(`publicAccounts.order.${sortOrder}`)}
        </button>
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
            sortBy={sortBy}
            sortOrder={sortOrder}
          />
        ) : (
          <div className="px-5 py-16 text-center">
            <p className="font-semibold text-slate-900 dark:text-white">
              {t('publicAccounts.emptyTitle')}
            </p>
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {accountType || exchange
                ? t('publicAccounts.emptyFiltered')
                : t('publicAccounts.emptyBody')}
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
