import { apiFetch } from '../../../lib/api-client';

/** A single-use nonce the ID token must carry back, so a stolen token cannot be replayed. */
export async function createNonce(): Promise<string> {
  const body = await apiFetch<{ nonce: string }>('/auth/nonce', {
    method: 'POST',
    auth: false,
    silent: true,
  });
  if (!body) throw new Error('No nonce');
  return body.nonce;
}
