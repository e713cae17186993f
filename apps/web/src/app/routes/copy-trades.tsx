import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@pulso/domain/core';
import type { CopyTrade } from '@pulso/domain/schemas';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { CopyIcon, PlusIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { PagedSection } from '../../components/ui/paged-section';
import { useAllAccounts } from '../../features/accounts';
import {
  useDeleteCopyTrade,
  useCopyTradesPage,
  CopyTradeDialog,
  CopyTradesList,
} from '../../features/copy-trades';
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
      <PagedSection
        className="mt-6"
        label={t('copyTrades.title')}
        query={copyTrades}
        empty={t('copyTrades.empty')}
        renderList={(items) => (
          <CopyTradesList
            copyTrades={items}
            onEdit={(copyTrade) => setEditing({ copyTrade })}
            onDelete={setToDelete}
          />
        )}
        onPageChange={setPage}
      />

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
