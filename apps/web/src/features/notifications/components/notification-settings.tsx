import { useState } from 'react';
import {
  DELIVERIES_PAGE_SIZE,
  type NotificationDeliveriesFilters,
} from '../api/get-notification-deliveries';
import { AccountAlertsCard } from './account-alerts-card';
import { DeliveryLog } from './delivery-log';
import { NotificationChannelsCard } from './notification-channels-card';
import { NotificationPreferencesCard } from './notification-preferences-card';

/**
 * Perfil › Notificaciones: the channels, the preferences (time zone, daily summary, quiet
 * hours), then the delivery log. A test message sent from a
 * channel shows in the log at once: its first page, unfiltered, the new row marked.
 */
export function NotificationSettings() {
  const [filters, setFilters] = useState<NotificationDeliveriesFilters>({
    page: 1,
    limit: DELIVERIES_PAGE_SIZE,
  });
  const [highlightId, setHighlightId] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <NotificationChannelsCard
        onTested={(deliveryId) => {
          setFilters({ page: 1, limit: DELIVERIES_PAGE_SIZE });
          setHighlightId(deliveryId);
        }}
      />
      <NotificationPreferencesCard />
      <AccountAlertsCard />
      <DeliveryLog filters={filters} onFiltersChange={setFilters} highlightId={highlightId} />
    </div>
  );
}
