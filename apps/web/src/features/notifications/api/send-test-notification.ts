import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const TEST_FAILED = 'No se pudo enviar la prueba. Inténtalo de nuevo.';

export interface QueuedTest {
  /** The delivery the test became: the log shows it, pending until the channel answers. */
  deliveryId: string;
}

/** POST /notification/channel/test/:id → 202: queued, sent by the worker like any message. */
export async function sendTestNotification(channelId: string): Promise<QueuedTest> {
  const queued = await apiFetch<QueuedTest>(
    `/notification/channel/test/${encodeURIComponent(channelId)}`,
    { method: 'POST', defaultMessage: TEST_FAILED },
  );
  if (!queued) throw new Error(TEST_FAILED);
  return queued;
}

export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    onSuccess: async () => {
      toast.success(i18n.t('notifications.channels.testQueued'));
      await queryClient.invalidateQueries({ queryKey: notificationKeys.deliveries() });
    },
  });
}
