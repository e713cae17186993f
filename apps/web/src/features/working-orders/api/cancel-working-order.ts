import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { CancelledOrders } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { ordersPath } from './orders-path';
import { workingOrdersKeys } from './working-orders-keys';

const CANCEL_FAILED = 'No se pudo cancelar la orden.';

/** DELETE /accounts/{id}/orders/{orderId}: one open order is cancelled (404 if no longer open). */
export async function cancelWorkingOrder({
  accountId,
  orderId,
}: {
  accountId: string;
  orderId: string;
}): Promise<CancelledOrders> {
  const done = await apiFetch<CancelledOrders>(
    `${ordersPath(accountId)}/${encodeURIComponent(orderId)}`,
    { method: 'DELETE', defaultMessage: CANCEL_FAILED },
  );
  // null: a 401, and the session is already being closed.
  if (!done) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return done;
}

export function useCancelWorkingOrder(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cancelWorkingOrder({ accountId, orderId }),
    // A 404 means the order already left (filled, moved): the list is stale either way.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: workingOrdersKeys.account(accountId) }),
  });
}
