import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { TelegramBotStatus } from '@pulso/domain/schemas';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const SAVE_FAILED = 'No se pudo guardar el bot de Telegram.';

/** PUT /notification/telegram-bot (admin): Telegram checks the token; the answer never holds it. */
export async function setTelegramBot(botToken: string): Promise<TelegramBotStatus> {
  const status = await apiFetch<TelegramBotStatus>('/notification/telegram-bot', {
    method: 'PUT',
    body: { botToken },
    defaultMessage: SAVE_FAILED,
  });
  if (!status) throw new Error(SAVE_FAILED);
  return status;
}

export function useSetTelegramBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTelegramBot,
    onSuccess: (status) => {
      toast.success(i18n.t('notifications.telegramBot.saved', { username: status.username }));
      queryClient.setQueryData(notificationKeys.telegramBot(), status);
    },
  });
}
