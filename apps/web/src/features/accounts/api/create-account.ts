import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { Account, CreateAccount } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

/** The webhook of an account: where TradingView posts, and the secret (shown only once). */
export interface Webhook {
  url: string;
  secret: string;
}

export interface CreatedAccount {
  account: Account;
  webhook: Webhook;
}

/** A plan at its limit answers 403 with a message naming the limit; the client shows it. */
export async function createAccount(input: CreateAccount): Promise<CreatedAccount> {
  const created = await apiFetch<CreatedAccount>('/account/create', {
    method: 'POST',
    body: input,
    defaultMessage: MESSAGES.errors.accounts.create,
  });
  if (!created) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return created;
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: async () => {
      toast.success(MESSAGES.success.accounts.created);
      await queryClient.invalidateQueries({ queryKey: accountsKeys.all });
    },
  });
}
