import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch, connectApiSession } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { identityApiSession } from '../api-session';
import { useTokenStore } from '../stores/token-store';
import { useUserStore } from '../stores/user-store';
import { adminRole, makeUser } from '../testing/fixtures';
import { SessionWatcher } from './session-watcher';

// Pages load their chunks on first render, slower while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

function Tokens() {
  const tokens = useQuery({
    queryKey: ['profile', 'tokens'],
    queryFn: () => apiFetch('/api-token/list'),
  });
  return <p>{tokens.status}</p>;
}

beforeEach(() => {
  connectApiSession(identityApiSession);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('SessionWatcher', () => {
  it("signs out when any request learns that the user is not active (an admin's doing)", async () => {
    vi.spyOn(toast, 'error');
    useTokenStore.getState().setToken('tok');
    useUserStore.setState({ user: makeUser(), role: adminRole });
    fakeApi({
      'GET /api/api-token/list': json(403, {
        error: MESSAGES.errors.signIn.userNotActive,
        code: 'FORBIDDEN',
      }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionWatcher />
        <Tokens />
      </QueryClientProvider>,
    );
    await screen.findByText('error');
    await waitFor(() => expect(useTokenStore.getState().token).toBeNull());
    expect(useUserStore.getState()).toMatchObject({ user: null, role: null });
    expect(toast.error).toHaveBeenCalledWith(
      MESSAGES.errors.signIn.userNotActive,
      expect.anything(),
    );
  });

  it('keeps the session for any other refusal', async () => {
    useTokenStore.getState().setToken('tok');
    fakeApi({
      'GET /api/api-token/list': json(403, {
        error: MESSAGES.errors.permissions.permissionError,
        code: 'FORBIDDEN',
      }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionWatcher />
        <Tokens />
      </QueryClientProvider>,
    );
    await screen.findByText('error');
    expect(useTokenStore.getState().token).toBe('tok');
  });

  it("drops the session's unwatched data when it ends, and keeps a new session's", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['profile', 'api-tokens'], [{ id: 't1' }]);
    queryClient.setQueryData(['identity', 'config'], { issuer: 'x' });
    useTokenStore.getState().setToken('tok');
    render(
      <QueryClientProvider client={queryClient}>
        <SessionWatcher />
      </QueryClientProvider>,
    );
    useTokenStore.getState().setToken(null);
    await waitFor(() =>
      expect(queryClient.getQueryData(['profile', 'api-tokens'])).toBeUndefined(),
    );
    expect(queryClient.getQueryData(['identity', 'config'])).toEqual({ issuer: 'x' });

    // Signing in again: what was preloaded for the new session is kept.
    useTokenStore.getState().setToken('tok-2');
    queryClient.setQueryData(['accounts', 'all'], [{ id: 'a1' }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryClient.getQueryData(['accounts', 'all'])).toEqual([{ id: 'a1' }]);
  });
});
