import type { User } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

/** Not in the spec; worded like its other fetch failures. */
const FETCH_ME_FAILED = 'Failed to fetch user';

/**
 * The signed-in user as the server knows them now; null after a 401 (already signed out).
 * Silent: a failed check at start-up is logged, not toasted (the persisted session stays usable
 * offline); a real refusal, 403 'User is not active', is shown by the session code.
 */
export function getMe(): Promise<User | null> {
  return apiFetch<User>('/user/me', { defaultMessage: FETCH_ME_FAILED, silent: true });
}
