import type { ApiSession } from '../../lib/api-client';
import { useTokenStore } from './stores/token-store';
import { useUserStore } from './stores/user-store';

/** What the API client needs from the session: the bearer token, and a way to end it on 401. */
export const identityApiSession: ApiSession = {
  getToken: () => useTokenStore.getState().token,
  onUnauthorized: () => useUserStore.getState().signOut(),
};
