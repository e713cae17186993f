import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PAGE_SIZES } from '@pulso/domain/core';
import type { Trade, TradeSortKey } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PageStates } from '../../../components/ui/paged-section';
import { downloadAccountTradesCsv } from '../api/download-trades-csv';
import { useAccountTrades } from '../api/get-account-trades';
import { useDeleteTrade } from '../api/trade-corrections';
import { intlLocale } from '../../../lib/intl-locale';
import { formatTrade } from '../lib/trade-format';
import type { TradesFilters as Filters } from '../api/trades-keys';
import { ExchangeSyncBar } from './exchange-sync-bar';
import { ImportTradesDialog } from './import-trades-dialog';
import { TradeImportsList } from './trade-imports-list';
import { TradesFilters, type TradesFilterValues } from './trades-filters';
import { TradesTable } from './trades-table';

/** Text columns read best A→Z; numbers and dates biggest or newest first. */
const FIRST_ORDER: Record<TradeSortKey, 'asc' | 'desc'> = {
  createdAt: 'desc',
  amount: 'desc',
  price: 'desc',
  total: 'desc',
  realizedPnl: 'desc',
  asset: 'asc',
  type: 'asc',
};

interface AccountTradesPanelProps {
  accountId: string;
  accountName: string;
  /** The shared date range; absent bounds mean "from the start" / "up to now". */
  range: { startDate?: string; endDate?: string };
  highlightOrderId?: string | null;
  /**
   * The account's owner (or an admin) is looking: the history can be imported from a file and,
   * with API keys, synced from the exchange. Visitors of a public account get neither.
   */
  manage?: { exchangeName: string; hasApiKeys: boolean } | undefined;
}

/**
 * An account's trades: filters, sortable table, pagination, the CSV of the same selection and,
 * for its owner, the import of a trade-history file and the sync with the exchange.
 */
export function AccountTradesPanel({
  accountId,
  accountName,
  range,
  highlightOrderId,
  manage,
}: AccountTradesPanelProps) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<TradesFilterValues>({});
  const [sort, setSort] = useState<{ sortBy: TradeSortKey; sortOrder: 'asc' | 'desc' }>({
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES.trades);
  const [exporting, setExporting] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const selection: Filters = { ...range, ...filters, ...sort };
  const trades = useAccountTrades(accountId, { ...selection, page, limit });
  const deleteTrade = useDeleteTrade(accountId);
  const [deleting, setDeleting] = useState<Trade | null>(null);
  const confirmDelete = async () => {
    if (!deleting) return;
    const done = await deleteTrade.mutateAsync(deleting.id).catch(() => null);
    setDeleting(null);
    if (done) toast.success(t('trades.corrections.deleted'));
  };
  const deleteMessage = (trade: Trade) => {
    const locale = intlLocale(i18n.language);
    const f = formatTrade(trade, locale);
    const message = t('trades.corrections.deleteMessage', {
      type: t(`trades.types.${trade.type}`).toLowerCase(),
      amount: f.amount,
      asset: trade.asset,
      price: f.price,
      date: new Date(trade.createdAt).toLocaleString(locale),
    });
    // A synced account's exchange keeps reporting what came from it (its history, its orders).
    const fromExchange = trade.source === 'import' || trade.orderId !== null;
    return manage?.hasApiKeys && fromExchange
      ? `${message} ${t('trades.corrections.deleteLive', { exchange: manage.exchangeName })}`
      : message;
  };

  const onFilter = useCallback((next: TradesFilterValues) => {
    setFilters(next);
    setPage(1);
  }, []);
  const onSort = (key: TradeSortKey) => {
    setSort((s) =>
      s.sortBy === key
        ? { sortBy: key, sortOrder: s.sortOrder === 'asc' ? 'desc' : 'asc' }
        : { sortBy: key, sortOrder: FIRST_ORDER[key] },
    );
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const safe = accountName.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'cuenta';
      await downloadAccountTradesCsv(accountId, selection, `trades-${safe}.csv`);
    } catch {
      // apiFetch has already reported it.
    } finally {
      setExporting(false);
    }
  };
  const result = trades.data;

  return (
    <section
      aria-labelledby="account-trades-title"
      aria-busy={trades.isFetching || undefined}
      className="rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 dark:border-white/5">
        <h2
          id="account-trades-title"
          className="text-base font-semibold text-slate-900 dark:text-white"
        >
          {t('trades.title')}
          {result ? (
            <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">
              ({result.pagination.total})
            </span>
          ) : null}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
            {t('trades.perPage')}
            <select
              value={limit}
              onChange={(e) => {
                setLimit(Number(e.target.value));
                setPage(1);
              }}
              className="h-8 rounded-lg border border-slate-200 bg-white px-2 text-xs dark:border-white/10 dark:bg-ink-800"
            >
              {[PAGE_SIZES.trades, 50, PAGE_SIZES.bulk].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {manage ? (
            <Button variant="secondary" size="sm" onClick={() => setImportOpen(true)}>
              {t('trades.importCsv')}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" busy={exporting} onClick={() => void exportCsv()}>
            {t('trades.downloadCsv')}
          </Button>
        </div>
        {manage ? (
          <ImportTradesDialog
            accountId={accountId}
            open={importOpen}
            onClose={() => setImportOpen(false)}
          />
        ) : null}
      </div>
      {manage ? (
        <div className="space-y-3 border-b border-slate-100 px-5 py-3 dark:border-white/5">
          <ExchangeSyncBar accountId={accountId} {...manage} />
          <TradeImportsList accountId={accountId} />
        </div>
      ) : null}
      <div className="px-5 py-4">
        <TradesFilters value={filters} onChange={onFilter} />
      </div>
      <PageStates
        label={t('trades.title')}
        query={trades}
        empty={t('trades.empty')}
        renderList={(items) => (
          <TradesTable
            trades={items}
            sortBy={sort.sortBy}
            sortOrder={sort.sortOrder}
            onSort={onSort}
            highlightOrderId={highlightOrderId}
            onDelete={manage ? setDeleting : undefined}
          />
        )}
        onPageChange={setPage}
      />
      {manage ? (
        <ConfirmDialog
          open={deleting !== null}
          title={t('trades.corrections.deleteTitle')}
          message={deleting ? deleteMessage(deleting) : ''}
          confirmLabel={t('trades.corrections.delete')}
          busy={deleteTrade.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
