import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { getMe } from '../api/get-me';
import { getRole } from '../api/get-role';
import { useTokenStore } from '../stores/token-store';
import { useUserStore } from '../stores/user-store';
import { isUserNotActive } from './session-errors';

/**
 * Spec §4: a stored session is checked against the server. The user and role are refreshed;
 * a deactivated user loses user, role and token; a 401 signs out (the API client). Offline or
 * server trouble keeps the persisted session. The overlay shows only when there is no user to
 * show yet, so a reload does not flash it.
 */
export async function verifySession(): Promise<void> {
  const token = useTokenStore.getState().token;
  if (!token) return;
  const stillCurrent = () => useTokenStore.getState().token === token;
  const showOverlay = !useUserStore.getState().user;
  if (showOverlay) useUserStore.getState().setLoading(true);
  try {
    const user = await getMe();
    if (!user || !stillCurrent()) return;
    useUserStore.getState().setUser(user);
    const role = await getRole(user.roleId);
    if (role && stillCurrent()) useUserStore.getState().setRole(role);
  } catch (error) {
    if (isUserNotActive(error) && stillCurrent()) {
      toast.error(MESSAGES.errors.signIn.userNotActive, {
        toastId: MESSAGES.errors.signIn.userNotActive,
      });
      useUserStore.getState().signOut();
    }
  } finally {
    if (showOverlay) useUserStore.getState().setLoading(false);
  }
}
