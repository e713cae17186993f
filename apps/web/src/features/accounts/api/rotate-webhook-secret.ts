import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import type { Webhook } from './create-account';

/** A new secret replaces the old one at once; like the first, it is shown only here. */
export async function rotateWebhookSecret(id: string): Promise<Webhook> {
  const webhook = await apiFetch<Webhook>(`/account/${encodeURIComponent(id)}/webhook-secret`, {
    method: 'POST',
    defaultMessage: MESSAGES.errors.accounts.update,
  });
  if (!webhook) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return webhook;
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
