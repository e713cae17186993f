import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DELIVERY_STATUSES } from '@pulso/domain/schemas';
import { ListIcon } from '../../../components/ui/icons';
import { PageStates } from '../../../components/ui/paged-section';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { useNotificationChannels } from '../api/get-notification-channels';
import {
  useNotificationDeliveries,
  type NotificationDeliveriesFilters,
} from '../api/get-notification-deliveries';
import { DeliveryTable } from './delivery-table';

/**
 * Registro de envíos: every message to the user's channels, filtered by channel and status,
 * a page at a time. While a row is pending the page is asked for again every 3 s.
 */
export function DeliveryLog({
  filters,
  onFiltersChange,
  highlightId,
}: {
  filters: NotificationDeliveriesFilters;
  onFiltersChange: (filters: NotificationDeliveriesFilters) => void;
  highlightId: string | null;
}) {
  const { t } = useTranslation();
  const deliveries = useNotificationDeliveries(filters);
  const channels = useNotificationChannels();

  return (
    <SectionCard
      title={t('notifications.log.title')}
      description={t('notifications.log.description')}
      icon={<ListIcon className="size-5" />}
    >
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <SelectField
            label={t('notifications.log.filterChannel')}
            value={filters.channelId ?? ''}
            className="min-w-0 sm:w-56"
            onChange={(e) =>
              onFiltersChange({ ...filters, page: 1, channelId: e.target.value || undefined })
            }
          >
            <option value="">{t('notifications.log.all')}</option>
            {(channels.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('notifications.log.filterStatus')}
            value={filters.status ?? ''}
            className="min-w-0 sm:w-44"
            onChange={(e) =>
              onFiltersChange({
                ...filters,
                page: 1,
                status:
                  (e.target.value as NotificationDeliveriesFilters['status'] | '') || undefined,
              })
            }
          >
            <option value="">{t('notifications.log.all')}</option>
            {NOTIFICATION_DELIVERY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`notifications.log.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div
          aria-busy={deliveries.isFetching || undefined}
          className="overflow-hidden rounded-xl border border-slate-200 dark:border-white/5"
        >
          <PageStates
            label={t('notifications.log.label')}
            query={deliveries}
            empty={t('notifications.log.empty')}
            renderList={(items) => <DeliveryTable deliveries={items} highlightId={highlightId} />}
            onPageChange={(page) => onFiltersChange({ ...filters, page })}
          />
        </div>
      </div>
    </SectionCard>
  );
}
