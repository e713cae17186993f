import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmtpSettings } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

const FETCH_FAILED = 'No se pudo leer el servidor de correo.';

/** GET /notification/smtp (admin): the server, never its password. */
export async function getSmtpSettings(signal?: AbortSignal): Promise<SmtpSettings> {
  const settings = await apiFetch<SmtpSettings>('/notification/smtp', {
    defaultMessage: FETCH_FAILED,
    signal,
  });
  if (!settings) throw new Error(FETCH_FAILED);
  return settings;
}

export const smtpSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.smtp(),
    queryFn: ({ signal }) => getSmtpSettings(signal),
  });

export function useSmtpSettings() {
  return useQuery(smtpSettingsQueryOptions());
}
