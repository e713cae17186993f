import type { Page } from '@playwright/test';

const TOKEN = 'e2e';
const emptyPage = { data: [], pagination: { page: 1, totalPages: 1, total: 0, limit: 25 } };
/** What the analytics routes answer for accounts without trades (pnl, volume and allocation). */
const range = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T00:00:00.000Z' };
const emptyAnalytics = {
  pnlData: { totalPnL: '0', roi: 0, realized: '0', unrealized: '0', fees: '0', totalInvested: '0' },
  performanceStats: {
    winRate: 0,
    wins: 0,
    losses: 0,
    closingTrades: 0,
    bestTrade: null,
    worstTrade: null,
    maxDrawdown: '0',
  },
  timeSeriesData: [],
  volumeData: {
    tradeCount: 0,
    totalVolume: '0',
    buyVolume: '0',
    sellVolume: '0',
    buyCount: 0,
    sellCount: 0,
  },
  assetAllocation: [],
  topAssets: [],
  grouping: '1d',
  dateRange: range,
};

/**
 * A signed-in look without the identity provider, for tests of the frame: a stored token, user
 * and role, and every API call made with that token answered here (the server would refuse it
 * with a 401, which signs out): the start-up check of the session, and empty lists for the data
 * loaded after sign-in.
 */
const BARE_LISTS = new Set(['/api/exchange/list', '/api/notification/channel/list']);

export async function stubSignedInSession(page: Page): Promise<void> {
  const role = { id: 'r-user', name: 'user', permissions: [] };
  const user = {
    id: 'u-e2e',
    uid: 'sub-e2e',
    email: 'e2e@example.com',
    photoURL: null,
    displayName: 'E2E',
    isActive: true,
    roleId: role.id,
  };
  await page.addInitScript(
    ({ user, role, token }) => {
      localStorage.setItem('token-store', JSON.stringify({ state: { token }, version: 0 }));
      localStorage.setItem('user-store', JSON.stringify({ state: { user, role }, version: 0 }));
    },
    { user, role, token: TOKEN },
  );
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.headers().authorization !== `Bearer ${TOKEN}`) return route.fallback();
    const path = new URL(request.url()).pathname;
    if (path === '/api/user/me') {
      return route.fulfill({
        json: {
          ...user,
          role: { id: role.id, name: role.name },
          lastSignInAt: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      });
    }
    if (path === `/api/role/${role.id}`) return route.fulfill({ json: role });
    if (path.startsWith('/api/trade-analysis/')) return route.fulfill({ json: emptyAnalytics });
    if (request.method() !== 'GET') {
      return route.fulfill({
        status: 503,
        json: { error: 'Stubbed', code: 'SERVICE_UNAVAILABLE' },
      });
    }
    // Lists answer an empty page; the exchange and notification channel lists are bare arrays.
    return route.fulfill({ json: BARE_LISTS.has(path) ? [] : emptyPage });
  });
}
