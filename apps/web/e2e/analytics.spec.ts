import { expect, test, type Page, type Response } from '@playwright/test';
import { dismissToasts, gotoApp, newAccount, register } from './helpers/identity';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

interface PnlAnswer {
  pnlData: { totalPnL: string; roi: number };
  performanceStats: { winRate: number };
}
interface VolumeAnswer {
  volumeData: { tradeCount: number; totalVolume: string };
}

const isAnalytics = (kind: string, r: { url(): string }) =>
  new URL(r.url()).pathname.endsWith(`/trade-analysis/${kind}`);

async function kpi(page: Page, key: string) {
  const card = page.getByTestId(`kpi-${key}`);
  await expect(card).toHaveAttribute('data-value', /.+/);
  return card.getAttribute('data-value');
}

test.describe('analytics dashboards', () => {
  test('a visitor sees the demo accounts ranked by ROI and a public dashboard whose KPIs are the API numbers', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // Unrealized PnL moves with the market every second, and pnl is asked for by the leaderboard,
    // the dashboard and the volume view's series: the cards must show one of the API's answers.
    const pnlAnswers: Promise<PnlAnswer>[] = [];
    let volumeAnswer: Promise<VolumeAnswer> | undefined;
    page.on('response', (r) => {
      if (!r.ok()) return;
      if (isAnalytics('public/pnl', r)) pnlAnswers.push(r.json() as Promise<PnlAnswer>);
      if (isAnalytics('public/volume', r)) volumeAnswer = r.json() as Promise<VolumeAnswer>;
    });
    await page.goto('/');
    const leaderboard = page.getByTestId('leaderboard');
    // the three demo accounts (other specs may have made more accounts public)
    await expect
      .poll(() => leaderboard.getByRole('link').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing-leaderboard.png`, fullPage: true });

    await leaderboard.getByRole('link').first().click();
    await expect(page.getByTestId('analytics-dashboard')).toHaveAttribute('data-loading', 'false');
    const answers = await Promise.all(pnlAnswers);
    const volume = (await volumeAnswer)!;
    // every chart
    await expect(page.getByTestId('pnl-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('volume-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('allocation-donut')).toBeVisible();
    await expect(page.getByTestId('allocation-table')).toBeVisible();
    expect(Number(await page.getByTestId('pnl-chart').getAttribute('data-points'))).toBeGreaterThan(
      5,
    );
    // the KPI cards carry the API's numbers
    const totalPnL = await kpi(page, 'totalPnL');
    const pnl = answers.find((a) => a.pnlData.totalPnL === totalPnL);
    expect(
      pnl,
      `${totalPnL} among ${answers.map((a) => a.pnlData.totalPnL).join(', ')}`,
    ).toBeTruthy();
    expect(await kpi(page, 'roi')).toBe(String(pnl!.pnlData.roi));
    expect(await kpi(page, 'winRate')).toBe(String(pnl!.performanceStats.winRate));
    expect(await kpi(page, 'trades')).toBe(String(volume.volumeData.tradeCount));
    expect(await kpi(page, 'volume')).toBe(volume.volumeData.totalVolume);
    expect(volume.volumeData.tradeCount).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-dashboard.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  test('the signed-in home reloads once, after the debounce, when range and grouping change', async ({
    page,
  }) => {
    await gotoApp(page);
    await register(page, newAccount('Dashboards'));
    await dismissToasts(page);
    await page.goto('/');
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
    await expect(page.getByTestId('kpi-trades')).toHaveAttribute('data-value', '0');
    await expect(page.getByTestId('pnl-chart')).toBeVisible();
    await expect(page.getByTestId('volume-chart')).toBeVisible();

    const pnlRequests: string[] = [];
    page.on('request', (r) => {
      if (isAnalytics('pnl', r)) pnlRequests.push(r.url());
    });
    const settled = page.waitForResponse(
      (r: Response) => isAnalytics('pnl', r) && r.url().includes('grouping=1w'),
    );
    const grouping = page.getByTestId('dashboard-controls').getByLabel('Agrupación Temporal');
    await grouping.selectOption('1h');
    await grouping.selectOption('4h');
    await grouping.selectOption('1w');
    await settled;
    await page.waitForTimeout(800);
    // One pnl for the dashboard and one for the volume view's series, both with the last choice.
    expect(pnlRequests.length).toBe(2);
    expect(pnlRequests.every((url) => url.includes('grouping=1w'))).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-dashboard.png`, fullPage: true });
  });
});
