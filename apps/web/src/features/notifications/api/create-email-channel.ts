import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmailChannelBody, NotificationChannel } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const CREATE_FAILED = 'No se pudo añadir el correo. Inténtalo de nuevo.';

/**
 * POST /notification/email/create → 201: the address, off until confirmed; a code is mailed to
 * it. Silent: a refusal (a bad address, one the server refused, the limit) is shown in the form.
 */
export async function createEmailChannel(
  body: CreateEmailChannelBody,
): Promise<NotificationChannel> {
  const created = await apiFetch<NotificationChannel>('/notification/email/create', {
    method: 'POST',
    body,
    silent: true,
    defaultMessage: CREATE_FAILED,
  });
  if (!created) throw new Error(CREATE_FAILED);
  return created;
}

export function useCreateEmailChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailChannel,
    onSuccess: async (created) => {
      queryClient.setQueryData<NotificationChannel[]>(notificationKeys.channels(), (list) =>
        list ? [...list.filter((c) => c.id !== created.id), created] : [created],
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.channels() });
    },
  });
}
