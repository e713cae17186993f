import { useDateStore } from '../../features/date-range/stores/date-store';
import { useTokenStore } from '../../features/identity/stores/token-store';
import { useUserStore } from '../../features/identity/stores/user-store';
import { useThemeStore } from '../../features/theme/stores/theme-store';

/**
 * Start-up work behind the spinner. For now it re-reads the persisted stores (another tab may
 * have signed out since this bundle evaluated); the essential-data preload joins it later.
 */
export async function setupSharedStore(): Promise<void> {
  await Promise.all([
    useTokenStore.persist.rehydrate(),
    useUserStore.persist.rehydrate(),
    useDateStore.persist.rehydrate(),
    useThemeStore.persist.rehydrate(),
  ]);
}
