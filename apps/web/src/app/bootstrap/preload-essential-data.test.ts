import { describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { EXCHANGES, anAccount, pageOf } from '../../features/accounts/testing/fixtures';
import { useTokenStore } from '../../features/identity';
import { connectApiSession } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi, json } from '../../test/fake-api';
import { preloadEssentialData } from './preload-essential-data';

const accounts = [anAccount({ name: 'Uno' }), anAccount({ name: 'Dos' })];

describe('start-up preload (spec §4)', () => {
  it('loads accounts, copy trades and exchanges together into the cache', async () => {
    useTokenStore.getState().setToken('tok');
    connectApiSession({ getToken: () => useTokenStore.getState().token, onUnauthorized: () => {} });
    const api = fakeApi({
      'GET /api/account/list': json(200, pageOf(accounts, 100)),
      'GET /api/copy-trade/list': json(200, { data: [{ id: 'ct-1' }], pagination: {} }),
      'GET /api/exchange/list': json(200, EXCHANGES),
    });
    const queryClient = createQueryClient();
    expect(await preloadEssentialData(queryClient)).toBe(true);
    expect(api.calls.map((call) => `${call.method} ${call.path}${call.search}`).sort()).toEqual([
      'GET /api/account/list?page=1&limit=100&sortBy=name&sortOrder=asc',
      'GET /api/copy-trade/list?page=1&limit=25',
      'GET /api/exchange/list',
    ]);
    expect(queryClient.getQueryData(['accounts', 'everything'])).toEqual(accounts);
    expect(queryClient.getQueryData(['copyTrade', 'list'])).toEqual([{ id: 'ct-1' }]);
    expect(queryClient.getQueryData(['exchanges', 'list'])).toEqual(EXCHANGES);
    // A token route (spec §7): sent without it, the 401 would sign the user out.
    expect(api.calls.map((call) => call.authorization)).toEqual([
      'Bearer tok',
      'Bearer tok',
      'Bearer tok',
    ]);
  });

  it('a failing copy-trade list is a start-up failure like any other (no 404 tolerance)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/account/list': json(200, pageOf(accounts, 100)),
      'GET /api/copy-trade/list': json(404, { error: 'Route not found', code: 'NOT_FOUND' }),
      'GET /api/exchange/list': json(200, EXCHANGES),
    });
    const queryClient = createQueryClient();
    expect(await preloadEssentialData(queryClient)).toBe(false);
    expect(queryClient.getQueryData(['copyTrade', 'list'])).toBeUndefined();
  });

  it("reports one 'Failed to load essential data' when any of them fails", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error');
    fakeApi({
      'GET /api/account/list': json(200, pageOf(accounts, 100)),
      'GET /api/copy-trade/list': json(200, { data: [] }),
      'GET /api/exchange/list': json(400, { error: 'nope', code: 'BAD_REQUEST' }),
    });
    expect(await preloadEssentialData(createQueryClient())).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Failed to load essential data', expect.anything());
    expect(consoleError).toHaveBeenCalledWith('Failed to load essential data', expect.anything());
  });
});
