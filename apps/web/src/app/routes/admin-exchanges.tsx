import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../../components/ui/catalogue-page';
import { SignalIcon } from '../../components/ui/icons';
import {
  useDeleteExchange,
  useExchanges,
  ExchangeFormDialog,
  ExchangesTable,
} from '../../features/exchanges';
import '../../locales/admin-exchanges';

/** Administración › Exchanges: create, edit (name, fees, types, active), delete one not in use. */
export default function AdminExchangesPage() {
  const { t } = useTranslation();
  return (
    <CataloguePage
      title={t('adminExchanges.title')}
      lead={t('adminExchanges.lead')}
      icon={<SignalIcon className="size-5" />}
      newLabel={t('adminExchanges.new')}
      query={useExchanges()}
      remove={useDeleteExchange()}
      deleteText={(exchange) => ({
        title: t('adminExchanges.deleteTitle', { name: exchange.name }),
        message: t('adminExchanges.deleteBody'),
        confirm: t('adminExchanges.delete'),
      })}
      renderList={(exchanges, { onEdit, onDelete }) => (
        <ExchangesTable exchanges={exchanges} onEdit={onEdit} onDelete={onDelete} />
      )}
      renderForm={(exchange, onClose) => (
        <ExchangeFormDialog key={exchange?.id ?? 'new'} exchange={exchange} onClose={onClose} />
      )}
    />
  );
}
