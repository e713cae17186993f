import { useAccountListStore } from '../../features/account-lists';
import { useDateStore } from '../../features/date-range';
import { useTokenStore, useUserStore, verifySession } from '../../features/identity';
import { useThemeStore } from '../../features/theme';
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
