import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountNotificationSettings,
  UpdateAccountNotificationSettingsBody,
} from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const SAVE_FAILED = 'No se pudieron guardar los avisos de la cuenta. Inténtalo de nuevo.';

/**
 * PUT /notification/account/update/:accountId with only what changed → the account's row as
 * saved. Silent: the row shows a refusal beside its field.
 */
export async function updateAccountNotificationSettings({
  accountId,
  changes,
}: {
  accountId: string;
  changes: UpdateAccountNotificationSettingsBody;
}): Promise<AccountNotificationSettings> {
  const saved = await apiFetch<AccountNotificationSettings>(
    `/notification/account/update/${encodeURIComponent(accountId)}`,
    { method: 'PUT', body: changes, silent: true, defaultMessage: SAVE_FAILED },
  );
  if (!saved) throw new Error(SAVE_FAILED);
  return saved;
}

export function useUpdateAccountNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountNotificationSettings,
    onSuccess: (saved) => {
      // The answer is the row as saved: put it in place, no refetch.
      queryClient.setQueryData<AccountNotificationSettings[]>(
        notificationKeys.accountSettings(),
        (rows) => rows?.map((row) => (row.accountId === saved.accountId ? saved : row)),
      );
    },
  });
}
