import { describe, expect, it, vi } from 'vitest';
import { useTokenStore } from '../../identity';
import { fakeApi, json } from '../../../test/fake-api';
import { getAccountTrades } from './get-account-trades';
import { getAllTrades } from './get-all-trades';
import { getUserTrades } from './get-user-trades';

const down = () => new Response('down', { status: 503 });

describe('trade fetchers (spec §7, §8)', () => {
  it('send the filters, leaving out what is not set', async () => {
    useTokenStore.getState().setToken('tok');
    const empty = { data: [], pagination: { page: 1, totalPages: 1, total: 0, limit: 20 } };
    const api = fakeApi({
      'GET /api/trade/account/a1': json(200, empty),
      'GET /api/trade/user/u1': json(200, empty),
      'GET /api/trade/list': json(200, empty),
    });
    await getAccountTrades('a1', { page: 1, limit: 20, type: 'buy', search: undefined });
    await getUserTrades('u1', {
      page: 2,
      limit: 50,
      asset: 'BTC',
      sortBy: 'total',
      sortOrder: 'asc',
    });
    await getAllTrades({ page: 1, limit: 100, startDate: '2026-01-01T00:00:00.000Z' });
    expect(api.calls.map((c) => `${c.path}${c.search}`)).toEqual([
      '/api/trade/account/a1?page=1&limit=20&type=buy',
      '/api/trade/user/u1?page=2&limit=50&asset=BTC&sortBy=total&sortOrder=asc',
      '/api/trade/list?page=1&limit=100&startDate=2026-01-01T00%3A00%3A00.000Z',
    ]);
  });

  it.each([
    [
      () => getAccountTrades('a1', {}),
      'GET /api/trade/account/a1',
      'Failed to fetch account trades Please try again.',
    ],
    [
      () => getUserTrades('u1', {}),
      'GET /api/trade/user/u1',
      'Failed to fetch user trades Please try again.',
    ],
    [() => getAllTrades({}), 'GET /api/trade/list', 'Failed to fetch all trades Please try again.'],
  ])('fail with the spec message (%#)', async (call, route, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ [route]: down() });
    await expect(call()).rejects.toThrow(message);
  });
});
