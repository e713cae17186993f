import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { CopySettingsInput, CopyTrade } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { copyTradesKeys } from './copy-trades-keys';

export interface CreateCopyTradeInput {
  emitterAccountId: string;
  receiverAccountId: string;
  multiplier: number;
  isActive?: boolean;
  /** The link's rules; absent: the defaults (the plain multiplier, nothing capped). */
  settings?: CopySettingsInput;
}

/** POST /copy-trade/create; 'Failed to create copy trade' unless the server says why. */
export async function createCopyTrade(input: CreateCopyTradeInput): Promise<CopyTrade> {
  const created = await apiFetch<CopyTrade>('/copy-trade/create', {
    method: 'POST',
    body: input,
    defaultMessage: MESSAGES.errors.copyTrades.create,
  });
  if (!created) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return created;
}

export function useCreateCopyTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCopyTrade,
    onSuccess: async () => {
      toast.success(MESSAGES.success.copyTrades.created);
      await queryClient.invalidateQueries({ queryKey: copyTradesKeys.all });
    },
  });
}
