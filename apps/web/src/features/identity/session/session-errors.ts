import { MESSAGES } from '@pulso/domain/core';
import { ApiError } from '../../../lib/api-client';

/** Spec §4: the server refused a deactivated user. */
export function isUserNotActive(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.message === MESSAGES.errors.signIn.userNotActive
  );
}

export type SignInFailure =
  'popupBlocked' | 'popupClosed' | 'cancelled' | 'timeout' | 'unavailable' | 'failed';

/** oidc-client-ts's ErrorResponse (the provider answered with an OAuth error), by shape: the
 * library itself is loaded only on demand, so this module must not import it. */
function oauthErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'ErrorResponse') return undefined;
  const code = (error as Error & { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}

/** What went wrong with the popup, in terms the user can act on. */
export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof ApiError) return 'unavailable';
  const oauthError = oauthErrorCode(error);
  if (oauthError) return oauthError === 'access_denied' ? 'cancelled' : 'failed';
  const message = error instanceof Error ? error.message : String(error);
  if (/closed by user/i.test(message)) return 'popupClosed';
  if (/disposed window|blocked/i.test(message)) return 'popupBlocked';
  if (/timeout|timed out/i.test(message)) return 'timeout';
  if (/failed to fetch|network/i.test(message)) return 'unavailable';
  return 'failed';
}
