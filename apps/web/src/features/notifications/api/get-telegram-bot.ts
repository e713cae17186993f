import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TelegramBotStatus } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudo saber si hay un bot de Telegram.';

/** GET /notification/telegram-bot: whether the instance has a bot, and its username. */
export async function getTelegramBot(signal?: AbortSignal): Promise<TelegramBotStatus> {
  return (
    (await apiFetch<TelegramBotStatus>('/notification/telegram-bot', {
      defaultMessage: FETCH_FAILED,
      signal,
    })) ?? { configured: false, username: null }
  );
}

export const telegramBotQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.telegramBot(),
    queryFn: ({ signal }) => getTelegramBot(signal),
  });

export function useTelegramBot() {
  return useQuery(telegramBotQueryOptions());
}
