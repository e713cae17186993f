import { useMutation } from '@tanstack/react-query';
import type { TelegramLink } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

const LINK_FAILED = 'No se pudo crear el código para Telegram. Inténtalo de nuevo.';

/** POST /notification/telegram/link → 201: a one-time code and the bot's deep link. */
export async function createTelegramLink(): Promise<TelegramLink> {
  const link = await apiFetch<TelegramLink>('/notification/telegram/link', {
    method: 'POST',
    defaultMessage: LINK_FAILED,
  });
  if (!link) throw new Error(LINK_FAILED);
  return link;
}

export function useCreateTelegramLink() {
  return useMutation({ mutationFn: createTelegramLink });
}
