import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES, type AccountType } from '@pulso/domain/core';
import type { Exchange } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { exchangesKeys } from './exchanges-keys';

export interface ExchangeInput {
  code: string;
  name: string;
  isActive: boolean;
  takerFee: number;
  makerFee: number;
  accountTypes: AccountType[];
}

export async function createExchange(input: ExchangeInput): Promise<Exchange> {
  const exchange = await apiFetch<Exchange>('/exchange/create', {
    method: 'POST',
    body: input,
    defaultMessage: MESSAGES.errors.exchanges.create,
  });
  if (!exchange) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return exchange;
}

export function useCreateExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExchange,
    onSuccess: async () => {
      toast.success(MESSAGES.success.exchanges.created);
      await queryClient.invalidateQueries({ queryKey: exchangesKeys.all });
    },
  });
}
