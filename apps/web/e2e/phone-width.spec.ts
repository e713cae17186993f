import { expect, test, type Page } from '@playwright/test';
import { strategyTemplate } from '../../../packages/domain/src/strategies/templates';
import {
  adminAccount,
  dismissToasts,
  gotoApp,
  sessionToken,
  signInOrRegister,
} from './helpers/identity';

// Issue 39 item 2: every page fits a 390 px phone; nothing scrolls sideways.
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** The page's width once its content (tables, cards) has loaded. */
async function documentWidth(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  // Lists and charts arrive after the heading: wait until no request is in flight.
  await page.waitForLoadState('networkidle');
  if (SHOTS) {
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({ path: `${SHOTS}/phone-${name}.png`, fullPage: true });
  }
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('every route fits a 390 px phone (scrollWidth ≤ 390), with data in its tables', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await gotoApp(page);
  await signInOrRegister(page, adminAccount);
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };

  // Rows for the tables: an account (public), a strategy and its deployment.
  const exchanges = (await (await page.request.get('/api/exchange/list', { headers })).json()) as {
    id: string;
    code: string;
  }[];
  const account = await page.request.post('/api/account/create', {
    headers,
    data: {
      name: 'Cuenta de anchura para el teléfono',
      accountType: 'spot',
      exchangeId: exchanges.find((e) => e.code === 'binance')!.id,
    },
  });
  expect(account.status()).toBe(201);
  const createdAccount = (await account.json()) as { id?: string; account?: { id: string } };
  const accountId = createdAccount.account?.id ?? createdAccount.id!;
  await page.request.patch(`/api/account/update/${accountId}`, {
    headers,
    data: { isPublic: true },
  });
  const strategy = await page.request.post('/api/strategy', {
    headers,
    data: { name: 'Estrategia de anchura', code: strategyTemplate('sma-crossover').code },
  });
  expect(strategy.status()).toBe(201);
  const createdStrategy = (await strategy.json()) as { id?: string; strategy?: { id: string } };
  const strategyId = createdStrategy.strategy?.id ?? createdStrategy.id!;
  const deployed = await page.request.post('/api/strategy-deployment/deploy', {
    headers,
    data: { strategyId, accountId },
  });
  expect(deployed.ok(), await deployed.text()).toBe(true);
  const deploymentId = ((await deployed.json()) as { deployment: { id: string } }).deployment.id;
  await dismissToasts(page);

  await page.setViewportSize(PHONE);
  const routes = [
    '/',
    '/accounts',
    `/accounts/${accountId}`,
    '/copy-trades',
    '/strategies',
    '/strategies/new',
    `/strategies/${strategyId}`,
    '/deployments',
    `/deployments/${deploymentId}`,
    '/public/accounts',
    `/public/accounts/${accountId}`,
    '/markets',
    '/help',
    '/profile',
    '/profile/notifications',
    '/admin/users',
    '/admin/roles',
    '/admin/activity',
    '/admin/receiver-logs',
    '/admin/exchanges',
    '/admin/packages',
    '/no/such/page',
  ];
  const widths: Record<string, number> = {};
  for (const path of routes) widths[path] = await documentWidth(page, path);
  const tooWide = Object.entries(widths).filter(([, width]) => width > PHONE.width);
  expect(tooWide, JSON.stringify(widths)).toEqual([]);
});
