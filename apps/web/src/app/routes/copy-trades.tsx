import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type CopyTrade } from '@pulso/domain';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { CopyIcon, PlusIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useAllAccounts } from '../../features/accounts/api/get-all-accounts';
import { useDeleteCopyTrade } from '../../features/copy-trades/api/delete-copy-trade';
import { useCopyTradesPage } from '../../features/copy-trades/api/get-copy-trades';
import { CopyTradeDialog } from '../../features/copy-trades/components/copy-trade-dialog';
import { CopyTradesList } from '../../features/copy-trades/components/copy-trades-list';
import '../../locales/copy-trades';

/** Copiar trades: which emitter accounts' trades are copied into which receivers, and how much. */
export default function CopyTradesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const copyTrades = useCopyTradesPage({ page, limit: PAGE_SIZES.default });
  const accounts = useAllAccounts();
  const remove = useDeleteCopyTrade();
  const [editing, setEditing] = useState<{ copyTrade: CopyTrade | null } | null>(null);
  const [toDelete, setToDelete] = useState<CopyTrade | null>(null);
  const result = copyTrades.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('copyTrades.title')}
        lead={t('copyTrades.lead')}
        icon={<CopyIcon className="size-5" />}
        actions={
          <Button
            icon={<PlusIcon className="size-4" />}
            onClick={() => setEditing({ copyTrade: null })}
          >
            {t('copyTrades.new')}
          </Button>
        }
      />
      <section
        aria-label={t('copyTrades.title')}
        aria-busy={copyTrades.isFetching || undefined}
        className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900"
      >
        {copyTrades.isPending ? (
          <div
            role="status"
            aria-label={t('app.loadingPage')}
            className="flex justify-center py-16"
          >
            <Spinner className="size-6 text-emerald-500" />
          </div>
        ) : copyTrades.isError ? (
          <p className="px-5 py-12 text-center text-sm text-rose-600 dark:text-rose-400">
            {copyTrades.error.message}
          </p>
        ) : result && result.data.length > 0 ? (
          <CopyTradesList
            copyTrades={result.data}
            onEdit={(copyTrade) => setEditing({ copyTrade })}
            onDelete={setToDelete}
          />
        ) : (
          <p className="px-5 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
            {t('copyTrades.empty')}
          </p>
        )}
        {result ? (
          <div className="border-t border-slate-100 px-5 py-3 dark:border-white/5">
            <Pagination
              page={result.pagination.page}
              totalPages={result.pagination.totalPages}
              total={result.pagination.total}
              label={t('copyTrades.title')}
              onPageChange={setPage}
            />
          </div>
        ) : null}
      </section>

      {editing ? (
        <CopyTradeDialog
          copyTrade={editing.copyTrade}
          accounts={accounts.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('copyTrades.deleteTitle')}
        message={
          toDelete
            ? t('copyTrades.deleteConfirm', {
                emitter: toDelete.emitter.name,
                receiver: toDelete.receiver.name,
              })
            : ''
        }
        confirmLabel={t('copyTrades.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
