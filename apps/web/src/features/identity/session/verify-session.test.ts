import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@pulso/domain/core';
import { connectApiSession } from '../../../lib/api-client';
import { fakeApi, json } from '../../../test/fake-api';
import { identityApiSession } from '../api-session';
import { useTokenStore } from '../stores/token-store';
import { useUserStore } from '../stores/user-store';
import { adminRole, makeUser, userRole } from '../testing/fixtures';
import { verifySession } from './verify-session';

beforeEach(() => {
  connectApiSession(identityApiSession);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('verifySession (start-up with a stored session)', () => {
  it('does nothing without a token', async () => {
    const api = fakeApi({});
    await verifySession();
    expect(api.calls).toEqual([]);
  });

  it('refreshes the user and the role from the server', async () => {
    useTokenStore.getState().setToken('tok');
    useUserStore.setState({ user: makeUser({ displayName: 'Old name' }), role: userRole });
    const api = fakeApi({
      'GET /api/user/me': json(200, makeUser({ displayName: 'Ana Admin' })),
      'GET /api/role/r-admin': json(200, adminRole),
    });
    await verifySession();
    expect(useUserStore.getState().user?.displayName).toBe('Ana Admin');
    expect(useUserStore.getState().role).toEqual(adminRole);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/user/me', '/api/role/r-admin']);
  });

  it('clears user, role and token, and says why, when the user is not active', async () => {
    const toastError = vi.spyOn(toast, 'error');
    useTokenStore.getState().setToken('tok');
    useUserStore.setState({ user: makeUser(), role: adminRole });
    fakeApi({
      'GET /api/user/me': json(403, {
        error: MESSAGES.errors.signIn.userNotActive,
        code: 'FORBIDDEN',
      }),
    });
    await verifySession();
    expect(useUserStore.getState()).toMatchObject({ user: null, role: null, loading: false });
    expect(useTokenStore.getState().token).toBeNull();
    expect(toastError).toHaveBeenCalledWith(
      MESSAGES.errors.signIn.userNotActive,
      expect.anything(),
    );
  });

  it('signs out on a 401 (an expired or forged token)', async () => {
    useTokenStore.getState().setToken('expired');
    useUserStore.setState({ user: makeUser(), role: adminRole });
    fakeApi({ 'GET /api/user/me': json(401, { error: 'Invalid Token', code: 'UNAUTHORIZED' }) });
    await verifySession();
    expect(useTokenStore.getState().token).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    useTokenStore.getState().setToken('tok');
    useUserStore.setState({ user: makeUser(), role: adminRole });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await verifySession();
    expect(useTokenStore.getState().token).toBe('tok');
    expect(useUserStore.getState().role).toEqual(adminRole);
  });

  it("shows 'Loading User' only when there is no user to show yet", async () => {
    useTokenStore.getState().setToken('tok');
    const seen: boolean[] = [];
    const stop = useUserStore.subscribe((state) => seen.push(state.loading));
    fakeApi({
      'GET /api/user/me': json(200, makeUser()),
      'GET /api/role/r-admin': json(200, adminRole),
    });
    await verifySession();
    expect(seen).toContain(true);
    expect(useUserStore.getState().loading).toBe(false);

    seen.length = 0;
    await verifySession();
    expect(seen).not.toContain(true);
    stop();
  });
});
