import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import i18n from '../../../lib/i18n';
import { authConfigQueryOptions } from '../api/get-auth-config';
import { createNonce } from '../api/create-nonce';
import { getRole } from '../api/get-role';
import { upsertUser } from '../api/upsert-user';
import { openSignInWindow } from '../oidc/popup-window';
import { useTokenStore } from '../stores/token-store';
import { useUserStore } from '../stores/user-store';
import { isUserNotActive, signInFailure, type SignInFailure } from './session-errors';

const SIGN_IN_TOAST = 'sign-in';

let pending: { popup: Window; done: Promise<void> } | null = null;

export function isSigningIn(): boolean {
  return pending !== null;
}

function reportFailure(failure: SignInFailure): void {
  const message = i18n.t(`auth.errors.${failure}`);
  // Closing the window or cancelling is a choice, not a fault.
  const notify = failure === 'popupClosed' || failure === 'cancelled' ? toast.info : toast.error;
  notify(message, { toastId: SIGN_IN_TOAST });
}

/**
 * Sign-in (spec §1, §4): the provider's popup (code + PKCE), then POST /user/upsert with its ID
 * token and the server's nonce, then the role by roleId. Must be called from the click itself:
 * the popup opens synchronously. A second call while one is running brings its popup forward.
 */
export function signIn(queryClient: QueryClient): Promise<void> {
  if (pending) {
    if (!pending.popup.closed) pending.popup.focus();
    return pending.done;
  }
  const popup = openSignInWindow();
  if (!popup) {
    reportFailure('popupBlocked');
    return Promise.resolve();
  }
  const done = runSignIn(queryClient, popup).finally(() => {
    pending = null;
  });
  pending = { popup, done };
  return done;
}

async function runSignIn(queryClient: QueryClient, popup: Window): Promise<void> {
  let idToken: string;
  let nonce: string;
  try {
    const [oidc, config, freshNonce] = await Promise.all([
      import('../oidc/user-manager'),
      queryClient.fetchQuery(authConfigQueryOptions()),
      createNonce(),
    ]);
    nonce = freshNonce;
    const oidcUser = await oidc.signInInPopup(config, nonce);
    if (!oidcUser.id_token) throw new Error('The provider sent no ID token');
    idToken = oidcUser.id_token;
  } catch (error) {
    console.error(error);
    if (!popup.closed) popup.close();
    reportFailure(signInFailure(error));
    return;
  }
  await establishSession(idToken, nonce);
}

/** Upsert, store user and token, fetch and store the role, behind the 'Loading User' overlay. */
export async function establishSession(idToken: string, nonce: string): Promise<boolean> {
  const users = useUserStore.getState();
  users.setLoading(true);
  try {
    const session = await upsertUser({ idToken, nonce });
    if (!session) return false; // 401: the client has already signed out and logged it
    useTokenStore.getState().setToken(session.token);
    users.setUser(session.user);
    const role = await getRole(session.user.roleId);
    if (!role) return false;
    users.setRole(role);
    toast.success(MESSAGES.success.users.authenticated, { toastId: SIGN_IN_TOAST });
    return true;
  } catch (error) {
    // The client has toasted it ('User is not active', 'Failed to upsert user', ...).
    if (isUserNotActive(error)) useUserStore.getState().signOut();
    return false;
  } finally {
    useUserStore.getState().setLoading(false);
  }
}
