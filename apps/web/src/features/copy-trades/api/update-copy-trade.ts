import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { CopySettingsInput, CopyTrade } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { copyTradesKeys } from './copy-trades-keys';
import type { CopyTradesPage } from './get-copy-trades';

export interface UpdateCopyTradeInput {
  id: string;
  multiplier?: number;
  isActive?: boolean;
  /** The link's rules, replacing its current ones whole; absent: they stay as they are. */
  settings?: CopySettingsInput;
}

/** PUT /copy-trade/update with the id in the body (spec §5, §7). */
export async function updateCopyTrade(input: UpdateCopyTradeInput): Promise<CopyTrade> {
  if (!input.id) throw new Error(MESSAGES.copyTrade.idRequired);
  const updated = await apiFetch<CopyTrade>('/copy-trade/update', {
    method: 'PUT',
    body: input,
    defaultMessage: MESSAGES.errors.copyTrades.update,
  });
  if (!updated) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return updated;
}

export function useUpdateCopyTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCopyTrade,
    onSuccess: async (updated) => {
      toast.success(MESSAGES.success.copyTrades.updated);
      // The row changes at once; the refetch then confirms it.
      queryClient.setQueriesData<CopyTradesPage>({ queryKey: copyTradesKeys.pages() }, (page) =>
        page ? { ...page, data: page.data.map((c) => (c.id === updated.id ? updated : c)) } : page,
      );
      await queryClient.invalidateQueries({ queryKey: copyTradesKeys.all });
    },
  });
}
