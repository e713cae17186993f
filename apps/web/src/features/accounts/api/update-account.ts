import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES, type AccountMode } from '@pulso/domain/core';
import type { Account } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export interface AccountChanges {
  name?: string;
  mode?: AccountMode;
  /** An object replaces the stored credentials; null clears them. */
  credentials?: { apiKey?: string; secret?: string; passphrase?: string } | null;
  isActive?: boolean;
  isPublic?: boolean;
  publicStats?: boolean;
  publicTrades?: boolean;
  isTestAccount?: boolean;
  isEmitter?: boolean;
  isReceiver?: boolean;
  /** The webhook's allowed senders; empty: any. */
  webhookIpAllowlist?: string[];
}

/** Which change it is decides the spec's message (§8): visibility, public status or the rest. */
export type UpdateKind = 'edit' | 'active' | 'public' | 'visibility';

export function updateMessages(
  kind: UpdateKind,
  changes: AccountChanges,
): { success: string; failure: string } {
  const { success, errors } = { success: MESSAGES.success.accounts, errors: MESSAGES.errors };
  switch (kind) {
    case 'public':
      return {
        success: changes.isPublic ? success.madePublic : success.madePrivate,
        failure: errors.accounts.updatePublicStatus,
      };
    case 'visibility':
      return { success: success.visibilityUpdated, failure: errors.accounts.updateVisibility };
    default:
      return { success: success.updated, failure: errors.accounts.update };
  }
}

export interface UpdateAccountInput {
  id: string;
  changes: AccountChanges;
  kind?: UpdateKind;
}

export async function updateAccount({
  id,
  changes,
  kind = 'edit',
}: UpdateAccountInput): Promise<Account> {
  const account = await apiFetch<Account>(`/account/update/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    defaultMessage: updateMessages(kind, changes).failure,
  });
  if (!account) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return account;
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (account, input) => {
      toast.success(updateMessages(input.kind ?? 'edit', input.changes).success);
      // The row flips at once; the refetch then brings filters and sort up to date.
      queryClient.setQueriesData<{ data: Account[] }>({ queryKey: accountsKeys.pages() }, (page) =>
        page ? { ...page, data: page.data.map((a) => (a.id === account.id ? account : a)) } : page,
      );
      await queryClient.invalidateQueries({ queryKey: accountsKeys.all });
    },
  });
}
