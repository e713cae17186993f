import { useAccountListStore } from '../../features/account-lists/stores/account-list-store';
import { useDateStore } from '../../features/date-range/stores/date-store';
import { useTokenStore } from '../../features/identity/stores/token-store';
import { useUserStore } from '../../features/identity/stores/user-store';
import { verifySession } from '../../features/identity/session/verify-session';
import { useThemeStore } from '../../features/theme/stores/theme-store';
import { queryClient } from '../../lib/query-client';
import { watchEssentialData } from './essential-data';

/**
 * Start-up work behind the spinner: it re-reads the persisted stores (another tab may have
 * signed out since this bundle evaluated), then starts the session check and the preload.
 */
export async function setupSharedStore(): Promise<void> {
  await Promise.all([
    useTokenStore.persist.rehydrate(),
    useUserStore.persist.rehydrate(),
    useDateStore.persist.rehydrate(),
    useThemeStore.persist.rehydrate(),
    useAccountListStore.persist.rehydrate(),
  ]);
  // Spec §4: a stored session is verified with the server (GET /user/me, then the role). Not
  // awaited: the page shows the persisted user meanwhile, and a refusal signs out when it comes.
  void verifySession();
  // Spec §4: accounts, copy trades and exchanges, now and after each sign-in; not awaited.
  watchEssentialData(queryClient);
}
