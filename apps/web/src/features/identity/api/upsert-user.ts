import { MESSAGES } from '@pulso/domain/core';
import type { User } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

export interface UpsertUserInput {
  idToken: string;
  nonce: string;
  photoURL?: string;
}

export interface Session {
  user: User;
  token: string;
  expiresAt: string;
}

/**
 * Trades the provider's ID token for the app's session (spec §7). Failures are toasted by the
 * client, 'User is not active' included; null means the server answered 401.
 */
export function upsertUser(input: UpsertUserInput): Promise<Session | null> {
  return apiFetch<Session>('/user/upsert', {
    method: 'POST',
    body: input,
    auth: false,
    defaultMessage: MESSAGES.errors.users.upsert,
  });
}
