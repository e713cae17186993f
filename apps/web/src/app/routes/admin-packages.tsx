import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package } from '@pulso/domain';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { PlusIcon, WalletIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useDeletePackage } from '../../features/packages/api/delete-package';
import { usePackages } from '../../features/packages/api/get-packages';
import { PackageFormDialog } from '../../features/packages/components/package-form-dialog';
import { PackagesList } from '../../features/packages/components/packages-list';

/** Administración › Planes: the packages users are on, with the limits enforced on create. */
export default function AdminPackagesPage() {
  const { t } = useTranslation();
  const plans = usePackages();
  const remove = useDeletePackage();
  const [editing, setEditing] = useState<{ plan: Package | null } | null>(null);
  const [toDelete, setToDelete] = useState<Package | null>(null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={t('adminPackages.title')}
        lead={t('adminPackages.lead')}
        icon={<WalletIcon className="size-5" />}
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setEditing({ plan: null })}>
            {t('adminPackages.new')}
          </Button>
        }
      />
      <div className="mt-6">
        {plans.isPending ? (
          <div
            role="status"
            aria-label={t('app.loadingPage')}
            className="flex justify-center py-16"
          >
            <Spinner className="size-6 text-emerald-500" />
          </div>
        ) : plans.isError ? (
          <p className="py-12 text-center text-sm text-rose-600 dark:text-rose-400">
            {plans.error.message}
          </p>
        ) : (
          <PackagesList
            plans={plans.data}
            onEdit={(plan) => setEditing({ plan })}
            onDelete={setToDelete}
          />
        )}
      </div>
      {editing ? (
        <PackageFormDialog
          key={editing.plan?.id ?? 'new'}
          plan={editing.plan}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('adminPackages.deleteTitle', { name: toDelete?.name ?? '' })}
        message={t('adminPackages.deleteBody')}
        confirmLabel={t('adminPackages.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
