import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The shared date store, as the app persists it, set before the page loads. */
async function useDates(page: Page, timeframe: string, grouping: string) {
  await page.addInitScript(
    ([tf, g]) =>
      localStorage.setItem(
        'date-store',
        JSON.stringify({
          state: { timeframe: tf, customDateRange: null, days: 0, grouping: g },
          version: 0,
        }),
      ),
    [timeframe, grouping],
  );
}

const chart = (page: Page) => page.getByTestId('price-chart');

test.describe('markets page', () => {
  test('charts BTCUSDT 1h over 7 days, drawn on canvas, labelled simulated', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await useDates(page, 'last_7_days', '1h');
    await page.goto('/markets?symbol=BTCUSDT');
    await expect(page.getByRole('heading', { level: 1, name: 'Mercados' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Gráfico de velas de BTC/USDT' })).toBeVisible();
    // From 00:00Z seven days ago to the hour in progress.
    const now = Date.now();
    const expected = Math.floor(now / HOUR) - (Math.floor((now - 7 * DAY) / DAY) * DAY) / HOUR + 1;
    await expect(chart(page)).toHaveAttribute('data-candles', String(expected));
    expect(await chart(page).locator('canvas').count()).toBeGreaterThan(0);
    await expect(page.getByText('Datos simulados')).toBeVisible();
    await expect(page.getByTestId('chart-legend')).toContainText('UTC');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/markets-btc-1h.png` });
    expect(problems).toEqual([]);
  });

  test('reloads when the symbol and the grouping change', async ({ page }) => {
    await useDates(page, 'last_7_days', '1h');
    await page.goto('/markets');
    await expect(chart(page)).toHaveAttribute('data-candles', /^\d+$/);
    const hourly = Number(await chart(page).getAttribute('data-candles'));

    const ethRequest = page.waitForRequest((r) => r.url().includes('symbol=ETHUSDT'));
    await page.getByLabel('Par').selectOption('ETHUSDT');
    await ethRequest;
    await expect(page.getByRole('img', { name: 'Gráfico de velas de ETH/USDT' })).toBeVisible();
    await expect(page).toHaveURL(/symbol=ETHUSDT/);

    const fourHourly = page.waitForResponse((r) => r.url().includes('grouping=4h') && r.ok());
    await page.getByLabel('Agrupación Temporal').selectOption('4h');
    await fourHourly;
    await expect(chart(page)).not.toHaveAttribute('data-candles', String(hourly));
    const count = Number(await chart(page).getAttribute('data-candles'));
    expect(count).toBeGreaterThanOrEqual(43); // 7 days × 6 + the one in progress
    expect(count).toBeLessThanOrEqual(48);

    await page.getByText('Bybit', { exact: true }).click();
    await expect(page).toHaveURL(/exchange=bybit/);
    await expect(page.getByRole('radio', { name: 'Bybit' })).toBeChecked();
  });

  test('moves the newest candle without a reload', async ({ page }) => {
    await useDates(page, 'last_1_hour', '1m');
    await page.goto('/markets?symbol=SOLUSDT');
    await expect(chart(page)).toHaveAttribute('data-last-close', /\d/);
    const first = await chart(page).getAttribute('data-last-close');
    const firstTime = await chart(page).getAttribute('data-last-open-time');
    await expect
      .poll(
        async () =>
          (await chart(page).getAttribute('data-last-close')) !== first ||
          (await chart(page).getAttribute('data-last-open-time')) !== firstTime,
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
  });

  test('is in the navigation for visitors, and works on a phone in light mode', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem(
        'theme-store',
        JSON.stringify({ state: { theme: 'light' }, version: 0 }),
      ),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Mercados' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mercados' })).toBeVisible();
    await expect(chart(page)).toHaveAttribute('data-candles', /^[1-9]\d*$/);
    const box = await chart(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/markets-phone-light.png`, fullPage: true });
    await context.close();
  });
});
