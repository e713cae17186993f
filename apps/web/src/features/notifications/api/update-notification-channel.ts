import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationChannel, UpdateNotificationChannelBody } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const UPDATE_FAILED = 'No se pudo guardar el canal. Inténtalo de nuevo.';

export interface UpdateNotificationChannelInput {
  id: string;
  changes: UpdateNotificationChannelBody;
  /** The edit form shows a refusal beside its field; a switch or a level toasts it. */
  silent?: boolean;
}

/** PUT /notification/channel/update/:id with only what changed → the channel as it now is. */
export async function updateNotificationChannel({
  id,
  changes,
  silent = false,
}: UpdateNotificationChannelInput): Promise<NotificationChannel> {
  const updated = await apiFetch<NotificationChannel>(
    `/notification/channel/update/${encodeURIComponent(id)}`,
    { method: 'PUT', body: changes, silent, defaultMessage: UPDATE_FAILED },
  );
  if (!updated) throw new Error(UPDATE_FAILED);
  return updated;
}

export function useUpdateNotificationChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationChannel,
    onSuccess: (updated) => {
      // The server's answer is the channel: no refetch needed to show it.
      queryClient.setQueryData<NotificationChannel[]>(notificationKeys.channels(), (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      );
    },
  });
}
