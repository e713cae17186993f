import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { CancelledOrders } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { ordersPath } from './orders-path';
import { workingOrdersKeys } from './working-orders-keys';

const CANCEL_ALL_FAILED = 'No se pudieron cancelar las órdenes.';

/** DELETE /accounts/{id}/orders: every open order of the account is cancelled. */
export async function cancelWorkingOrders(accountId: string): Promise<CancelledOrders> {
  const done = await apiFetch<CancelledOrders>(ordersPath(accountId), {
    method: 'DELETE',
    defaultMessage: CANCEL_ALL_FAILED,
  });
  // null: a 401, and the session is already being closed.
  if (!done) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return done;
}

export function useCancelWorkingOrders(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelWorkingOrders(accountId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: workingOrdersKeys.account(accountId) }),
  });
}
