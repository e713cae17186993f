import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exchange } from '@pulso/domain';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { PlusIcon, SignalIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useDeleteExchange } from '../../features/exchanges/api/delete-exchange';
import { useExchanges } from '../../features/exchanges/api/get-exchanges';
import { ExchangeFormDialog } from '../../features/exchanges/components/exchange-form-dialog';
import { ExchangesTable } from '../../features/exchanges/components/exchanges-table';

/** Administración › Exchanges: create, edit (name, fees, types, active), delete one not in use. */
export default function AdminExchangesPage() {
  const { t } = useTranslation();
  const exchanges = useExchanges();
  const remove = useDeleteExchange();
  const [editing, setEditing] = useState<{ exchange: Exchange | null } | null>(null);
  const [toDelete, setToDelete] = useState<Exchange | null>(null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={t('adminExchanges.title')}
        lead={t('adminExchanges.lead')}
        icon={<SignalIcon className="size-5" />}
        actions={
          <Button
            icon={<PlusIcon className="size-4" />}
            onClick={() => setEditing({ exchange: null })}
          >
            {t('adminExchanges.new')}
          </Button>
        }
      />
      <div className="mt-6">
        {exchanges.isPending ? (
          <div
            role="status"
            aria-label={t('app.loadingPage')}
            className="flex justify-center py-16"
          >
            <Spinner className="size-6 text-emerald-500" />
          </div>
        ) : exchanges.isError ? (
          <p className="py-12 text-center text-sm text-rose-600 dark:text-rose-400">
            {exchanges.error.message}
          </p>
        ) : (
          <ExchangesTable
            exchanges={exchanges.data}
            onEdit={(exchange) => setEditing({ exchange })}
            onDelete={setToDelete}
          />
        )}
      </div>
      {editing ? (
        <ExchangeFormDialog
          key={editing.exchange?.id ?? 'new'}
          exchange={editing.exchange}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('adminExchanges.deleteTitle', { name: toDelete?.name ?? '' })}
        message={t('adminExchanges.deleteBody')}
        confirmLabel={t('adminExchanges.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
