/** The popup's callback page; the provider knows it as `${origin}/auth/callback`. */
export const CALLBACK_PATH = '/auth/callback';

/** The popup's window name: the click opens it, oidc-client-ts then reuses it by this name. */
export const POPUP_TARGET = 'pulso-sign-in';

const WIDTH = 480;
const HEIGHT = 680;

export const POPUP_FEATURES = { width: WIDTH, height: HEIGHT, location: false, toolbar: false };

/**
 * Opens the sign-in window synchronously, inside the click: browsers allow a popup only while
 * the click's activation lasts, and the library, the configuration and the nonce may take longer
 * than that to arrive. Returns null when the browser blocked it.
 */
export function openSignInWindow(): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - HEIGHT) / 2);
  const features = `popup=yes,width=${WIDTH},height=${HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
  try {
    const popup = window.open('', POPUP_TARGET, features);
    // Some blockers return a window that is closed at once.
    return popup && !popup.closed ? popup : null;
  } catch {
    return null;
  }
}
