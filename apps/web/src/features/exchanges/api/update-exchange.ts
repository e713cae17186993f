import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { Exchange } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import type { ExchangeInput } from './create-exchange';
import { exchangesKeys } from './exchanges-keys';

export interface UpdateExchangeInput {
  id: string;
  /** The code is the exchange's identity and cannot change. */
  changes: Partial<Omit<ExchangeInput, 'code'>>;
}

export async function updateExchange({ id, changes }: UpdateExchangeInput): Promise<Exchange> {
  const exchange = await apiFetch<Exchange>(`/exchange/update/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    defaultMessage: MESSAGES.errors.exchanges.update,
  });
  if (!exchange) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return exchange;
}

export function useUpdateExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExchange,
    onSuccess: async () => {
      toast.success(MESSAGES.success.exchanges.updated);
      await queryClient.invalidateQueries({ queryKey: exchangesKeys.all });
    },
  });
}
