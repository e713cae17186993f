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

    // The ranking is honest (issue 38): it says its rule, and each card its place (or none), its
    // sample, its drawdown and where its data comes from (the demo: Pulso's paper exchange).
    await expect(
      page.getByText(/^Clasifican las cuentas con al menos 30 operaciones/),
    ).toBeVisible();
    const demo = leaderboard.getByRole('link').filter({ hasText: 'Papel' }).first();
    await expect(demo).toContainText(/(#\d+|Sin puesto) · /);
    await expect(demo).toContainText(/\d+ operaciones · \d+ días?/);
    await expect(demo).toContainText('Drawdown máx.');
    const rankings = page.getByRole('group', { name: 'Clasificar por' });
    await rankings.getByRole('button', { name: 'Constancia' }).click();
    await expect(page).toHaveURL(/ranking=consistency/);
    await expect(page.getByText('Por constancia: últimos 30 días.')).toBeVisible();
    await expect(leaderboard.getByRole('link').first()).toContainText('de los días en positivo');
    if (SHOTS) {
      await leaderboard.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/leaderboard-consistency-desktop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await leaderboard.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/leaderboard-consistency-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    // The choice is in the address: a reload (or a shared link) keeps it.
    await page.reload();
    await expect(rankings.getByRole('button', { name: 'Constancia' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await rankings.getByRole('button', { name: 'Recuperación' }).click();
    await expect(page.getByText('Por factor de recuperación: últimos 30 días.')).toBeVisible();
    await expect(leaderboard.getByRole('link').first()).toContainText(
      /PnL ÷ drawdown máx\.|Sin drawdown/,
    );
    await rankings.getByRole('button', { name: 'ROI' }).click();
    await expect(page).not.toHaveURL(/ranking=/);

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
    // The demo accounts share their trades: the candles with the trades as markers, and the
    // period controls a visitor can change.
    const candles = page.getByTestId('price-chart');
    await expect(candles).toHaveAttribute('data-loading', 'false', { timeout: 20_000 });
    await expect(candles).not.toHaveAttribute('data-candles', '0');
    await expect(
      page.getByTestId('account-controls').getByRole('combobox', { name: 'Agrupación Temporal' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('Cuentas Públicas is a leaderboard: each sharing account with its figures for the period', async ({
    page,
  }) => {
    for (const [width, height, suffix] of [
      [1440, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/public/accounts');
      const list = page.getByRole('region', { name: 'Listado de cuentas públicas' });
      // The demo accounts share their stats: figures in Spanish format, in dollars.
      await expect(list.getByText(/US\$$/).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(/llegarán con la analítica/)).toHaveCount(0);
      const period = suffix === 'desktop' ? 'all_time' : 'last_7_days';
      const figures = page.waitForResponse(
        (r) => r.url().includes('/trade-analysis/public/figures') && r.url().includes(period),
      );
      await page.getByRole('button', { name: /^Rango de Fechas:/ }).click();
      await page
        .getByRole('menuitemradio', {
          name: period === 'all_time' ? 'Todo el tiempo' : 'Últimos 7 días',
          exact: true,
        })
        .last()
        .click();
      expect((await figures).ok()).toBe(true);
      await expect(list.getByText(/US\$$/).first()).toBeVisible();
      if (suffix === 'desktop') {
        // Ranked by ROI over the period on the server: the sharing accounts best first, the
        // others after them.
        const ranked = page.waitForResponse(
          (r) => r.url().includes('/account/public/list') && r.url().includes('sortBy=roi'),
        );
        await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('roi');
        expect((await ranked).ok()).toBe(true);
        await expect(page).toHaveURL(/sort=roi/);
        await expect(list.getByText(/US\$$/).first()).toBeVisible();
        const rows = await list.getByRole('listitem').allInnerTexts();
        const rois = rows
          .map((text) => /ROI\s*([+-]?[\d.]*\d,\d+)\s*%/.exec(text)?.[1])
          .map((roi) => (roi ? Number(roi.replaceAll('.', '').replace(',', '.')) : undefined));
        const shared = rois.filter((roi) => roi !== undefined);
        expect(shared.length).toBeGreaterThan(1);
        expect(shared).toEqual([...shared].sort((a, b) => b - a));
        expect(rois.slice(0, shared.length)).toEqual(shared); // no private one among them
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/leaderboard-${suffix}.png`, fullPage: true });
    }
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
    // A new user's charts say why they are empty instead of drawing bare axes.
    await expect(page.getByTestId('pnl-chart')).toHaveAttribute('data-points', '0');
    await expect(page.getByTestId('volume-chart')).toHaveAttribute('data-points', '0');
    // The two charts and the allocation panel.
    await expect(page.getByText('Sin operaciones en este rango.', { exact: true })).toHaveCount(3);

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
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/empty-dashboard-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/empty-dashboard-phone.png`, fullPage: true });
    }
  });
});
