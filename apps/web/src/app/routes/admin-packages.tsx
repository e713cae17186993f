import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../../components/ui/catalogue-page';
import { WalletIcon } from '../../components/ui/icons';
import {
  useDeletePackage,
  usePackages,
  PackageFormDialog,
  PackagesList,
} from '../../features/packages';
import '../../locales/admin-packages';

/** Administración › Planes: the packages users are on, with the limits enforced on create. */
export default function AdminPackagesPage() {
  const { t } = useTranslation();
  return (
    <CataloguePage
      title={t('adminPackages.title')}
      lead={t('adminPackages.lead')}
      icon={<WalletIcon className="size-5" />}
      newLabel={t('adminPackages.new')}
      query={usePackages()}
      remove={useDeletePackage()}
      deleteText={(plan) => ({
        title: t('adminPackages.deleteTitle', { name: plan.name }),
        message: t('adminPackages.deleteBody'),
        confirm: t('adminPackages.delete'),
      })}
      renderList={(plans, { onEdit, onDelete }) => (
        <PackagesList plans={plans} onEdit={onEdit} onDelete={onDelete} />
      )}
      renderForm={(plan, onClose) => (
        <PackageFormDialog key={plan?.id ?? 'new'} plan={plan} onClose={onClose} />
      )}
    />
  );
}
