import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { PendingOrder, PendingOrderList, WaitingOrders } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { entriesPauseKeys } from './entries-pause-keys';
import {
  pendingOrderDecisionPath,
  pendingOrdersPath,
  WAITING_ORDERS_PATH,
} from './entries-pause-paths';

const FETCH_FAILED = 'No se pudieron cargar las órdenes pendientes.';
const DECIDE_FAILED = 'No se pudo decidir la orden pendiente.';

/** GET /accounts/{id}/pending-orders: the orders held for approval, newest first (owner or admin). */
export function usePendingOrders(accountId: string) {
  return useQuery({
    queryKey: entriesPauseKeys.pendingOrders(accountId),
    queryFn: async ({ signal }) => {
      const list = await apiFetch<PendingOrderList>(pendingOrdersPath(accountId), {
        defaultMessage: FETCH_FAILED,
        silent: true,
        signal,
      });
      if (!list) throw new Error(MESSAGES.errors.permissions.invalidToken);
      return list.data;
    },
  });
}

/** GET /pending-orders: what waits for the user's approval across their accounts, soonest first. */
export function useWaitingOrders() {
  return useQuery({
    queryKey: entriesPauseKeys.waitingOrders(),
    queryFn: async ({ signal }) => {
      const list = await apiFetch<WaitingOrders>(WAITING_ORDERS_PATH, {
        defaultMessage: FETCH_FAILED,
        silent: true,
        signal,
      });
      if (!list) throw new Error(MESSAGES.errors.permissions.invalidToken);
      return list.data;
    },
  });
}

/**
 * POST /pending-orders/{id}/approve (optionally with another quantity) or /reject. A refusal (a
 * second decision, an expired order) is the server's message in a toast; the list refetches
 * either way, so it shows what holds now.
 */
export function useDecidePendingOrder(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
      contracts,
    }: {
      id: string;
      decision: 'approve' | 'reject';
      contracts?: string;
    }) => {
      const order = await apiFetch<PendingOrder>(pendingOrderDecisionPath(id, decision), {
        method: 'POST',
        ...(decision === 'approve' ? { body: contracts ? { contracts } : {} } : {}),
        defaultMessage: DECIDE_FAILED,
      });
      if (!order) throw new Error(MESSAGES.errors.permissions.invalidToken);
      return order;
    },
    onSettled: () =>
      Promise.all(
        [entriesPauseKeys.pendingOrders(accountId), entriesPauseKeys.waitingOrders()].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
