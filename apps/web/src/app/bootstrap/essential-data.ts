import type { QueryClient } from '@tanstack/react-query';
import { accountListsKeys, useAccountListStore } from '../../features/account-lists';
import { accountsKeys } from '../../features/accounts';
import { copyTradesKeys } from '../../features/copy-trades';
import { useTokenStore } from '../../features/identity';

/** The preload and the calls it makes load only once someone is signed in (not for visitors). */
function preload(queryClient: QueryClient): void {
  void import('./preload-essential-data').then((module) =>
    module.preloadEssentialData(queryClient),
  );
}

let unsubscribe: (() => void) | null = null;

/**
 * Preloads now if a session is stored, and again whenever someone signs in. On sign-out the
 * account lists and the cached accounts go, so the next user never sees them.
 */
export function watchEssentialData(queryClient: QueryClient): () => void {
  if (useTokenStore.getState().token) preload(queryClient);
  unsubscribe?.();
  unsubscribe = useTokenStore.subscribe((state, previous) => {
    if (state.token && !previous.token) preload(queryClient);
    if (!state.token && previous.token) {
      useAccountListStore.getState().reset();
      for (const queryKey of [accountsKeys.all, accountListsKeys.all, copyTradesKeys.all]) {
        queryClient.removeQueries({ queryKey });
      }
    }
  });
  return () => {
    unsubscribe?.();
    unsubscribe = null;
  };
}
