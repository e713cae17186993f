import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import i18n from '../../../lib/i18n';
import { authConfigQueryOptions } from '../api/get-auth-config';
import { useUserStore } from '../stores/user-store';

/**
 * Spec §4: sign-out clears user, token and role here at once, then the provider's session: the
 * browser visits its end-session page (the embedded one confirms by itself) and comes back home.
 * Without a reachable provider the local sign-out stands, and the user is told.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  useUserStore.getState().signOut();
  try {
    const [oidc, config] = await Promise.all([
      import('../oidc/user-manager'),
      queryClient.fetchQuery(authConfigQueryOptions()),
    ]);
    const leaving = await oidc.signOutAtProvider(config);
    if (leaving) return;
  } catch (error) {
    console.error(error);
  }
  toast.info(i18n.t('auth.signedOut'), { toastId: 'signed-out' });
}
