import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationDelivery, Pagination } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys, type NotificationDeliveriesFilters } from './notifications-keys';

export type { NotificationDeliveriesFilters };

export interface NotificationDeliveriesPage {
  data: NotificationDelivery[];
  pagination: Pagination;
}

/** A settings page's log: a short page, the latest first. */
export const DELIVERIES_PAGE_SIZE = 10;
/** While a delivery waits for its channel's answer, the log asks again this often. */
export const PENDING_REFETCH_MS = 3000;

const FETCH_FAILED = 'No se pudo cargar el registro de envíos.';

/** GET /notification/delivery/list?page=&limit=&channelId=&status= (the user's own deliveries). */
export async function getNotificationDeliveries(
  filters: NotificationDeliveriesFilters,
  signal?: AbortSignal,
): Promise<NotificationDeliveriesPage> {
  const page = await apiFetch<NotificationDeliveriesPage>('/notification/delivery/list', {
    query: { ...filters },
    defaultMessage: FETCH_FAILED,
    signal,
  });
  // null: a 401, the session is already being ended.
  return (
    page ?? {
      data: [],
      pagination: { page: 1, totalPages: 1, total: 0, limit: filters.limit },
    }
  );
}

export const notificationDeliveriesQueryOptions = (filters: NotificationDeliveriesFilters) =>
  queryOptions({
    queryKey: notificationKeys.deliveryPage(filters),
    queryFn: ({ signal }) => getNotificationDeliveries(filters, signal),
    placeholderData: keepPreviousData,
    // A pending row turns sent or failed within seconds: follow it without a reload.
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => d.status === 'pending') ? PENDING_REFETCH_MS : false,
  });

export function useNotificationDeliveries(filters: NotificationDeliveriesFilters) {
  return useQuery(notificationDeliveriesQueryOptions(filters));
}
