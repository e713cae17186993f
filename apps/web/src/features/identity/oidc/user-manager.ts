import { UserManager, WebStorageStateStore, type User as OidcUser } from 'oidc-client-ts';
import type { AuthConfig } from '@pulso/domain/schemas';
import { CALLBACK_PATH, POPUP_FEATURES, POPUP_TARGET } from './popup-window';

// This module is the only one that imports oidc-client-ts: it is loaded on demand (a click on
// 'Iniciar sesión', sign-out, or the callback page), so the library stays out of the first load.

/** How long an external provider's popup may stay open (its window may hide `closed`). */
const EXTERNAL_POPUP_TIMEOUT_MS = 10 * 60_000;

export function createUserManager(config: AuthConfig, origin = window.location.origin) {
  // oidc-client's own state (PKCE verifier, state, the ID token for sign-out) lives for the tab.
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    popup_redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scopes,
    // The server's session token is the session: no silent renew, no session iframe, no userinfo.
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    userStore: store,
    stateStore: store,
  });
}

let cached: { key: string; manager: UserManager; discovery?: Promise<unknown> } | undefined;

/** One manager per configuration: it keeps the provider's discovery document once fetched. */
function managerFor(config: AuthConfig) {
  const key = [config.issuer, config.clientId, config.scopes, window.location.origin].join(' ');
  if (cached?.key !== key) cached = { key, manager: createUserManager(config) };
  return cached;
}

/** Fetches the provider's discovery document ahead of the click (on hover or focus), once. */
export function prepareSignIn(config: AuthConfig): void {
  const entry = managerFor(config);
  entry.discovery ??= entry.manager.metadataService.getMetadata().catch(() => {
    entry.discovery = undefined; // a failure may be retried by the next hover
  });
}

/**
 * Authorization code + PKCE in the popup the click already opened (see popup-window.ts), with the
 * server's nonce. A closed window ends the wait at once for our own provider; an external one may
 * isolate its window (COOP), so it gets a generous time limit instead.
 */
export function signInInPopup(config: AuthConfig, nonce: string): Promise<OidcUser> {
  return managerFor(config).manager.signinPopup({
    nonce,
    popupWindowTarget: POPUP_TARGET,
    popupWindowFeatures: POPUP_FEATURES,
    ...(config.embedded
      ? { popupAbortOnClose: true }
      : { popupSignal: AbortSignal.timeout(EXTERNAL_POPUP_TIMEOUT_MS) }),
  });
}

/**
 * Ends the provider's session: the browser goes to its end-session page (with the ID token as a
 * hint when this tab still has it) and comes back to the home page. Resolves false, without
 * leaving, when the provider has no end-session endpoint.
 */
export async function signOutAtProvider(config: AuthConfig): Promise<boolean> {
  const { manager } = managerFor(config);
  const endpoint = await manager.metadataService.getEndSessionEndpoint().catch(() => undefined);
  if (!endpoint) {
    await manager.removeUser();
    return false;
  }
  await manager.signoutRedirect();
  return true;
}

let callback: Promise<void> | undefined;

/** In the popup: hands the provider's answer to the opener, which then closes this window. */
export function completePopupCallback(): Promise<void> {
  // Only the notification runs here (it needs no settings); the opener validates the answer.
  callback ??= new UserManager({
    authority: window.location.origin,
    client_id: 'popup-callback',
    redirect_uri: window.location.href,
  }).signinPopupCallback();
  return callback;
}
