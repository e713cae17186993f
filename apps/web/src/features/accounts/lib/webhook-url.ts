import { API_BASE } from '../../../lib/api-client';

/** Where an account's alerts go (the server's POST /api/trade-receiver/:accountId), absolute. */
export function webhookUrl(accountId: string, base: string = window.location.href): string {
  return new URL(`${API_BASE.replace(/\/+$/, '')}/trade-receiver/${accountId}`, base).toString();
}
