import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkingOrderView } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { ordersPath } from './orders-path';
import { workingOrdersKeys } from './working-orders-keys';

const FETCH_FAILED = 'No se pudieron cargar las órdenes abiertas.';

/** GET /accounts/{id}/orders: the account's open and triggered orders, newest first (owner or admin). */
export async function getWorkingOrders(
  accountId: string,
  signal?: AbortSignal,
): Promise<WorkingOrderView[]> {
  const list = await apiFetch<{ items: WorkingOrderView[] }>(ordersPath(accountId), {
    defaultMessage: FETCH_FAILED,
    // The card says it inline, with the server's message.
    silent: true,
    signal,
  });
  return list?.items ?? [];
}

export const workingOrdersQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: workingOrdersKeys.account(accountId),
    queryFn: ({ signal }) => getWorkingOrders(accountId, signal),
  });

export function useWorkingOrders(accountId: string) {
  return useQuery(workingOrdersQueryOptions(accountId));
}
