import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailStatus } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudo saber si hay correo electrónico.';

/** GET /notification/email/status: whether the instance can send e-mail (to offer "Añadir correo"). */
export async function getEmailStatus(signal?: AbortSignal): Promise<EmailStatus> {
  return (
    (await apiFetch<EmailStatus>('/notification/email/status', {
      defaultMessage: FETCH_FAILED,
      // Not knowing only hides the button.
      silent: true,
      signal,
    })) ?? { configured: false }
  );
}

export const emailStatusQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.emailStatus(),
    queryFn: ({ signal }) => getEmailStatus(signal),
  });

export function useEmailStatus() {
  return useQuery(emailStatusQueryOptions());
}
