import { expect, test, type Page } from '@playwright/test';
import { createAccount, marketClose, sendAlert } from './helpers/accounts';
import { dismissToasts, gotoApp, newAccount, register } from './helpers/identity';

// Issue 18: every range and grouping the account page offers draws candles, and never an error.
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const trader = newAccount('Carla Charts');
const ACCOUNT = 'Cuenta de gráficos';

const TIMEFRAMES = [
  'Última hora',
  'Últimas 2 horas',
  'Últimas 6 horas',
  'Últimas 12 horas',
  'Hoy',
  'Ayer',
  'Últimos 2 días',
  'Últimos 3 días',
  'Últimos 5 días',
  'Últimos 7 días',
  'Últimos 10 días',
  'Últimos 15 días',
  'Últimos 30 días',
  'Últimos 60 días',
  'Últimos 90 días',
  'Todo el tiempo',
];
const GROUPINGS: Record<string, number> = {
  '1s': 1_000,
  '30s': 30_000,
  '1m': 60_000,
  '2m': 120_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
};

const controls = (page: Page) => page.getByTestId('account-controls');
const errorToasts = (page: Page) => page.locator('.Toastify__toast--error');

async function chooseTimeframe(page: Page, label: string) {
  await controls(page)
    .getByRole('button', { name: /^Rango de Fechas:/ })
    .click();
  // The menu lists recent choices first, then every option: take the latter.
  await controls(page).getByRole('menuitemradio', { name: label, exact: true }).last().click();
}

test('the account chart draws candles for every range × grouping, with no error', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoApp(page);
  await register(page, trader);
  const webhook = await createAccount(page, ACCOUNT);
  await dismissToasts(page);
  // One trade, so the account page charts its asset.
  const sent = await sendAlert(request, webhook, {
    action: 'buy',
    contracts: '0.001',
    orderId: `charts-${Date.now()}`,
    marketPosition: 'long',
    close: await marketClose(request),
  });
  expect(sent.status()).toBe(202);
  await page.getByRole('link', { name: ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT })).toBeVisible();
  const chart = page.getByTestId('price-chart');
  await expect(chart).toBeVisible({ timeout: 15_000 });

  const grouping = controls(page).getByRole('combobox', { name: 'Agrupación Temporal' });
  let combinations = 0;
  for (const timeframe of TIMEFRAMES) {
    await chooseTimeframe(page, timeframe);
    if (timeframe === 'Ayer') {
      // The account's only trade is today's: yesterday it traded nothing, and the panel says so.
      await expect(page.getByText('Sin operaciones en este rango.').first()).toBeVisible();
      await expect(errorToasts(page)).toHaveCount(0);
      continue;
    }
    for (const [value, intervalMs] of Object.entries(GROUPINGS)) {
      await grouping.selectOption(value);
      // The chart shows this grouping's candles (not the previous selection's), and some.
      await expect(chart).toHaveAttribute('data-interval', String(intervalMs));
      await expect(chart).toHaveAttribute('data-loading', 'false', { timeout: 15_000 });
      await expect(chart).not.toHaveAttribute('data-candles', '0');
      await expect(errorToasts(page), `${timeframe} × ${value}`).toHaveText([]);
      combinations++;
    }
  }
  expect(combinations).toBe((TIMEFRAMES.length - 1) * Object.keys(GROUPINGS).length);
  if (SHOTS) {
    await chooseTimeframe(page, 'Últimos 7 días');
    await grouping.selectOption('1h');
    await expect(chart).toHaveAttribute('data-interval', '3600000');
    await expect(chart).toHaveAttribute('data-loading', 'false');
    await page.screenshot({ path: `${SHOTS}/account-page-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/account-page-phone.png`, fullPage: true });
  }
});

test('a range change that makes the grouping unfit picks the automatic one, never a flagged one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoApp(page, '/markets');
  const grouping = page.getByRole('combobox', { name: 'Agrupación Temporal' });
  await grouping.selectOption('1d');
  await page.getByRole('button', { name: /^Rango de Fechas:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Última hora', exact: true }).last().click();
  // One daily bar over an hour is too coarse: spec §4 picks 5 minutes for an hour.
  await expect(grouping).toHaveValue('5m');
  await expect(grouping.locator('option:checked')).toHaveText('5 minutos');
  await grouping.selectOption('1s');
  await page.getByRole('button', { name: /^Rango de Fechas:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Todo el tiempo', exact: true }).last().click();
  await expect(grouping).toHaveValue('1w');
  await expect(grouping.locator('option:checked')).toHaveText('1 semana');
  await expect(page.getByTestId('price-chart')).not.toHaveAttribute('data-candles', '0');
});
