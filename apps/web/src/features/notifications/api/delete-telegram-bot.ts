import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { TelegramBotStatus } from '@pulso/domain/schemas';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const DELETE_FAILED = 'No se pudo quitar el bot de Telegram.';

/** DELETE /notification/telegram-bot (admin) → 204. */
export async function deleteTelegramBot(): Promise<void> {
  await apiFetch('/notification/telegram-bot', {
    method: 'DELETE',
    defaultMessage: DELETE_FAILED,
  });
}

export function useDeleteTelegramBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTelegramBot,
    onSuccess: () => {
      toast.success(i18n.t('notifications.telegramBot.removed'));
      queryClient.setQueryData<TelegramBotStatus>(notificationKeys.telegramBot(), {
        configured: false,
        username: null,
      });
    },
  });
}
